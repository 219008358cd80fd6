/**
 * The Estimator Checker's data: lines read from a file, what was skipped and why, and the findings.
 * Money is in cents, like `lib/estimate.ts`; unit prices may carry fractions of a cent.
 */
import type { EstimateField, FindingKind, MoneyField, NumberField } from '@/content/estimate-check-types';

export type { EstimateField, FindingKind, MoneyField, NumberField };

/** Which column of the file (0-based) holds each field; a field the file lacks is left out. */
export type Mapping = Partial<Record<EstimateField, number>>;

/** How the file writes decimals: `1,234.50` (dot) or `1.234,50` (comma). */
export type DecimalStyle = 'dot' | 'comma';

/** Where a line is in the file: its row (1-based, as a spreadsheet numbers it) and its own line number. */
export interface LineRef {
  readonly row: number;
  /** The text of the line column, when the file has one. */
  readonly line: string | null;
}

export interface CheckedLine extends LineRef {
  readonly code: string;
  /** The trade column, else the code's letter prefix ("RFG 01" → "RFG"), else "". */
  readonly trade: string;
  readonly description: string;
  readonly quantity: number;
  readonly unit: string;
  /** Cents per unit, fractions of a cent kept. */
  readonly unitPrice: number;
  /** Money columns in whole cents; null where the file has no such column (or, for extended/RCV/ACV, an empty cell). */
  readonly extended: number | null;
  readonly tax: number | null;
  readonly overheadProfit: number | null;
  readonly rcv: number | null;
  readonly depreciation: number | null;
  readonly acv: number | null;
}

/** A row the checker recognised as a total (not a line item). */
export interface TotalRow {
  readonly row: number;
  readonly label: string;
  readonly scope: 'grand' | 'section';
  /** Index of the first line (in the checked lines) the total covers, and one past the last. */
  readonly from: number;
  readonly to: number;
  readonly amounts: Readonly<Partial<Record<MoneyField, number>>>;
}

export type SkipReason =
  /** Text where a number belongs: "twelve" as a quantity. */
  | { readonly kind: 'not-a-number'; readonly field: NumberField; readonly value: string }
  /** Neither quantity nor unit price: a heading or a note. */
  | { readonly kind: 'no-amounts' }
  /** A quantity without a unit price, or the reverse. */
  | { readonly kind: 'missing-value'; readonly field: 'quantity' | 'unitPrice' };

export interface SkippedRow {
  readonly row: number;
  readonly reason: SkipReason;
}

export type FindingValue =
  | { readonly type: 'cents'; readonly cents: number }
  | { readonly type: 'rate'; readonly rate: number }
  | { readonly type: 'count'; readonly count: number }
  | { readonly type: 'item'; readonly text: string }
  | { readonly type: 'absent' };

/** Why, within a kind: e.g. an O&P finding for a whole trade or for one line. */
export type FindingReason = 'line' | 'trade-missing' | 'trade-rate' | 'exact' | 'near' | 'grand' | 'section' | 'expected';

export interface Finding {
  readonly kind: FindingKind;
  readonly reason: FindingReason;
  /** The lines concerned, in file order. */
  readonly refs: readonly LineRef[];
  /** What it is about: a line's description, a trade, an expected item or a total's label. */
  readonly subject: string;
  /** The trade the finding concerns, when it concerns one. */
  readonly trade?: string;
  /** The measure a total finding compares. */
  readonly measure?: MoneyField;
  readonly expected: FindingValue;
  readonly found: FindingValue;
  /** Cents in question (never negative), or null when the finding cannot be priced (a possibly missing item). */
  readonly stake: number | null;
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

export interface Analysis {
  readonly source: { readonly name: string; readonly bytes: number; readonly sample: boolean };
  readonly delimiter: string;
  readonly decimal: DecimalStyle;
  readonly headers: readonly string[];
  /** 1-based row of the header. */
  readonly headerRow: number;
  readonly mapping: Mapping;
  /** The mapping found automatically, before any correction by the visitor. */
  readonly detected: Mapping;
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
}

/**
 * What the page receives of an analysis: all but the findings, which stay in the worker and reach the page
 * a page at a time (a 100,000-line file may have thousands, too many to copy to the page in one go).
 */
export type Report = Omit<Analysis, 'findings'> & { readonly findingCount: number };

/** Input the checker refuses, each with its own message. */
export type InputProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-large'; readonly bytes: number }
  | { readonly kind: 'pdf' }
  | { readonly kind: 'spreadsheet' }
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
