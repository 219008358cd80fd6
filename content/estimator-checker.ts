/**
 * Copy of the Estimator Checker (/tools/estimator-checker): the page's sections, and every word the checker
 * itself shows (passed to the island as plain strings; `{name}` placeholders are filled by
 * `lib/template.ts`). What the checks do is in `lib/estimate-check/`; the header spellings and trade rules
 * are in `estimate-check-rules.ts`.
 */
import type { EstimateField, FindingKind } from './estimate-check-types';
import type { CtaAction } from './types';

/** Anchor of the export guidance, which the error messages link to. */
export const EXPORT_GUIDE_ID = 'export-your-estimate';

export type MeasureKey = 'extended' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv';

/** Everything the checker island says, as plain serialisable strings. */
export interface CheckerCopy {
  readonly title: string;
  readonly drop: {
    readonly label: string;
    readonly hint: string;
    readonly dragging: string;
    readonly sample: string;
    readonly sampleNote: string;
    readonly privacy: string;
    readonly noScript: string;
  };
  readonly progress: {
    readonly label: string;
    readonly phases: Readonly<Record<'read' | 'parse' | 'check', string>>;
  };
  readonly errors: {
    readonly title: string;
    readonly kept: string;
    readonly howTo: string;
    readonly messages: Readonly<
      Record<
        'empty' | 'too-large' | 'pdf' | 'spreadsheet' | 'binary' | 'no-columns' | 'missing-columns' | 'no-lines' | 'unreadable',
        string
      >
    >;
  };
  readonly results: {
    /** "Health check of “{name}”" */
    readonly heading: string;
    readonly sampleHeading: string;
    readonly summaryLabel: string;
    readonly tiles: Readonly<Record<'lines' | 'skipped' | 'findings' | 'stake', string>>;
    /** Notes under the tiles. */
    readonly notes: Readonly<Record<'lines' | 'skipped' | 'skippedNone' | 'findings' | 'stake', string>>;
    readonly byKindLabel: string;
    readonly clean: string;
    readonly skippedTitle: string;
    readonly skippedMore: string;
    readonly totals: {
      readonly title: string;
      readonly intro: string;
      readonly columns: Readonly<Record<'measure' | 'stated' | 'recomputed' | 'difference', string>>;
      readonly measures: Readonly<Record<MeasureKey, string>>;
      readonly notInFile: string;
    };
  };
  readonly mapping: {
    readonly title: string;
    readonly intro: string;
    readonly notInFile: string;
    /** "Column {column}" for a header cell that is empty. */
    readonly unnamed: string;
    readonly fields: Readonly<Record<EstimateField, string>>;
    readonly required: string;
  };
  readonly table: {
    readonly filterLabel: string;
    readonly all: string;
    readonly caption: string;
    readonly columns: Readonly<Record<'finding' | 'lines' | 'item' | 'expected' | 'found' | 'stake', string>>;
    readonly sort: Readonly<Record<'file' | 'stake-desc' | 'stake-asc', string>>;
    readonly sortHint: string;
    readonly showing: string;
    readonly more: string;
    readonly none: string;
  };
  readonly actions: Readonly<Record<'download' | 'print' | 'downloadName', string>>;
  readonly skip: Readonly<Record<'not-a-number' | 'no-amounts' | 'missing-value', string>> & { readonly row: string };
  readonly findings: FindingLabels;
}

/** The words of a findings table row; the download uses the same ones, so it matches the table. */
export interface FindingLabels {
  readonly kinds: Readonly<Record<FindingKind, string>>;
  /** Why each finding was raised, by kind and reason; `{trade}`, `{item}`, `{count}` are filled in. */
  readonly reasons: Readonly<Record<string, string>>;
  /** `more`: the first line references and how many lines are left out, inside `many` or `rows`. */
  readonly lines: { readonly one: string; readonly many: string; readonly row: string; readonly rows: string; readonly more: string };
  readonly count: { readonly one: string; readonly many: string };
  readonly absent: string;
  readonly notPriced: string;
  readonly wholeEstimate: string;
  readonly measures: Readonly<Record<MeasureKey | 'unitPrice', string>>;
  /** "{label} · {measure}" for a total row's finding. */
  readonly totalSubject: string;
  readonly csvColumns: Readonly<Record<'finding' | 'why' | 'lines' | 'item' | 'expected' | 'found' | 'stake', string>>;
}

