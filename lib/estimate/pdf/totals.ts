/**
 * The total rows of a printed estimate, by their labels: `Totals: Kitchen` closes a room, `Total: Main Level`
 * rolls rooms up, `Line Item Totals:` covers every line; a payment worksheet closes each group with
 * `Subtotals` and ends with `Totals`; Symbility closes a group with `Roof (13 items)` and a level with
 * `110 - Dwelling - Subtotal (26 items)`.
 */
import type { TotalRow } from '../types';

export type TotalKind = TotalRow['scope'];

const grand = /^(?:line item totals?:|totals?\s+\$?-?\d)/i;
const section = /^(?:totals:|subtotals?(?:\s+\$?-?\d|:|$))/i;
const level = /^total:/i;
const counted = /\(\d+ items?\)/i;

/** What a row is, by its label: a total of some scope, or not a total at all. */
export function totalKind(text: string): TotalKind | null {
  if (grand.test(text)) return 'grand';
  if (section.test(text)) return 'section';
  if (level.test(text)) return 'level';
  if (counted.test(text)) return /subtotal/i.test(text) ? 'level' : 'section';
  return null;
}

/** The name a total gives the lines it closes: `Totals: Kitchen` → "Kitchen", `Roof (13 items)` → "Roof". */
export function totalName(label: string): string {
  return label
    .replace(/^(?:line item totals?|totals?|subtotals?)\s*:?\s*/i, '')
    .replace(/\s*-?\s*subtotal\b/i, '')
    .replace(counted, '')
    .trim();
}
