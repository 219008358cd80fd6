/**
 * Every word the Estimator Checker's island shows (passed to it as plain strings; `{name}` placeholders are
 * filled by `lib/template.ts`), and the headers of the sample estimate. The page around the checker is in
 * `estimator-checker.ts`; what the checks do is in `lib/estimate/`.
 */
import type { Certainty, EstimateField, FindingKind, FormatKind, ProblemKind, SkipKind } from '@/lib/estimate/fields';
import type { Limit } from '@/lib/estimate/types';

export type MeasureKey = 'extended' | 'tax' | 'overheadProfit' | 'rcv' | 'depreciation' | 'acv';

/**
 * How much of a file was read, said before anything about the file: one line (lines read of those the file numbers,
 * printed totals matched), then what could not be read, what the file does not hold, and what its totals leave out.
 */
export interface ReadingCopy {
  readonly label: string;
  readonly lines: { readonly numbered: string; readonly plain: string; readonly unpriced: string };
  readonly totals: { readonly checked: string; readonly none: string; readonly notChecked: string };
  readonly unread: string;
  readonly misread: string;
  readonly absent: string;
  readonly absentPages: string;
  readonly skippedOnPurpose: string;
  readonly setApart: string;
  readonly printedLabel: string;
  /** "line 12", "lines 12 and 13": the lines a sentence names. */
  readonly line: { readonly one: string; readonly many: string };
  readonly page: string;
  readonly pages: string;
}

/** Everything the checker island says, as plain serialisable strings. */
export interface CheckerCopy {
  readonly title: string;
  readonly drop: {
    readonly label: string;
    readonly hint: string;
    readonly dragging: string;
    readonly sample: string;
    readonly sampleNote: string;
    /** Shown at once when the sample is asked for before the page is ready. */
    readonly sampleLoading: string;
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
    readonly messages: Readonly<Record<ProblemKind, string>>;
  };
  readonly results: {
    /** "Health check of “{name}”" */
    readonly heading: string;
    readonly sampleHeading: string;
    readonly summaryLabel: string;
    readonly tiles: Readonly<Record<'lines' | 'skipped' | 'findings' | 'stake', string>>;
    /** Notes under the tiles. */
    readonly notes: Readonly<Record<'lines' | 'skipped' | 'skippedNone' | 'findings' | 'findingsMinor' | 'stake', string>>;
    /** What the file's layout keeps the checker from judging, said once. */
    readonly limits: Readonly<Record<Limit, string>>;
    readonly byKindLabel: string;
    readonly clean: string;
    /** No finding, on a reading that was not whole: nothing was judged that the lines not read may change. */
    readonly cleanPartial: string;
    readonly skippedTitle: string;
    readonly skippedMore: string;
    /** How the file was read, under the heading. */
    readonly format: Readonly<Record<FormatKind, string>>;
    /** The file's own totals against the lines read. */
    readonly reconciliation: { readonly matched: string; readonly unmatched: string; readonly notChecked: string };
    /** How much of the file was read, checked against what the file states about itself. */
    readonly reading: ReadingCopy;
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
    /** The row that sets the minor differences apart, below the findings that matter. */
    readonly minorHeading: string;
    readonly minorNote: string;
    /** Over the printed lines a finding rests on. */
    readonly evidenceLabel: string;
    /** "p. {page}" before a printed line of a PDF. */
    readonly evidencePage: string;
    readonly evidenceMore: string;
  };
  readonly actions: Readonly<Record<'download' | 'print' | 'downloadName', string>>;
  readonly skip: Readonly<Record<SkipKind, string>> & { readonly row: string; readonly printedLine: string };
  readonly findings: FindingLabels;
}

