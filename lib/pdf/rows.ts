/**
 * From text runs to printed rows: runs on one baseline form a row, and a row is cut into words that keep
 * their place on the page, so a number can be matched to the column it is printed under. A PDF may hold a
 * row as one run, a run per cell or a run per glyph; the words come out the same.
 */
import type { PdfPage, TextItem } from './page';

export interface Word {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
  /** Font size of the run it was printed in. */
  readonly size?: number;
  /** The font of the run it was printed in, when pdf.js names it. */
  readonly font?: string;
}

export interface Row {
  readonly page: number;
  /** Baseline, from the top of the page. */
  readonly y: number;
  /** Font size most of the row's text is printed in. */
  readonly size: number;
  readonly words: readonly Word[];
  /** The words joined by single spaces. */
  readonly text: string;
}

/** Runs whose baselines are closer than this share of the font size are on one row. */
const SAME_ROW = 0.35;
/** Runs closer than this share of the font size belong to one word (a PDF may place each glyph apart)… */
const SAME_WORD = 0.1;
/** …unless both are amounts: two columns printed edge to edge. */
export const amount = /^[(<$-]?\d[\d,]*\.\d+[)>%]?\**$/;

/** The words of one run, each placed by its share of the run's characters. */
function wordsOf(item: TextItem): Word[] {
  const perChar = item.text.length > 0 ? item.width / item.text.length : 0;
  const words: Word[] = [];
  for (const match of item.text.matchAll(/\S+/g)) {
    const start = match.index;
    words.push({
      text: match[0],
      x0: item.x + start * perChar,
      x1: item.x + (start + match[0].length) * perChar,
      size: item.size,
      ...(item.font ? { font: item.font } : {}),
    });
  }
  return words;
}

/** The runs of one row, left to right, as words: touching runs join into one word. */
function rowWords(items: readonly TextItem[]): Word[] {
  const words: Word[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const joinable = !/^\s/.test(item.text);
    wordsOf(item).forEach((word, index) => {
      const previous = words.at(-1);
      // Text of another size printed against it (a drawing's label) is not part of the word.
      const sameSize = previous !== undefined && Math.abs((previous.size ?? item.size) - item.size) <= 0.15 * item.size;
      const touching = previous && index === 0 && joinable && sameSize && word.x0 - previous.x1 < SAME_WORD * item.size;
      if (touching && !(amount.test(previous.text) && amount.test(word.text))) {
        words[words.length - 1] = { ...previous, text: previous.text + word.text, x1: word.x1, size: item.size };
      } else {
        words.push(word);
      }
    });
  }
  return words;
}

/** The rows of a page, top to bottom. */
export function rowsOf(page: PdfPage): Row[] {
  const items = [...page.items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TextItem[][] = [];
  for (const item of items) {
    const group = groups.at(-1);
    if (group && Math.abs(item.y - group[0]!.y) <= SAME_ROW * Math.max(item.size, group[0]!.size)) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => {
    const words = rowWords(group);
    return { page: page.number, y: group[0]!.y, size: mainSize(group), words, text: words.map((word) => word.text).join(' ') };
  });
}

/** The font size that most of a row's characters are printed in. */
function mainSize(items: readonly TextItem[]): number {
  const bySize = new Map<number, number>();
  for (const item of items) bySize.set(item.size, (bySize.get(item.size) ?? 0) + item.text.length);
  return [...bySize].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
