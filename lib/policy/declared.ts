/**
 * What the readers of declarations share (tables, labels beside amounts, schedules of deductibles): what they find,
 * how a label is cut from its row, how a row set out in columns looks, and what labels name a price.
 */
import type { Line, Word } from './text';
import type { Coverage, Deductible } from './types';

export interface Found {
  readonly coverages: Coverage[];
  readonly deductibles: Deductible[];
}

/** A label as printed before its amounts, without a list number, a cross, 'N/A' or a trailing colon or dash. */
export const labelText = (words: readonly Word[]) =>
  words
    .map((word) => word.text)
    .join(' ')
    .replace(/^(?:\d{1,3}\.|\d{4}|[xX])\s+/, '')
    // A column that does not apply, printed after the label ('Basic Group I  N/A  $1,000').
    .replace(/(?:\s+N\/A)+$/i, '')
    .replace(/[\s:–-]+$/, '')
    .trim();

/** A row set out in columns: some of its words stand far apart. */
export const tabular = (row: Line) => row.words.some((word, index) => index > 0 && word.x0 - row.words[index - 1]!.x1 > 2.5 * row.size);

/**
 * Labels of what the policy costs, not of what it covers ('TOTAL POLICY PREMIUM', 'LOYALTY DISCOUNT'). Not 'credit'
 * or 'fees': coverages are named with them ('Credit Card, Forgery and Counterfeit Money', 'Legal Fees').
 */
export const PRICE_LABEL = /\b(?:premiums?|discounts?|surcharges?|surtax)\b/i;
