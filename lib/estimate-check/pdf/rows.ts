/**
 * From text runs to printed rows: runs on one baseline form a row, and a row is cut into words that keep
 * their place on the page, so a number can be matched to the column it is printed under. A PDF may hold a
 * row as one run, a run per cell or a run per glyph; the words come out the same.
 */
import type { PdfPage, TextItem } from './document';

export interface Word {
  readonly text: string;
  readonly x0: number;
  readonly x1: number;
}

export interface Row {
  readonly page: number;
  /** Baseline, from the top of the page. */
  readonly y: number;
  /** Font size of the row's first run. */
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
    words.push({ text: match[0], x0: item.x + start * perChar, x1: item.x + (start + match[0].length) * perChar });
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
      const touching = previous && index === 0 && joinable && word.x0 - previous.x1 < SAME_WORD * item.size;
      if (touching && !(amount.test(previous.text) && amount.test(word.text))) {
        words[words.length - 1] = { text: previous.text + word.text, x0: previous.x0, x1: word.x1 };
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
    return { page: page.number, y: group[0]!.y, size: group[0]!.size, words, text: words.map((word) => word.text).join(' ') };
  });
}

/** The share of a page's height, at its top and at its bottom, where letterheads and footers are printed. */
const MARGIN = 0.12;
const pageNumber = /^(?:page:?\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$|\bpage:?\s*\d{1,4}\b/i;

/**
 * The rows of every page without what is printed on each page (a letterhead, the estimate's name and date, a
 * page number): rows in the top or bottom margin whose text, digits aside, recurs at the same height on at
 * least half the pages, and any row that is a page number. `keep` spares rows that must stay (table headers).
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
    if (!inMargin(row)) continue;
    const key = signature(row);
    const onPages = seen.get(key) ?? new Set<number>();
    onPages.add(row.page);
    seen.set(key, onPages);
  }
  const recurring = Math.max(2, Math.ceil(pages.length / 2));
  return rows.map((pageRows) =>
    pageRows.filter((row) => {
      if (keep(row)) return true;
      if (pageNumber.test(row.text) && inMargin(row)) return false;
      return !(inMargin(row) && (seen.get(signature(row))?.size ?? 0) >= recurring);
    }),
  );
}
