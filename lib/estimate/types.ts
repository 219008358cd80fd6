/**
 * The Estimator Checker's data: lines read from a file, what was skipped and why, and the findings.
 * Money is in cents, like `lib/estimate.ts`; unit prices may carry fractions of a cent.
 */
import type { EstimateField, FindingKind, MoneyField, NumberField } from '@/lib/estimate/fields';

export type { EstimateField, FindingKind, MoneyField, NumberField };

/** Which column of the file (0-based) holds each field; a field the file lacks is left out. */
export type Mapping = Partial<Record<EstimateField, number>>;

/** How the file writes decimals: `1,234.50` (dot) or `1.234,50` (comma). */
export type DecimalStyle = 'dot' | 'comma';

/**
 * Where a line is in the file: its row (1-based, as a spreadsheet numbers it; in a PDF, its place in reading
 * order), its own line number, and in a PDF the page it is printed on.
 */
export interface LineRef {
  readonly row: number;
  /** The text of the line column, when the file has one. */
  readonly line: string | null;
  readonly page?: number;
}

export interface CheckedLine extends LineRef {
  readonly code: string;
  /** The trade column, else the code's letter prefix ("RFG 01" → "RFG"), else "". Never the room. */
  readonly trade: string;
  /** The room or area the line is in, as the file names it ("" when it does not say). */
  readonly room: string;
  /** The part of the room a printed heading puts it in (`WALLS`, `Front Elevation`), when there is one. */
  readonly area?: string;
  /** What tells two rooms of the same name apart (building, coverage, level); equal lines in one room are duplicates. */
  readonly roomKey: string;
  /**
   * The work done to the item ("Remove", "Detach & Reset", …) when the file says it apart from the
   * description; "" when the description says it (or there is none); null when the file does not say at all
   * (Xactimate's shorter export), so two lines of one item may be two kinds of work at two prices.
   */
  readonly activity: string | null;
  readonly description: string;
  /** What the estimator wrote about the line apart from its description (Xactimate's Note 1, a note printed under it). */
  readonly note: string;
  readonly quantity: number;
  readonly unit: string;
  /** Cents per unit, fractions of a cent kept; null when the file prints no unit price (only the line's amounts). */
  readonly unitPrice: number | null;
  /** Money columns in whole cents; null where the file has no such column (or, for extended/RCV/ACV, an empty cell). */
  readonly extended: number | null;
  readonly tax: number | null;
  readonly overheadProfit: number | null;
  readonly rcv: number | null;
  readonly depreciation: number | null;
  readonly acv: number | null;
  /** The line's figures as the file prints them (a PDF's figures row, a table's cells), shown beside its findings. */
  readonly printed?: string;
}

/** A row or printed line the checker recognised as a total (not a line item). */
export interface TotalRow extends LineRef {
  readonly label: string;
  /** `grand`: every line; `section`: a room or the rows since the previous total; `level`: several rooms rolled up. */
  readonly scope: 'grand' | 'section' | 'level';
  /** Index of the first line (in the checked lines) the total covers, and one past the last. */
  readonly from: number;
  readonly to: number;
  readonly amounts: Readonly<Partial<Record<MoneyField, number>>>;
  /** The row as the file prints it. */
  readonly printed?: string;
}

export type SkipReason =
  /** Text where a number belongs: "twelve" as a quantity. */
  | { readonly kind: 'not-a-number'; readonly field: NumberField; readonly value: string }
  /** Neither quantity nor unit price: a heading or a note. */
  | { readonly kind: 'no-amounts' }
  /** A quantity without a unit price, or the reverse. */
  | { readonly kind: 'missing-value'; readonly field: 'quantity' | 'unitPrice' }
  /** A numbered line of a PDF printed without a price ("OPEN ITEM", "REVISED", "PWARR"): what stands for it, and what is known of the line. */
  | {
      readonly kind: 'unpriced';
      readonly text: string;
      readonly description?: string;
      readonly quantity?: number;
      readonly unit?: string;
    };

/** A row the checker could not read as a line; in a PDF, the printed line number and page. */
export interface SkippedRow {
  readonly row: number;
  readonly line?: string;
  readonly page?: number;
  /** The room of a PDF's line printed without a price. */
  readonly room?: string;
  readonly reason: SkipReason;
}

export type FindingValue =
  | { readonly type: 'cents'; readonly cents: number }
  | { readonly type: 'rate'; readonly rate: number }
  | { readonly type: 'count'; readonly count: number }
  | { readonly type: 'item'; readonly text: string }
  | { readonly type: 'absent' };

/** Why, within a kind: e.g. an O&P finding for a whole trade or for one line. */
export type FindingReason =
  'line' | 'line-missing' | 'trade-missing' | 'trade-rate' | 'exact' | 'grand' | 'section' | 'level' | 'summary' | 'expected' | 'differs';

