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

/** A code as the rule compares it: upper case, spaces single. Remembered. */
const codeText = remembered((code: string) => code.trim().toUpperCase().replace(/\s+/g, ' '));

/**
 * A description's text as the rule compares it, or "" when it cannot name an item: too few words, or cut short
 * on a comma or a dash (what follows it may tell two items apart). Remembered.
 */
const comparableText = remembered((description: string) => {
  const words = description.split(/\s+/).filter((word) => /[a-z]/i.test(word));
  return words.length < MIN_WORDS || /[,&/(-]\s*$/.test(description) ? '' : itemText(description);
});

/**
 * The key two lines share when they are the same item, or null when the line cannot be compared: no code
 * and too short a description, or (with codes) an activity the file does not say. `activity` stands in for
 * the line's own where a check knows better (lines equal in every figure are one kind of work).
 */
export function sameItemKey(
  line: Pick<CheckedLine, 'code' | 'activity' | 'description' | 'unit'>,
  activity: string | null = line.activity,
): string | null {
  const code = codeText(line.code);
  if (code !== '') return activity === null ? null : `code\u0000${code}\u0000${activity.trim().toLowerCase()}`;
  const text = comparableText(line.description);
  return text === '' ? null : `text\u0000${text}\u0000${line.unit.trim().toUpperCase()}`;
}
