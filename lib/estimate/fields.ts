/**
 * The shapes the Estimator Checker works with: the columns of a line-item export it can read, the trade
 * rules of `rules.ts` and the kinds of finding. The checks are beside it in
 * `lib/estimate/`.
 */

/** Fields read as money (into cents), in the order they are shown. */
export const moneyFields = ['unitPrice', 'extended', 'tax', 'overheadProfit', 'rcv', 'depreciation', 'acv'] as const;

/** The columns the checker reads, in the order it shows them for confirmation. */
export const estimateFields = ['line', 'code', 'trade', 'room', 'description', 'quantity', 'unit', ...moneyFields] as const;

export type EstimateField = (typeof estimateFields)[number];

/** The columns without which no line can be checked. */
export const requiredFields = ['description', 'quantity', 'unitPrice'] as const satisfies readonly EstimateField[];

export type MoneyField = (typeof moneyFields)[number];
export type NumberField = MoneyField | 'quantity';

/** What a finding is about; the results filter on it. */
export const findingKinds = ['extension', 'rcv', 'acv', 'total', 'tax', 'overhead-profit', 'duplicate', 'price', 'missing-item'] as const;

export type FindingKind = (typeof findingKinds)[number];

/** Findings of arithmetic a file plainly gets wrong; every other kind rests on a rule of thumb and is worth a look. */
export const plainKinds: ReadonlySet<FindingKind> = new Set(['extension', 'rcv', 'acv', 'total']);

/** How sure a finding is: plainly wrong, worth a look, or a minor difference set apart from the rest. */
export type Certainty = 'plain' | 'look' | 'minor';

/**
 * A rule of thumb for one trade: when a line of the estimate matches `when` (and none of `unless`), each
 * item of `expect` should match some line of the estimate, or the item is listed as possibly missing.
 * Phrases match at the start of words, case-insensitively: "tape" matches "taped", not "landscape".
 */
export interface TradeRule {
  /** The trade, as the finding names it. */
  readonly trade: string;
  readonly when: readonly string[];
  readonly unless?: readonly string[];
  readonly expect: readonly {
    readonly item: string;
    readonly match: readonly string[];
    readonly unless?: readonly string[];
    /** Not expected when every line that starts the trade matches one of these (what those lines already include). */
    readonly includedWith?: readonly string[];
  }[];
}

/** Why a file could not be checked; each has its own message. */
export const problemKinds = [
  'empty',
  'too-large',
  'old-spreadsheet',
  'esx',
  'components',
  'pdf-scanned',
  'pdf-locked',
  'pdf-no-table',
  'binary',
  'no-columns',
  'missing-columns',
  'no-lines',
  'unreadable',
] as const;
export type ProblemKind = (typeof problemKinds)[number];

/** Why a row was not read as a line. */
export const skipKinds = ['not-a-number', 'no-amounts', 'missing-value', 'unpriced'] as const;
export type SkipKind = (typeof skipKinds)[number];

/** How a file was read: a table by its headers, Xactimate's line-item export, or a printed PDF. */
export const formatKinds = ['columns', 'xactimate', 'pdf'] as const;
export type FormatKind = (typeof formatKinds)[number];
