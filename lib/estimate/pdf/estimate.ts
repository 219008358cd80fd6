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
import type { Row } from '@/lib/pdf/rows';
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

/** Reads the numbered lines of a table's rows into `lines`. */
function readNumbered(rows: readonly TableRow[], geometry: Geometry, lines: LineCollector) {
  const places = new ColumnPlaces();
  for (const { row, header } of rows) {
    const total = totalKind(row.text);
    if (total) {
      lines.total(row, total, header, places);
      continue;
    }
    const numbered = lineNumberAt(row, geometry.numberLeft);
    const rest = numbered ? row.words.slice(numbered.at + numbered.words) : row.words;
    const figures = numbered ? rowFigures(rest, header, places) : null;
    if (numbered && (!numbered.bare || figures?.kind === 'priced') && rest[0] && row.words[numbered.at]!.x0 < geometry.quantityLeft) {
      lines.start(row, numbered.line, figures!.kind === 'none' ? rest : figures!.before, figures!);
      continue;
    }
    follow(row, header, places, geometry, lines);
  }
}

/** Any other row inside a table: the figures of a line printed under it, the rest of its description, or a note. */
function follow(row: Row, header: TableHeader, places: ColumnPlaces, geometry: Geometry, lines: LineCollector) {
  const pending = lines.pending;
  const { words } = row;
  if (words.every((word) => word.x0 >= geometry.quantityLeft) && rowFigures(words, header, places).kind === 'none') return;
  if (!pending) {
    lines.heading(row);
    return;
  }
  if (pending.state === 'open') {
    const figures = rowFigures(words, header, places);
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
export function estimateFromPages(pages: readonly PdfPage[]): Extract | null {
  const content = contentRows(pages);
  const rows = tableRows(content);
  if (rows.length === 0) return null;
  const geometry = geometryOf(rows);
  if (!Number.isFinite(geometry.quantityLeft)) return null;
  const lines = new LineCollector();
  const places = new ColumnPlaces();
  const numbered = rows.some(({ row, header }) => {
    const number = lineNumberOf(row);
    return number !== null && (!number.bare || rowFigures(row.words.slice(1), header, places).kind === 'priced');
  });
  if (numbered) readNumbered(rows, geometry, lines);
  else readBlocks(rows, geometry, lines);
  lines.flush();
  const tablePages = new Set(rows.map(({ row }) => row.page));
  const inTables = new Set(rows.map(({ row }) => row));
  return {
    lines: lines.lines,
    skipped: lines.skipped,
    totals: lines.totals,
    format: { kind: 'pdf', pages: pages.length, tablePages: tablePages.size, rooms: lines.rooms },
    priceList: priceListOf(pages),
    summaries: summaryBlocks(
      content.filter((row) => !inTables.has(row)),
      lines.lines.length + lines.skipped.length + lines.totals.length + 1,
    ),
    selfStated: {
      numbers: numbered ? printedNumbers(content, tablePages, geometry.numberLeft, lines.starts) : [],
      pageLabels: pageLabels(pages),
    },
  };
}
