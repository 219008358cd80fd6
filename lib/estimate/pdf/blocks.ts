/**
 * Tables whose lines carry no numbers, such as an estimate printed from a web page: each line is a cell of
 * rows set apart from the next by the table's padding, its description wrapped above and below the row of
 * its figures, under unnumbered trade headings. Rows are grouped into such cells by the gaps between them;
 * a cell's text rows go to the figures row nearest them.
 */
import type { TableRow } from './table';
import { ColumnPlaces, rowFigures, type RowFigures } from './figures';
import type { Geometry } from './geometry';
import type { LineCollector } from './lines';
import { totalKind } from './totals';

/** Rows further apart than this many times their font size belong to different cells. */
const CELL_GAP = 1.45;

type Figured = { readonly at: TableRow; readonly figures: Exclude<RowFigures, { kind: 'none' }> };

function readCell(cell: readonly TableRow[], places: ColumnPlaces, lines: LineCollector) {
  const figured: Figured[] = [];
  const text: TableRow[] = [];
  for (const at of cell) {
    const figures = rowFigures(at.row.words, at.header, places);
    if (figures.kind === 'none') text.push(at);
    else figured.push({ at, figures });
  }
  if (figured.length === 0) {
    for (const at of text) lines.heading(at.row);
    return;
  }
  const nearest = (at: TableRow) =>
    figured.reduce((best, item) => (Math.abs(item.at.row.y - at.row.y) < Math.abs(best.at.row.y - at.row.y) ? item : best));
  for (const item of figured) {
    const above = text.filter((at) => nearest(at) === item && at.row.y < item.at.row.y);
    const below = text.filter((at) => nearest(at) === item && at.row.y > item.at.row.y);
    lines.start(item.at.row, null, [...above.flatMap((at) => at.row.words), ...item.figures.before], item.figures);
    for (const at of below) lines.describe(at.row.words);
  }
}

/** Reads the unnumbered lines of a table's rows into `lines`. */
export function readBlocks(rows: readonly TableRow[], geometry: Geometry, lines: LineCollector) {
  const places = new ColumnPlaces();
  let cell: TableRow[] = [];
  const close = () => {
    if (cell.length > 0) readCell(cell, places, lines);
    cell = [];
  };
  for (const at of rows) {
    const total = totalKind(at.row.text);
    if (total) {
      close();
      lines.total(at.row, total, at.header, places);
      continue;
    }
    if (at.row.words.every((word) => word.x0 >= geometry.quantityLeft) && rowFigures(at.row.words, at.header, places).kind === 'none')
      continue;
    const previous = cell.at(-1)?.row;
    if (previous && (previous.page !== at.row.page || at.row.y - previous.y > CELL_GAP * at.row.size)) close();
    cell.push(at);
  }
  close();
}
