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
const amount = /^[(<$-]?\d[\d,]*\.\d+[)>%]?\**$/;

/** The words of one run, each placed by its share of the run's characters. */
function wordsOf(item: TextItem): Word[] {
  const perChar = item.text.length > 0 ? item.width / item.text.length : 0;
  const words: Word[] = [];
  for (const match of item.text.matchAll(/\S+/g)) {
    const start = match.index;
    words.push({ text: match[0], x0: item.x + start * perChar, x1: item.x + (start + match[0].length) * perChar, size: item.size });
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
        words[words.length - 1] = { text: previous.text + word.text, x0: previous.x0, x1: word.x1, size: item.size };
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

/** A share of the main type size below which text is a drawing's label, not the estimate's. */
const SMALL_PRINT = 0.8;

/** The size most of `words`' characters are printed in. */
function sizeOf(words: readonly Word[], fallback: number): number {
  const bySize = new Map<number, number>();
  for (const word of words) bySize.set(word.size ?? fallback, (bySize.get(word.size ?? fallback) ?? 0) + word.text.length);
  return bySize.size === 0 ? fallback : [...bySize].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * A page's rows without the words printed much smaller than the rows that print amounts (the table's own
 * text): the labels of a drawing printed on the page, alone on a row or on the baseline of the estimate's own
 * text (`tile analysis Dining Room (1)`).
 */
export function withoutSmallRows(rows: readonly Row[]): Row[] {
  const figured = rows.filter((row) => row.words.some((word) => amount.test(word.text)));
  const main = sizeOf(
    (figured.length > 0 ? figured : rows).flatMap((row) => row.words.map((word) => ({ ...word, size: word.size ?? row.size }))),
    0,
  );
  return rows.flatMap((row) => {
    const words = row.words.filter((word) => (word.size ?? row.size) >= SMALL_PRINT * main);
    if (words.length === row.words.length) return [row];
    if (words.length === 0) return [];
    return [{ ...row, words, size: sizeOf(words, row.size), text: words.map((word) => word.text).join(' ') }];
  });
}

/** A row without the words printed much smaller than the rest of it: labels of a drawing that overlaps a table. */
export function withoutSmallPrint(row: Row): Row {
  const words = row.words.filter((word) => (word.size ?? row.size) >= SMALL_PRINT * row.size);
  return words.length === row.words.length ? row : { ...row, words, text: words.map((word) => word.text).join(' ') };
}

/** The share of a page's height, at its top and at its bottom, where letterheads and footers are printed. */
const MARGIN = 0.12;
/** `Page 4 of 6`, wherever a page prints it. */
const pageOf = /\bpage:?\s*\d{1,4}\s+of\s+\d{1,4}\b/i;
const pageNumber = /^(?:page:?\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|\bpage:?\s*\d{1,4}\b/i;

/**
 * The rows of every page without what is printed on each page (a letterhead, the estimate's name and date, a
 * page number): rows whose text, digits aside, recurs at the same height on at least half the pages (and on
 * three or more, away from the top and bottom margins), and any row in a margin that is a page number. `keep` spares rows that must stay (table headers).
 */
export function withoutFurniture(pages: readonly PdfPage[], rows: readonly Row[][], keep: (row: Row) => boolean): Row[][] {
  const signature = (row: Row) => `${Math.round(row.y / 3)}\u0000${row.text.replace(/\d+/g, '#')}`;
  const heights = new Map(pages.map((page) => [page.number, page.height]));
  const inMargin = (row: Row) => {
    const height = heights.get(row.page) ?? 792;
    return row.y < height * MARGIN || row.y > height * (1 - MARGIN);
  };
  const seen = new Map<string, Set<number>>();
  for (const row of rows.flat()) {
    const key = signature(row);
    const onPages = seen.get(key) ?? new Set<number>();
    onPages.add(row.page);
    seen.set(key, onPages);
  }
  const recurring = Math.max(2, Math.ceil(pages.length / 2));
  // Away from the margins, only a letterhead printed on several pages counts: a heading may recur by chance on two.
  const everywhere = Math.max(3, recurring);
  return rows.map((pageRows) =>
    pageRows.filter((row) => {
      if (keep(row)) return true;
      if ((pageNumber.test(row.text) && inMargin(row)) || pageOf.test(row.text)) return false;
      const pagesWith = seen.get(signature(row))?.size ?? 0;
      return !(pagesWith >= (inMargin(row) ? recurring : everywhere));
    }),
  );
}
