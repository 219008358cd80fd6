/**
 * A printed estimate read from its rows: the line items of its tables, each in its room, with wrapped
 * descriptions joined and notes kept apart; the totals it prints per room (`Totals: Kitchen`, a worksheet's
 * `Subtotals`), per level (`Total: Main Level`, which rolls rooms up and is not added again) and for all
 * lines (`Line Item Totals:`). Pages before or after the tables (cover, summary, recaps, a guide to reading
 * the estimate) are left out. Tables whose lines carry no numbers are read by `blocks.ts`.
 */
import type { Extract } from '../types';
import { readBlocks } from './blocks';
import type { PdfPage } from '@/lib/pdf/page';
import { ColumnPlaces, rowFigures } from './figures';
import { geometryOf, lineNumberAt, lineNumberOf, type Geometry } from './geometry';
import type { TableHeader } from './header';
import { LineCollector } from './lines';
import { priceListOf } from './price-list';
import { rowsOf, type Row } from '@/lib/pdf/rows';
import { checkNumbering } from '../coverage';
import { pageLabels, printedNumbers } from './self-stated';
import { summaryBlocks } from './summary';
import { contentRows, tableRows, type TableRow } from './table';
import { totalKind } from './totals';

/** Words that start an adjuster's note rather than the rest of a description. */
const noteStart =
  /^(?:note|options|auto calculated|bundle rounding|this line item|the above|includes|excludes|quality|component|allowance|per |waste)/i;
/** A heading inside a room (`DRYWALL`, `- FOUNDATION REPAIR -`): capitals, no lower case, no measure (`EAVE ONLY = 642.87 SF` is a note). */
const heading = /^(?![^a-z]*\d[.,]\d)[^a-z]*[A-Z]{3,}[^a-z]*$/;
/** A second row of a line printing its condition and depreciation rate under the figures (`Avg. 20.00%`). */
const stackedValue = /^(?:avg\.?|average|below|above|good|poor|fair|na|\d+(?:\.\d+)?%|\[[m%]\])$/i;
/** The width of a space, as a share of the font size (Helvetica's). */
const SPACE = 0.28;
/**
 * Reads the numbered lines of a table's rows into `lines`. The lines named in `again` could not be read the first
 * time: their figures are read past the labels of a drawing printed over them, if they agree with one another.
 */
function readNumbered(rows: readonly TableRow[], geometry: Geometry, lines: LineCollector, again: ReadonlySet<string>) {
  const places = new ColumnPlaces();
  for (const { row, header } of rows) {
    const total = totalKind(row.text);
    if (total) {
      lines.total(row, total, header, places);
      continue;
    }
    const numbered = lineNumberAt(row, geometry.numberLeft);
    const rest = numbered ? row.words.slice(numbered.at + numbered.words) : row.words;
    const figures = numbered ? rowFigures(rest, header, places, { lenient: again.has(numbered.line) }) : null;
    if (numbered && (!numbered.bare || figures?.kind === 'priced') && rest[0] && row.words[numbered.at]!.x0 < geometry.quantityLeft) {
      lines.start(row, numbered.line, figures!.kind === 'none' ? rest : figures!.before, figures!);
      continue;
    }
    follow(row, header, places, geometry, lines, again);
  }
}

