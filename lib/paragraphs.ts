/**
 * Splitting prose into sentences and paragraphs (spec §2, blog detail variant B: paragraphs of five
 * sentences). Pure and locale-free: a sentence ends at `.`, `!` or `?` followed by a space and a capital,
 * a digit or an opening quote, except after an abbreviation such as "e.g.", "U.S." or "Inc.".
 */

/** Sentences per paragraph in variant B of the blog detail (spec §9). */
export const SENTENCES_PER_PARAGRAPH = 5;

/** Abbreviations that end in a period but never end a sentence (compared in lower case). */
const abbreviations = new Set([
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'jr.',
  'sr.',
  'st.',
  'mt.',
  'no.',
  'vs.',
  'approx.',
  'inc.',
  'ltd.',
  'co.',
  'corp.',
  'dept.',
  'fig.',
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'aug.',
  'sept.',
  'oct.',
  'nov.',
  'dec.',
  'fla.',
]);

/** Dotted initialisms and single initials: "e.g.", "i.e.", "U.S.", "a.m.", "J.". */
const initialism = /^(?:[a-z]\.){2,}$|^[a-z]\.$/i;

const candidate = /[.!?]+["'”’)\]]*\s+/g;
const sentenceStart = /^["'“‘(\[]?[A-Z0-9]/;

function endsWithAbbreviation(before: string): boolean {
  const word = (before.split(/\s+/).pop() ?? '').replace(/^["'“‘(\[]+/, '');
  return abbreviations.has(word.toLowerCase()) || initialism.test(word);
}

/**
 * Where the sentences of `text` end: the offset just after each sentence's closing punctuation (and any
 * closing quote or bracket), for every sentence but the last. Offsets are into `text` as given.
 */
export function sentenceBreaks(text: string): number[] {
  const breaks: number[] = [];
  let start = 0;
  for (const match of text.matchAll(candidate)) {
    const end = match.index + match[0].trimEnd().length;
    const next = match.index + match[0].length;
    if (!sentenceStart.test(text.slice(next))) continue;
    // The word that ends at the punctuation, without closing quotes or brackets.
    const before = text.slice(start, end).replace(/["'”’)\]]+$/, '');
    if (/\.$/.test(before) && endsWithAbbreviation(before)) continue;
    breaks.push(end);
    start = next;
  }
  return breaks;
}

/** Splits `text` into trimmed sentences; whitespace runs inside a sentence become single spaces. */
export function splitSentences(text: string): string[] {
  const source = text.replace(/\s+/g, ' ').trim();
  if (source === '') return [];
  const sentences: string[] = [];
  let start = 0;
  for (const end of sentenceBreaks(source)) {
    sentences.push(source.slice(start, end).trim());
    start = end;
  }
  const rest = source.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}

/** Groups the sentences of `text` into paragraphs of `size` sentences; the last may be shorter. */
export function toParagraphs(text: string, size: number = SENTENCES_PER_PARAGRAPH): string[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Paragraph size must be a positive integer, got ${size}`);
  const sentences = splitSentences(text);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += size) paragraphs.push(sentences.slice(i, i + size).join(' '));
  return paragraphs;
}
