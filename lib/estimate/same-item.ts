/**
 * The rule of "the same item", written once for every check that compares lines and for the comparison of
 * two estimates. With codes: the same code and activity. Without: the whole description, normalised only for
 * case, spacing and punctuation, and the same unit. Never a prefix or the first words: a size, a material, a
 * grade or "with / without" makes another item ("Flashing - pipe jack" and "Flashing - pipe jack - 6"").
 */
import { remembered } from './text';
import type { CheckedLine } from './types';

/**
 * A description as the rule compares it: lower case, `&` as "and", inch and foot marks kept as words, other
 * punctuation a space. Remembered: an estimate repeats its descriptions.
 */
export const itemText = remembered((description: string) =>
  description
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d)\s*(?:"|''|\u201d|\u2033)/g, '$1 in ')
    .replace(/(\d)\s*(?:'|\u2019|\u2032)/g, '$1 ft ')
    .replace(/&/g, ' and ')
    .replace(/\bw\s*\/\s*o(?:ut)?\b/g, ' without ')
    .replace(/\bw\s*\//g, ' with ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim(),
);

/** Fewer words than this cannot name an item: a description cut short by its file ("R&R") is not compared. */
const MIN_WORDS = 2;

/**
 * The key two lines share when they are the same item, or null when the line cannot be compared: no code
 * and too short a description, or (with codes) an activity the file does not say.
 */
export function sameItemKey(line: Pick<CheckedLine, 'code' | 'activity' | 'description' | 'unit'>): string | null {
  const code = line.code.trim().toUpperCase().replace(/\s+/g, ' ');
  if (code !== '') return line.activity === null ? null : `code\u0000${code}\u0000${line.activity.trim().toLowerCase()}`;
  const text = itemText(line.description);
  // A description that stops on a comma or a dash was cut short: what follows it may tell two items apart.
  const words = line.description.split(/\s+/).filter((word) => /[a-z]/i.test(word));
  if (words.length < MIN_WORDS || /[,&/(-]\s*$/.test(line.description)) return null;
  return `text\u0000${text}\u0000${line.unit.trim().toUpperCase()}`;
}