/** Any other row inside a table: the figures of a line printed under it, the rest of its description, or a note. */
function follow(row: Row, header: TableHeader, places: ColumnPlaces, geometry: Geometry, lines: LineCollector, again: ReadonlySet<string>) {
  const pending = lines.pending;
  const { words } = row;
  const lenient = pending?.state === 'open' && pending.line !== null && again.has(pending.line);
  if (words.every((word) => word.x0 >= geometry.quantityLeft) && rowFigures(words, header, places, { lenient }).kind === 'none') return;
  if (!pending) {
    lines.heading(row);
    return;
  }
  if (pending.state === 'open') {
    const figures = rowFigures(words, header, places, { lenient });
    if (figures.kind !== 'none') {
      lines.figures(figures);
      return;
    }
  }
  if (words.every((word) => stackedValue.test(word.text))) return;
  const first = words[0]!;
  const closes = /\([^)]*$/.test(pending.description()) && row.text.includes(')');
  const isHeading = heading.test(row.text) && !closes;
  if (pending.state === 'open') {
    // A description printed above its figures runs on until they come.
    if (isHeading || noteStart.test(row.text)) lines.note(row, isHeading);
    else lines.describe(words);
    return;
  }
  // A description wraps a word onto the next row only when it did not fit on the row before, or when it stops
  // short on a comma or a dash (Symbility breaks its descriptions there).
  const wrapped =
    pending.lastRight + SPACE * row.size + (first.x1 - first.x0) > geometry.descriptionRight + 0.5 ||
    (Number.isFinite(pending.lastRight) && /[,&/(-]$/.test(pending.description()) && words.length <= 6);
  const inColumn = words.every((word) => word.x1 <= geometry.quantityLeft);
  if (inColumn && wrapped && !isHeading && !noteStart.test(row.text)) lines.describe(words);
  else lines.note(row, isHeading);
}

/** The lines, skipped lines and totals of a printed estimate, or null when it holds no line-item table. */
/** The lines of the tables' rows: numbered, read again for the numbers in `again`, or read as blocks. */
function readLines(rows: readonly TableRow[], geometry: Geometry, numbered: boolean, again: ReadonlySet<string>): LineCollector {
  const lines = new LineCollector();
  if (numbered) readNumbered(rows, geometry, lines, again);
  else readBlocks(rows, geometry, lines);
  lines.flush();
  return lines;
}

/** The numbers printed on `content` that `lines` did not read and that belong to the file's numbering. */
function unreadOf(lines: LineCollector, content: readonly Row[], tablePages: ReadonlySet<number>, numberLeft: number | null) {
  const numbers = printedNumbers(content, tablePages, numberLeft, lines.starts);
  return { numbers, unread: checkNumbering({ ...lines, selfStated: { numbers, pageLabels: [] } }).unread };
}

export function estimateFromPages(pages: readonly PdfPage[]): Extract | null {
  // Every page's rows, made once: the tables, the price list and the page numbers are all read from them.
  const pageRows = pages.map(rowsOf);
  const content = contentRows(pages, pageRows);
  const rows = tableRows(content);
  if (rows.length === 0) return null;
  const geometry = geometryOf(rows);
  if (!Number.isFinite(geometry.quantityLeft)) return null;
  const places = new ColumnPlaces();
  const numbered = rows.some(({ row, header }) => {
    const number = lineNumberOf(row);
    return number !== null && (!number.bare || rowFigures(row.words.slice(1), header, places).kind === 'priced');
  });
  const tablePages = new Set(rows.map(({ row }) => row.page));
  let lines = readLines(rows, geometry, numbered, new Set());
  let printed = numbered ? unreadOf(lines, content, tablePages, geometry.numberLeft) : { numbers: [], unread: [] };
  // The reader checks its reading against the numbers the file prints: lines it missed are read again, more leniently.
  if (printed.unread.length > 0) {
    const second = readLines(rows, geometry, numbered, new Set(printed.unread.map((line) => line.line)));
    const again = unreadOf(second, content, tablePages, geometry.numberLeft);
    if (again.unread.length < printed.unread.length) [lines, printed] = [second, again];
  }
  const inTables = new Set(rows.map(({ row }) => row));
  return {
    lines: lines.lines,
    skipped: lines.skipped,
    totals: lines.totals,
    format: { kind: 'pdf', pages: pages.length, tablePages: tablePages.size, rooms: lines.rooms },
    priceList: priceListOf(pages, pageRows),
    summaries: summaryBlocks(
      content.filter((row) => !inTables.has(row)),
      lines.lines.length + lines.skipped.length + lines.totals.length + 1,
    ),
    selfStated: { numbers: printed.numbers, pageLabels: pageLabels(pages, pageRows) },
  };
}
