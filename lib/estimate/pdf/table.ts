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
const guidePage = /\bguide to (reading|your)\b|\bsummary guide\b|\bhow to read\b/i;

/** A row of a table, with the header in force where it is printed. */
export interface TableRow {
  readonly row: Row;
  readonly header: TableHeader;
}

/** The rows of the pages that hold tables, without page furniture or guide pages, each with its table's header. */
export function tableRows(pages: readonly PdfPage[]): TableRow[] {
  const keep = (row: Row) => isLabelRow(row) || isHeaderLike(row);
  const rows = withoutFurniture(pages, pages.map(rowsOf), keep)
    .filter((pageRows) => !pageRows.some((row) => guidePage.test(row.text)))
    .flatMap(withoutSmallRows)
    .map(withoutSmallPrint)
    .filter((row) => row.words.length > 0);
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
    if (found) {
      header = found;
      open = true;
      if (!tableHeader(row)) i += 1;
      continue;
    }
    if (!header || !open || isHeaderLike(row) || continued.test(row.text)) continue;
    table.push({ row, header });
    if (totalKind(row.text) === 'grand') open = false;
  }
  return table;
}