const measures = {
  extended: 'Extended price (quantity × unit price)',
  tax: 'Tax',
  overheadProfit: 'Overhead & profit',
  rcv: 'RCV',
  depreciation: 'Depreciation',
  acv: 'ACV',
} as const satisfies Record<MeasureKey, string>;

export const checkerCopy = {
  title: 'Check an estimate',
  drop: {
    label: 'Choose an estimate file',
    hint: 'or drop it here: the CSV or TSV export of its line items, up to 20 MB',
    dragging: 'Drop the file to check it',
    sample: 'Try the sample estimate',
    sampleNote: 'The contractor’s estimate of our sample roof and water claim: 116 line items.',
    privacy: 'Checked in your browser. Nothing is uploaded.',
    noScript:
      'The Estimator Checker runs in your browser and needs JavaScript. Switch JavaScript on to check an estimate; the rest of this page explains what it checks and how to export your estimate.',
  },
  progress: {
    label: 'Checking the estimate',
    phases: { read: 'Reading the file…', parse: 'Reading the lines…', check: 'Running the checks…' },
  },
  errors: {
    title: 'This file could not be checked',
    kept: 'The results of the last estimate you checked are still below.',
    howTo: 'Export your estimate as CSV: here is how',
    messages: {
      empty: '“{name}” is empty. Export the estimate again and choose the new file.',
      'too-large':
        '“{name}” is {size}, more than the 20 MB the checker reads. Export the line items only, without photos or attachments, or split the estimate and check each part.',
      pdf: '“{name}” is a PDF. The checker reads the line items of a CSV or TSV export, not a PDF.',
      spreadsheet:
        '“{name}” is an Excel workbook. Open it in your spreadsheet program, save it as CSV (comma delimited) or as tab-delimited text, and choose that file.',
      binary: '“{name}” is not a text file, so it cannot be an estimate export. Choose the CSV or TSV file of the line items.',
      'no-columns':
        'We found no estimate columns in “{name}”. The checker needs a header row that names at least the description, the quantity and the unit price of each line.',
      'missing-columns': 'We could not tell which column of “{name}” holds the {fields}. Choose it below and the check runs.',
      'no-lines': 'No line of “{name}” could be read. Rows skipped: {count}; the first, row {row}: {reason}.',
      unreadable: 'Your browser could not read “{name}”. Choose it again, or save a new copy if it came from another device.',
    },
  },
  results: {
    heading: 'Health check of “{name}”',
    sampleHeading: 'Health check of the sample estimate',
    summaryLabel: 'Summary',
    tiles: { lines: 'Lines checked', skipped: 'Rows skipped', findings: 'Findings', stake: 'Money at stake' },
    notes: {
      lines: 'read from {rows} rows',
      skipped: 'see the reasons below',
      skippedNone: 'every row was read',
      findings: 'in {kinds} kinds',
      stake: 'sum of the findings that can be priced',
    },
    byKindLabel: 'Findings by kind',
    clean: 'No findings: every line adds up, and nothing else stood out.',
    skippedTitle: 'Rows we skipped, and why',
    skippedMore: 'and {count} more rows',
    totals: {
      title: 'Totals, as stated and recomputed',
      intro: 'The file’s own columns added up, beside the totals recomputed from each line’s quantity, unit price, tax and O&P.',
      columns: { measure: 'Total', stated: 'As stated', recomputed: 'Recomputed', difference: 'Difference' },
      measures,
      notInFile: 'no column',
    },
  },
  mapping: {
    title: 'Columns we read',
    intro: 'We matched the columns by their headers. If one is wrong, choose the right column and the check runs again.',
    notInFile: 'Not in this file',
    unnamed: 'Column {column}',
    fields: {
      line: 'Line number',
      code: 'Item code',
      trade: 'Trade or category',
      description: 'Description',
      quantity: 'Quantity',
      unit: 'Unit',
      unitPrice: 'Unit price',
      extended: 'Extended price',
      tax: 'Tax',
      overheadProfit: 'Overhead & profit (O&P)',
      rcv: 'RCV',
      depreciation: 'Depreciation',
      acv: 'ACV',
    },
    required: '(required)',
  },
  table: {
    filterLabel: 'Show findings of one kind',
    all: 'All',
    caption: 'Findings, with the lines concerned, the expected and found values and the money at stake',
    columns: { finding: 'Finding', lines: 'Lines', item: 'Item', expected: 'Expected', found: 'Found', stake: 'At stake' },
    sort: { file: 'in file order', 'stake-desc': 'largest first', 'stake-asc': 'smallest first' },
    sortHint: 'Sort by money at stake',
    showing: 'Showing {shown} of {total} findings',
    more: 'Show {count} more',
    none: 'No findings of this kind.',
  },
  actions: { download: 'Download findings (CSV)', print: 'Print the report', downloadName: '{name} findings.csv' },
  skip: {
    row: 'Row {row}',
    'not-a-number': '{field} “{value}” is not a number',
    'no-amounts': 'no quantity or unit price (a heading or a note)',
    'missing-value': 'no {field}',
  },
  findings: {
    kinds: {
      extension: 'Quantity × price',
      rcv: 'RCV',
      acv: 'ACV',
      total: 'Total',
      tax: 'Tax',
      'overhead-profit': 'O&P',
      duplicate: 'Duplicate',
      'price-outlier': 'Unit price',
      'missing-item': 'Possibly missing',
    },
    reasons: {
      'extension.line': 'Quantity × unit price does not give the extended price.',
      'rcv.line': 'Extended price + tax + O&P does not give the RCV.',
      'acv.line': 'RCV − depreciation does not give the ACV.',
      'total.grand': 'The stated total is not the sum of the lines.',
      'total.section': 'The subtotal is not the sum of the lines since the previous total.',
      'tax.trade-missing':
        'No sales tax on any line of {trade}, while other trades are taxed. Right for labor and fees; worth a look for materials. Priced at this estimate’s median tax rate.',
      'overhead-profit.trade-missing': 'No O&P on {trade}, while the rest of the estimate carries it.',
      'overhead-profit.trade-rate': 'O&P on {trade} at another rate than on the rest of the estimate.',
      'overhead-profit.line': 'O&P on this line differs from the rest of {trade}.',
      'duplicate.exact': 'The same code, description and quantity appear {count} times.',
      'duplicate.near': 'The same words, quantity and unit on {count} lines: they may price one item twice.',
      'price-outlier.line': 'Unit price far from the median of the same item elsewhere in this file.',
      'missing-item.expected': 'The estimate has {trade} work but no {item}. Often part of the job, though not always.',
    },
    lines: { one: 'Line {lines}', many: 'Lines {lines}', row: 'Row {lines}', rows: 'Rows {lines}', more: '{lines} and {count} more' },
    count: { one: '1 line', many: '{count} lines' },
    absent: 'Not in the estimate',
    notPriced: 'Not priced',
    wholeEstimate: 'the estimate',
    measures: { ...measures, unitPrice: 'Unit price' },
    totalSubject: '{label} · {measure}',
    csvColumns: {
      finding: 'Finding',
      why: 'Why',
      lines: 'Lines',
      item: 'Item',
      expected: 'Expected',
      found: 'Found',
      stake: 'Money at stake',
    },
  },
} as const satisfies CheckerCopy;

