/**
 * The headings that divide a policy into its parts ('DEFINITIONS', 'SECTION I – EXCLUSIONS', 'V. EXCLUSIONS',
 * 'EXCLUSIONS - SECTION I', 'B. EXCLUSIONS'), and the headings items print at their start ('Ordinance Or Law',
 * 'Earth Movement.', a bold 'Flood in Progress.').
 */
import type { Line, Word } from './text';

/** Words a title leaves in lower case. */
const SMALL = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  'not',
  'than',
  'other',
  'is',
  'be',
]);

const letters = (text: string) => text.replace(/[^A-Za-z]/g, '');

/** A line of capitals (a part's heading): short, no table of contents' leader dots, no amounts. */
export function isCapitalsHeading(line: Line): boolean {
  const text = line.text.replace(/^(?:[A-Z]|[IVX]{1,4})\.\s+/, '');
  const all = letters(text);
  if (all.length < 4 || line.words.length > 14) return false;
  if (/\.{4,}|…|\$\d|\d{3,}/.test(text)) return false;
  // A list of codes run over lines ('A1–A30, AR, AR/AE, AR/', a flood form's zones) is not a heading.
  const words = text.split(/\s+/);
  if (/[/,]$/.test(text) || ((text.match(/,/g)?.length ?? 0) >= 2 && all.length / words.length < 4)) return false;
  const upper = all.replace(/[^A-Z]/g, '').length;
  return upper / all.length >= 0.85 && !/[,;]$/.test(text);
}

/** The Roman numeral or number of a package policy's section ('SECTION I', 'SECTION II'), when a heading names one. */
export function sectionOf(heading: string): 'I' | 'II' | null {
  const match = /\bSECTIONS?\s+(I{1,2})\b(?!\s+AND)/i.exec(heading);
  return match ? (match[1]!.toUpperCase() as 'I' | 'II') : null;
}

const capitalised = (word: string) =>
  /^["“'(]*[A-Z0-9]/.test(word) || /^[-–&]$/.test(word) || SMALL.has(word.toLowerCase().replace(/[^a-z]/g, ''));
const strong = (word: string) => /^["“'(]*[A-Z0-9]/.test(word);

export interface Heading {
  readonly text: string;
  /** How many words of the first line, and of the lines after it, the heading takes. */
  readonly words: number;
  readonly lines: number;
  readonly printed: boolean;
}

/**
 * The heading an item prints after its label, from its first line(s) (`words` are the first line's words after
 * the label, `next` the lines after): words in bold, a line in title case standing on its own, or a title-case
 * run ended by a full stop ('Earth Movement.'). Null when the item opens with a sentence.
 */
export function itemHeading(words: readonly Word[], next: readonly Line[]): Heading | null {
  if (words.length === 0) return null;
  // Bold words at the start: a bold term or heading.
  const bold = words.findIndex((word) => !word.bold);
  if (bold !== 0 && words[0]!.bold) {
    const count = bold < 0 ? words.length : bold;
    const text = words
      .slice(0, count)
      .map((word) => word.text)
      .join(' ');
    if (letters(text).length >= 3) return { text: trimHeading(text), words: count, lines: 0, printed: true };
  }
  // A title line standing on its own, perhaps wrapped onto a second short title line.
  const texts = words.map((word) => word.text);
  if (texts.every(capitalised) && strong(texts[0]!) && !/[.;:,]$/.test(texts.at(-1)!.replace(/\.$/, '')) && !endsSentence(texts)) {
    let lines = 0;
    let text = texts.join(' ');
    const follow = next[0];
    if (
      follow &&
      follow.words.length <= 6 &&
      follow.words.every((word) => capitalised(word.text)) &&
      /[-–,]$|\b(?:Or|And|Of|To)$/.test(text)
    ) {
      text = `${text} ${follow.text}`;
      lines = 1;
    }
    return { text: trimHeading(text), words: words.length, lines, printed: true };
  }
  // A run of capitalised words ended by a full stop or by words in lower case: 'Fungi Or Bacteria, except as …'.
  let count = 0;
  while (count < words.length && capitalised(texts[count]!) && !/[.:;]$/.test(texts[count - 1] ?? '')) count += 1;
  const run = texts.slice(0, count);
  // One word run in before a sentence: 'Neglect. This means …'.
  if (
    count === 1 &&
    /^[A-Z][a-z]+\.$/.test(texts[0]!) &&
    /^[A-Z]/.test(texts[1] ?? '') &&
    !/^(?:However|Also|Then|Otherwise|Therefore)\.$/.test(texts[0]!)
  ) {
    return { text: trimHeading(texts[0]!), words: 1, lines: 0, printed: true };
  }
  // It must end at a stop, a colon or a comma ('Coverages E and F do not apply' is a sentence, not a heading).
  if (run.length >= 2 && run.filter(strong).length >= 2 && run.filter(strong).length >= run.length / 2 && /[.,:]$/.test(run.at(-1)!)) {
    return { text: trimHeading(run.join(' ')), words: count, lines: 0, printed: true };
  }
  return null;
}

/** Whether words read as a sentence rather than a title ('We will pay', 'This means'). */
const endsSentence = (texts: readonly string[]) => texts.length > 12;

/** A heading without its closing punctuation and stray quotes. */
export const trimHeading = (text: string) =>
  text
    .replace(/[.:,;]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** An item's first words as a stand-in heading: up to the end of its first clause, at most a dozen words. */
export function shortForm(text: string): string {
  const clause = /^(.*?)(?:[.;:](?=\s|$)|$)/.exec(text)?.[1] ?? text;
  const words = clause.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 12)
    .join(' ')
    .replace(/[,;:]$/, '');
}

/**
 * A title centred on its page in title case, over a paragraph of text ('Roof Surface Payment Schedule' over 'The
 * percentages shown …'): a section of its own. A table's column heads are centred too, but over no sentence.
 */
export function isCentredTitle(line: Line, pageWidth: number, next: Line | undefined): boolean {
  if (!next || next.page !== line.page || next.words.length < 8 || next.words.filter((word) => /^[a-z]/.test(word.text)).length < 4)
    return false;
  const words = line.text.split(' ');
  const centred = Math.abs((line.x0 + line.x1) / 2 - pageWidth / 2) < 40;
  const title =
    words.length >= 2 && words.length <= 8 && words.every((word) => /^[A-Z]/.test(word) || /^(?:of|or|and|the|to|for|in)$/.test(word));
  return centred && title && !/[.:,;]$/.test(line.text) && !/\(continued\)/i.test(line.text) && !/[A-Z]{4,}/.test(line.text);
}
