/**
 * The rows of a printed estimate that belong to its line-item tables, each with the header in force where it
 * is printed: page furniture, guide pages, drawings' small print and the pages after the tables are left out.
 */
import { isHeaderLike, isLabelRow, tableHeader, twoRowHeader, type TableHeader } from './header';
import { withoutFurniture } from '@/lib/pdf/furniture';
import type { PdfPage } from '@/lib/pdf/page';
import { rowsOf, type Row } from '@/lib/pdf/rows';
import { withoutSmallPrint, withoutSmallRows } from './small-print';
import { totalKind } from './totals';

const continued = /^continued\b/i;
const guidePage = /\bguide to (reading|your|understanding)\b|\bsummary guide\b|\bhow to read\b/i;
/** A header printed smaller than this share of the document's usual header is a miniature: a guide's sample estimate. */
const MINIATURE = 0.75;

/** A row of a table, with the header in force where it is printed. */
export interface TableRow {
  readonly row: Row;
  readonly header: TableHeader;
}

/** Whether a page's rows are a guide to reading an estimate, which explains a made-up one. */
export const isGuidePage = (rows: readonly Row[]) => rows.some((row) => guidePage.test(row.text));

/** The rows of every page that the estimate itself prints: no page furniture, guide pages or drawings' small print. */
export function contentRows(pages: readonly PdfPage[], pageRows: readonly Row[][] = pages.map(rowsOf)): Row[] {
  const keep = (row: Row) => isLabelRow(row) || isHeaderLike(row);
  return withoutFurniture(pages, pageRows, keep)
    .filter((pageRows) => !isGuidePage(pageRows))
    .flatMap(withoutSmallRows)
    .map(withoutSmallPrint)
    .filter((row) => row.words.length > 0);
}

/** The content rows that belong to line-item tables, each with its table's header. */
export function tableRows(rows: readonly Row[]): TableRow[] {
  const usual = usualHeaderSize(rows);
  const table: TableRow[] = [];
  let header: TableHeader | null = null;
  let open = false;
  // Where every page of the tables so far repeats the header, a page without one has left the tables (a summary).
  const headed = new Set(rows.filter((row) => tableHeader(row) || isHeaderLike(row)).map((row) => row.page));
  let everyPage = true;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (open && row.page !== rows[i - 1]?.page && !headed.has(row.page)) {
      if (everyPage && headed.size > 1) open = false;
      everyPage = false;
    }
    const found = tableHeader(row) ?? twoRowHeader(row, rows[i + 1]);
    if (found && row.size < MINIATURE * usual) {
      // A guide's sample estimate, printed small beside its explanations: none of its rows are this estimate's.
      open = false;
      continue;
    }
    if (found) {
      header = found;
      open = true;
      if (!tableHeader(row)) i += 1;
      continue;
    }
    // A row of nothing but column labels is a header's other row (`RC Benefits` over a worksheet's columns), not content.
    if (!header || !open || isHeaderLike(row) || isLabelRow(row) || continued.test(row.text)) continue;
    table.push({ row, header });
    if (totalKind(row.text) === 'grand') open = false;
  }
  return table;
}

/** The type size most of the document's header rows are printed in. */
function usualHeaderSize(rows: readonly Row[]): number {
  const bySize = new Map<number, number>();
  for (const row of rows) if (tableHeader(row)) bySize.set(row.size, (bySize.get(row.size) ?? 0) + 1);
  return bySize.size === 0 ? 0 : [...bySize].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