/** Column headers of the sample estimate as the checker reads it (an export's usual spellings). */
export const sampleHeaders = {
  line: 'Line',
  code: 'Code',
  trade: 'Category',
  description: 'Description',
  quantity: 'Quantity',
  unit: 'Unit',
  unitPrice: 'Unit price',
  tax: 'Tax',
  overheadProfit: 'O&P',
  rcv: 'RCV',
  depreciation: 'Depreciation',
  acv: 'ACV',
} as const;

/** The sections of the page around the checker. */
export const estimatorCheckerPage = {
  checks: {
    eyebrow: 'What it checks',
    title: 'Seven checks on every estimate',
    intro: 'Each finding names the lines concerned, the value we expected, the value in the file and the money at stake.',
    items: [
      {
        title: 'Line arithmetic',
        text: 'Quantity × unit price against the extended price, extended + tax + O&P against RCV, and RCV − depreciation against ACV.',
      },
      {
        title: 'Totals',
        text: 'Every total and subtotal row against the lines it covers, and the estimate’s totals recomputed from its lines.',
      },
      { title: 'Tax by trade', text: 'A trade with no sales tax on any line while the others are taxed.' },
      {
        title: 'Overhead and profit',
        text: 'A trade without O&P, or at another rate, and single lines that differ from the rest of their trade.',
      },
      { title: 'Duplicates', text: 'The same item twice: same code, description and quantity, or the same words in another order.' },
      {
        title: 'Unit prices',
        text: 'A price far from the same item elsewhere in the file, measured with medians so one odd line cannot skew it.',
      },
      {
        title: 'Items often missing',
        text: 'Drip edge, starter, ridge cap, underlayment and flashing on a roof; downspouts with gutters; pad with carpet; finishing with drywall.',
      },
    ],
  },
  privacy: {
    eyebrow: 'Private by design',
    title: 'Your estimate stays on your device',
    points: [
      'There is no upload. Your browser reads the file and runs every check on your own computer or phone.',
      'No part of the file or of the findings is sent anywhere, to us or to anyone else.',
      'Nothing is kept. Reload or close the page and the file and its findings are gone, unless you downloaded them.',
      'You can see it for yourself: open your browser’s developer tools, watch the Network tab and check an estimate. No request carries your file.',
    ],
  },
  exportGuide: {
    eyebrow: 'Before you start',
    title: 'Export your estimate as CSV: here is how',
    intro:
      'Estimates written in Xactimate, Symbility or a spreadsheet list the same things on each line: a description, a quantity and unit, a unit price, and often tax, O&P, RCV, depreciation and ACV. The checker reads those columns from a CSV or TSV file, in any order and under the usual header names.',
    steps: [
      'Open the estimate in the program it was written in, or the report you received.',
      'Look for the option that exports or saves the line items as a spreadsheet (CSV, TSV or Excel) rather than a PDF. Menus differ between programs and versions; the program’s help finds it under “export”.',
      'If you get an Excel workbook, open it and save it as “CSV (comma delimited)” or as tab-delimited text.',
      'Check that one row names the columns. A few rows about the claim above it are fine, and so are section headings and subtotal rows between the lines.',
    ],
    tip: 'Only have the PDF? The Estimate Analyzer reads PDF estimates and extracts every line item for you.',
  },
  closing: {
    title: 'Go further with your own estimates',
    text: 'Estimate Analyzer extracts the line items from PDFs and exports, flags what the checker flags and compares two estimates line by line. Try it free on a claim of your own.',
    actions: [
      { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
      { kind: 'link', label: 'See the Estimate Analyzer', href: '/products/estimate-analyzer' },
    ],
  },
} as const satisfies {
  checks: { eyebrow: string; title: string; intro: string; items: readonly { title: string; text: string }[] };
  privacy: { eyebrow: string; title: string; points: readonly string[] };
  exportGuide: { eyebrow: string; title: string; intro: string; steps: readonly string[]; tip: string };
  closing: { title: string; text: string; actions: readonly CtaAction[] };
};

/** The invitation to the checker under the Estimate Analyzer's sample report. */
export const checkerCallout = {
  title: 'Check one of your own estimates now',
  text: 'The free Estimator Checker runs the line arithmetic, tax and O&P, duplicate and missing-item checks on a CSV export, in your browser. Nothing is uploaded.',
  action: { kind: 'link', label: 'Open the Estimator Checker', href: '/tools/estimator-checker' },
} as const satisfies { title: string; text: string; action: CtaAction };
