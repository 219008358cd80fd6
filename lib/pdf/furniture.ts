/**
 * What a document prints on every page — a letterhead, its name and date, a page number — told apart from its
 * content, so that a reader of tables or of clauses sees only what the page says once.
 */
import type { PdfPage } from './page';
import type { Row } from './rows';

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