/** The words of a findings table row; the download uses the same ones, so it matches the table. */
export interface FindingLabels {
  readonly kinds: Readonly<Record<FindingKind, string>>;
  /** How sure the checker is: arithmetic plainly wrong, a rule of thumb worth a look, a minor difference. */
  readonly certainty: Readonly<Record<Certainty, string>>;
  /** Why each finding was raised, by kind and reason; `{trade}`, `{item}`, `{count}` are filled in. */
  readonly reasons: Readonly<Record<string, string>>;
  /** `more`: the first line references and how many lines are left out, inside `many` or `rows`. */
  readonly lines: {
    readonly one: string;
    readonly many: string;
    readonly row: string;
    readonly rows: string;
    readonly page: string;
    readonly pages: string;
    readonly more: string;
  };
  readonly count: { readonly one: string; readonly many: string };
  readonly absent: string;
  readonly notPriced: string;
  readonly wholeEstimate: string;
  readonly measures: Readonly<Record<MeasureKey | 'unitPrice', string>>;
  /** "{label} · {measure}" for a total row's finding. */
  readonly totalSubject: string;
  /** "{item} · {room}" for a finding within one room. */
  readonly inRoom: string;
  readonly csvColumns: Readonly<Record<'finding' | 'certainty' | 'why' | 'lines' | 'item' | 'expected' | 'found' | 'stake', string>>;
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
    hint: 'or drop it here: the estimate PDF, or an export of its line items (Xactimate, CSV, TSV or Excel), up to 20 MB',
    dragging: 'Drop the file to check it',
    sample: 'Try the sample estimate',
    sampleNote: 'The contractor’s estimate of our sample roof and water claim: 116 line items.',
    sampleLoading: 'Loading the sample estimate…',
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
    howTo: 'Which files the checker reads, and how to get one',
    messages: {
      empty: '“{name}” is empty. Export the estimate again and choose the new file.',
      'too-large':
        '“{name}” is {size}, more than the 20 MB the checker reads. Export the line items only, without photos or attachments, or split the estimate and check each part.',
      'old-spreadsheet':
        '“{name}” is an Excel 97–2003 workbook (.xls) or a password-protected one. Open it in your spreadsheet program, save it as an Excel workbook (.xlsx) or as CSV, and choose that file.',
      esx: '“{name}” is an Xactimate project file (.esx). The estimate inside it is encrypted, so only Xactimate can open it. In Xactimate, print the estimate to PDF or export its line items to CSV and choose that file, or ask whoever sent it for the estimate PDF.',
      components:
        '“{name}” is Xactimate’s Components export: the materials, equipment and labor of the whole estimate added up, not its line items. Choose the line-item export (“RAW” CSV) or the estimate PDF instead.',
      'pdf-scanned':
        '“{name}” is a PDF without text: a scan or a photo of the estimate. The checker reads the text an estimating program prints. Ask for the estimate PDF as the program produced it, or for its line-item export.',
      'pdf-locked':
        '“{name}” is protected by a password. Open it with the password, save a copy without one (print it to PDF), and choose that copy.',
      'pdf-no-table':
        'We found no table of line items in “{name}”. The checker reads estimates whose lines print a quantity and an RCV or total under a header row, as Xactimate and Symbility reports do. For another kind of report, export its line items as CSV or Excel.',
      binary: '“{name}” is not a file the checker reads. Choose the estimate PDF, or the CSV, TSV or Excel export of its line items.',
      'no-columns':
        'We found no estimate columns in “{name}”. The checker needs a header row that names at least the description, the quantity and the unit price of each line.',
      'missing-columns': 'We could not tell which column of “{name}” holds the {fields}. Choose it below and the check runs.',
      'no-lines': 'No line of “{name}” could be read. Rows skipped: {count}; the first ({row}): {reason}.',
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
      findingsMinor: 'in {kinds} kinds; {minor} of them minor',
      stake: 'sum of the findings that can be priced',
    },
    limits: {
      'no-unit-price':
        'This file prints no unit prices, so quantity × price could not be checked on any line. Each line’s RCV, depreciation and ACV were, and so was every total it prints.',
      'tax-in-totals':
        'This file’s line totals include a sales tax it does not print, so they could not be checked against quantity × price. Every total it prints was checked against its lines.',
    },
    byKindLabel: 'Findings by kind',
    clean: 'No findings: every line adds up, and nothing else stood out.',
    cleanPartial: 'No findings among the lines we read. Their totals and arithmetic were not judged: see what we could not read, above.',
    skippedTitle: 'Rows we skipped, and why',
    skippedMore: 'and {count} more rows',
    format: {
      columns: 'Read as a table: columns matched by their headers, which you can correct below.',
      xactimate:
        'Read as an Xactimate line-item export ({columns} columns). O&P is what each line’s RCV holds beyond its item amount and sales tax.',
      pdf: 'Read from the PDF: the line-item tables on {tablePages} of its {pages} pages, in {rooms} rooms.',
    },
    reconciliation: {
      matched: 'All {count} totals the file prints match the lines read, to the cent.',
      unmatched:
        '{missed} of the {count} totals the file prints differ from the lines read: {labels}. The Total findings give the amounts.',
      notChecked:
        '{matched} of the {count} totals the file prints match the lines read; {missed} could not be checked ({labels}): they may cover lines that are not in the file or could not be read, so they are not called wrong.',
    },
    reading: {
      label: 'How much of the file we read',
      lines: {
        numbered: '{read} of {printed} numbered lines read',
        plain: '{read} lines read',
        unpriced: '{count} of them without a price',
      },
      totals: {
        checked: '{matched} of {checked} printed totals match',
        none: 'no printed totals to check against',
        notChecked: '{count} not checked',
      },
      unread:
        'We could not read {lines} ({pages}). Nothing is judged that they may change: no total that may include them, and no line’s arithmetic. Here they are as printed:',
      misread:
        'Most of the totals this file prints differ from the lines we read, each by a different amount. That points to our reading, not to the estimate, so no total and no line’s arithmetic is judged. Compare the lines we read with your file before relying on them.',
      absent: 'Lines {ranges} are not in this file. Totals that may include them are not checked.',
      absentPages: 'Lines {ranges} are not in this file: its own page numbers skip {pages}. Totals that may include them are not checked.',
      skippedOnPurpose:
        'The file skips the numbers {ranges}; every total it prints matches the lines it holds, so those lines were most likely deleted before it was printed.',
      setApart: 'The file prints {lines} but leaves them out of its own totals (paid when incurred); its totals match without them.',
      printedLabel: 'As printed',
      line: { one: 'line {lines}', many: 'lines {lines}' },
      page: 'page {page}',
      pages: 'pages {pages}',
    },
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
      room: 'Room or area',
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
    minorHeading: 'Minor differences',
    minorNote: 'The same item priced a few cents apart, most likely priced on different days. Listed for completeness; they seldom matter.',
    evidenceLabel: 'As printed',
    evidencePage: 'p. {page}',
    evidenceMore: 'and {count} more',
  },
  actions: { download: 'Download findings (CSV)', print: 'Print the report', downloadName: '{name} findings.csv' },
  skip: {
    row: 'Row {row}',
    printedLine: 'Page {page}, line {line}',
    'not-a-number': '{field} “{value}” is not a number',
    'no-amounts': 'no quantity or unit price (a heading or a note)',
    'missing-value': 'no {field}',
    unpriced: 'printed without a price ({text})',
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
      price: 'Unit price',
      'missing-item': 'Possibly missing',
    },
    certainty: { plain: 'Plainly wrong', look: 'Worth a look', minor: 'Minor' },
    reasons: {
      'extension.line': 'Quantity × unit price does not give the extended price.',
      'rcv.line': 'Extended price + tax + O&P does not give the RCV.',
      'acv.line': 'RCV − depreciation does not give the ACV.',
      'total.grand': 'The stated total is not the sum of the lines.',
      'total.section': 'The subtotal is not the sum of the lines it covers: its room, or the rows since the previous total.',
      'total.level': 'The total is not the sum of the rooms it rolls up.',
      'tax.trade-missing':
        'No sales tax on any line of {trade}, while other trades are taxed. Right for labor and fees; worth a look for materials. Priced at this estimate’s median tax rate.',
      'overhead-profit.trade-missing': 'No O&P on {trade}, while the rest of the estimate carries it.',
      'overhead-profit.trade-rate': 'O&P on {trade} at another rate than on the rest of the estimate.',
      'overhead-profit.line': 'O&P on this line differs from the rest of {trade}.',
      'overhead-profit.line-missing':
        'No O&P on this line, while the rest of {trade} carries it. Usual for contents, and for bids and invoices paid as billed; worth a look otherwise.',
      'duplicate.exact':
        'The same item, quantity and price appear {count} times in one room. Sometimes two of the same thing; worth a look in case one was entered twice.',
      'price.differs':
        'The same item (the same code and activity, or the same whole description and unit) is priced differently on these lines. Expected is the price most of its lines carry.',
      'missing-item.expected': 'The estimate has {trade} work but no {item}. Often part of the job, though not always.',
    },
    lines: {
      one: 'Line {lines}',
      many: 'Lines {lines}',
      row: 'Row {lines}',
      rows: 'Rows {lines}',
      page: 'Page {lines}',
      pages: 'Pages {lines}',
      more: '{lines} and {count} more',
    },
    count: { one: '1 line', many: '{count} lines' },
    absent: 'Not in the estimate',
    notPriced: 'Not priced',
    wholeEstimate: 'the estimate',
    measures: { ...measures, unitPrice: 'Unit price' },
    totalSubject: '{label} · {measure}',
    inRoom: '{item} · {room}',
    csvColumns: {
      finding: 'Finding',
      certainty: 'How sure',
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
