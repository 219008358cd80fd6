/**
 * What a printed estimate states about itself, read apart from its lines so that the reading can be checked
 * against it: every row printed with a line number (read or not), and the number each page prints for itself.
 */
import type { PdfPage } from '@/lib/pdf/page';
import { rowsOf, type Row } from '@/lib/pdf/rows';
import type { PrintedNumber, SelfStated } from '../types';
import { quantityAt } from './figures';
import { lineNumberAt } from './geometry';
import { totalKind } from './totals';

/** `Page: 12`, `Page 12 of 40`, ending a row in a page's top or bottom margin (not a guide's `(page2)`). */
const pageLabel = /\bpage:?\s+(\d{1,4})(?:\s+of\s+\d{1,4})?\s*$/i;
const MARGIN = 0.15;
/** The rows shown for a line that could not be read: its own and the next few, up to the next line. */
const SHOWN_ROWS = 4;

/** Where a line read from the rows starts: its page and baseline. */
export interface LineStart {
  readonly page: number;
  readonly y: number;
}

const before = (a: LineStart, b: LineStart) => a.page < b.page || (a.page === b.page && a.y < b.y - 0.5);

/** The page number each page prints in its margins, where it prints one. */
export function pageLabels(pages: readonly PdfPage[], pageRows: readonly (readonly Row[])[] = pages.map(rowsOf)): SelfStated['pageLabels'] {
  return pages.flatMap((page, i) => {
    const inMargin = pageRows[i]!.filter((row) => row.y < MARGIN * page.height || row.y > (1 - MARGIN) * page.height);
    const label = inMargin.map((row) => pageLabel.exec(row.text)).findLast((match) => match !== null);
    return label ? [{ page: page.number, label: Number(label[1]) }] : [];
  });
}

/**
 * Every row that prints a line number where the estimate prints them (`12.` first in its row, or at the column of
 * the numbers read, after a drawing's label), on the pages of the tables; on other pages only a row that also
 * prints a quantity counts, so a letter's numbered list is not taken for lines. `starts` are the lines read.
 */
export function printedNumbers(
  rows: readonly Row[],
  tablePages: ReadonlySet<number>,
  numberLeft: number | null,
  starts: readonly (LineStart & { readonly line: string | null; readonly priced: boolean })[],
): PrintedNumber[] {
  const found: PrintedNumber[] = [];
  const startKey = (page: number, y: number, line: string | null) => `${page}\u0000${Math.round(y)}\u0000${line}`;
  const readAt = new Set(starts.map((start) => startKey(start.page, start.y, start.line)));
  // Rows and starts are both in reading order: the priced lines before a row are counted as the rows go.
  const priced = starts.filter((start) => start.priced);
  let passed = 0;
  rows.forEach((row, i) => {
    if (totalKind(row.text)) return;
    const number = lineNumberAt(row, numberLeft);
    if (!number || number.bare) return;
    const onTable = tablePages.has(row.page);
    if (!onTable && !quantityAt(row.words) && !(rows[i + 1] && quantityAt(rows[i + 1]!.words))) return;
    const at = { page: row.page, y: row.y };
    while (passed < priced.length && before(priced[passed]!, at)) passed += 1;
    const read = readAt.has(startKey(row.page, row.y, number.line));
    const shown = [row];
    for (const next of rows.slice(i + 1, i + SHOWN_ROWS)) {
      if (next.page !== row.page || lineNumberAt(next, numberLeft) || totalKind(next.text)) break;
      shown.push(next);
    }
    found.push({
      line: number.line,
      page: row.page,
      printed: shown.map((shownRow) => shownRow.text).join('\n'),
      read,
      before: passed,
    });
  });
  return found;
}