export interface Finding {
  readonly kind: FindingKind;
  readonly reason: FindingReason;
  /** The lines concerned, in file order. */
  readonly refs: readonly LineRef[];
  /** What it is about: a line's description, a trade, an expected item or a total's label. */
  readonly subject: string;
  /** The trade the finding concerns, when it concerns one. */
  readonly trade?: string;
  /** The room the finding concerns, when the file names rooms. */
  readonly room?: string;
  /** The measure a total finding compares. */
  readonly measure?: MoneyField;
  readonly expected: FindingValue;
  readonly found: FindingValue;
  /** Cents in question (never negative), or null when the finding cannot be priced (a possibly missing item). */
  readonly stake: number | null;
  /** A difference too small to matter (an item priced a few cents apart on another day): listed apart, below the rest. */
  readonly minor?: true;
}

export interface MeasureTotals {
  /** Σ of the file's own column, null when the file has no such column. */
  readonly stated: number | null;
  /** Σ recomputed from each line's parts. */
  readonly recomputed: number;
}

export type TotalsComparison = Readonly<Record<'extended' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv', MeasureTotals>>;

export interface KindSummary {
  readonly count: number;
  readonly stake: number;
}

/** How the file was read: which layout, and what the visitor may correct. */
export type SourceFormat =
  /** Any table with a header row: columns found by their header names; the visitor may correct them. */
  | {
      readonly kind: 'columns';
      readonly container: 'text' | 'workbook';
      readonly delimiter: string;
      readonly decimal: DecimalStyle;
      readonly headers: readonly string[];
      /** 1-based row of the header. */
      readonly headerRow: number;
      readonly mapping: Mapping;
      /** The mapping found automatically, before any correction by the visitor. */
      readonly detected: Mapping;
    }
  /** Xactimate's line-item ("RAW") export, read by its own column names; O&P is what RCV holds beyond item and tax. */
  | { readonly kind: 'xactimate'; readonly container: 'text' | 'workbook'; readonly columns: number }
  /** A printed estimate: the line-item tables of its pages. */
  | { readonly kind: 'pdf'; readonly pages: number; readonly tablePages: number; readonly rooms: number };

/**
 * What the file's layout keeps the checker from judging: it prints no unit prices (`no-unit-price`), or its
 * line totals hold a tax it does not print (`tax-in-totals`). Said once in the report, never as findings.
 */
export type Limit = 'no-unit-price' | 'tax-in-totals';

/** The totals the file states, against the lines read. */
export interface Reconciliation {
  /** How many total rows or lines state an amount. */
  readonly checked: number;
  /** The labels of those that differ from the lines they cover, in file order: findings. */
  readonly unmatched: readonly string[];
  /**
   * The labels of those that differ from the lines read but cover lines that were not read (or that the file does
   * not hold): not judged, since the difference may be those lines. In file order.
   */
  readonly notChecked: readonly string[];
}

/** A line the file prints with its number that the reader could not read: where it is and its printed rows. */
export interface UnreadLine {
  readonly line: string;
  readonly page: number;
  /** The rows it is printed on, as printed. */
  readonly printed: string;
}

/** Line numbers the file skips: no row prints them (deleted lines, or pages the file does not hold). */
export interface AbsentNumbers {
  readonly from: number;
  readonly to: number;
  /** Whether the file's own page numbers jump there: the lines are on pages that are not in the file. */
  readonly pagesMissing: boolean;
}

/**
 * How much of the file was read, checked against what the file states about itself (its lines' numbers, its page
 * numbers and its totals) before anything is said about it.
 */
export interface Coverage {
  /** Whether the file numbers its lines; without numbers only the totals tell whether it was read whole. */
  readonly numbered: boolean;
  /** Lines read, priced or not. */
  readonly read: number;
  /** Numbered lines the file prints that could not be read. */
  readonly unread: readonly UnreadLine[];
  /** Numbers the file skips. */
  readonly absent: readonly AbsentNumbers[];
  /** Page numbers the file's own numbering says are not in it (`Page: 3` then `Page: 12`), as ranges. */
  readonly missingPages: readonly { readonly from: number; readonly to: number }[];
  /** Lines the file prints but leaves out of its own totals (a code upgrade paid when incurred). */
  readonly setApart: readonly LineRef[];
  /**
   * `whole`: every line the file prints was read; `partial`: some could not be (named in `unread`); `misread`: the
   * file gives no numbers to check against and most of its totals disagree with the lines read, so the fault is
   * taken to be the reader's. Only a whole reading is judged line by line and total by total.
   */
  readonly verdict: 'whole' | 'partial' | 'misread';
}

/** A line or total as the file prints it, shown beside the findings that rest on it. */
export interface PrintedLine extends LineRef {
  /** The line's description, or the total's label. */
  readonly text: string;
  /** Its figures as printed; empty when the file prints none. */
  readonly figures: string;
}

export interface Analysis {
  readonly source: { readonly name: string; readonly bytes: number; readonly sample: boolean };
  readonly format: SourceFormat;
  readonly lines: number;
  readonly totalRows: number;
  readonly skipped: {
    readonly count: number;
    readonly byReason: Readonly<Record<SkipReason['kind'], number>>;
    /** The first skipped rows, with their reasons (at most `SKIPPED_EXAMPLES`). */
    readonly rows: readonly SkippedRow[];
  };
  readonly findings: readonly Finding[];
  readonly byKind: Readonly<Record<FindingKind, KindSummary>>;
  /** Σ of every finding's stake. */
  readonly stake: number;
  readonly totals: TotalsComparison;
  readonly reconciliation: Reconciliation;
  readonly coverage: Coverage;
  readonly limits: readonly Limit[];
  /** Each line and total by its row, as printed: the evidence of the findings (kept in the worker, never sent whole). */
  readonly printed: ReadonlyMap<number, PrintedLine>;
}

/**
 * What the page receives of an analysis: all but the findings, which stay in the worker and reach the page
 * a page at a time (a 100,000-line file may have thousands, too many to copy to the page in one go).
 */
export type Report = Omit<Analysis, 'findings' | 'printed'> & { readonly findingCount: number; readonly minorCount: number };

/** Input the checker refuses, each with its own message. */
export type InputProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-large'; readonly bytes: number }
  /** An Excel workbook of the old binary format (`.xls`). */
  | { readonly kind: 'old-spreadsheet' }
  /** An Xactimate project file (`.esx`): a ZIP whose estimate is encrypted. */
  | { readonly kind: 'esx' }
  /** Xactimate's Components export: a roll-up of materials and labour, not line items. */
  | { readonly kind: 'components' }
  /** A PDF without text: a scan or a photo of the estimate. */
  | { readonly kind: 'pdf-scanned' }
  | { readonly kind: 'pdf-locked' }
  /** A PDF with text but no line-item table the checker knows. */
  | { readonly kind: 'pdf-no-table' }
  | { readonly kind: 'binary' }
  | { readonly kind: 'no-columns' }
  | {
      readonly kind: 'missing-columns';
      readonly fields: readonly EstimateField[];
      readonly headers: readonly string[];
      readonly mapping: Mapping;
    }
  | { readonly kind: 'no-lines'; readonly skipped: number; readonly example?: SkippedRow }
  | { readonly kind: 'unreadable' };

/** A row a printed estimate prints with a line number, read as a line or not. */
export interface PrintedNumber {
  readonly line: string;
  readonly page: number;
  /** The row's text, and the rows under it up to the next line, as printed. */
  readonly printed: string;
  /** Whether the reader read it as a line. */
  readonly read: boolean;
  /** How many of the priced lines read come before it: where it would sit among them. */
  readonly before: number;
}

/** A row of an estimate's summary: what it is by its label, and its amount in cents (what it takes off, positive). */
export interface SummaryRow {
  /** Its place in reading order after every line and total, so a finding can point at it. */
  readonly row: number;
  readonly kind: 'lineItems' | 'addition' | 'subtotal' | 'rcv' | 'less' | 'depreciation' | 'deductible' | 'acv' | 'net' | 'other';
  readonly label: string;
  readonly amount: number;
  readonly page: number;
  readonly printed: string;
}

/** A summary an estimate prints after its lines, from its line-item total down. */
export interface SummaryBlock {
  readonly page: number;
  readonly rows: readonly SummaryRow[];
}

/** What a printed estimate states about itself, for the reader to check its reading against. */
export interface SelfStated {
  /** Every row printed with a line number, in reading order. */
  readonly numbers: readonly PrintedNumber[];
  /** The page number each page prints (`Page: 12`), where it prints one. */
  readonly pageLabels: readonly { readonly page: number; readonly label: number }[];
}

/** What reading a file gives the checks: its lines, the rows it skipped, the totals it states, and how it was read. */
export interface Extract {
  readonly lines: readonly CheckedLine[];
  readonly skipped: readonly SkippedRow[];
  readonly totals: readonly TotalRow[];
  readonly format: SourceFormat;
  /** The price list the file names (`Price List: NEOM28_JUN24`), when it names one. */
  readonly priceList?: string;
  /** What a printed file states about itself: the numbers of its lines, its pages. */
  readonly selfStated?: SelfStated;
  /** The summaries a printed file prints after its lines. */
  readonly summaries?: readonly SummaryBlock[];
}
