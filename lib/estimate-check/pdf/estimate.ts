/**
 * A printed estimate read from its rows: the line items of its tables, each in its room, with wrapped
 * descriptions joined and notes kept apart; the totals it prints per room (`Totals: Kitchen`), per level
 * (`Total: Main Level`, which rolls rooms up and is not added again) and for all lines (`Line Item Totals:`).
 * Pages before or after the tables (cover, summary, recaps, a guide to reading the estimate) are left out.
 */
import type { MoneyField } from '@/content/estimate-check-types';
import { sumOf } from '../checks';
import type { CheckedLine, Extract, SkippedRow, TotalRow } from '../types';
import type { PdfPage } from './document';
import { lineNumberOf, measureGeometry, type Geometry } from './geometry';
import { isHeaderContinuation, tableHeader, type TableHeader } from './header';
import { isMoney, lineFigures, totalFigures, type LineFigures } from './numbers';
import { rowsOf, withoutFurniture, type Row, type Word } from './rows';

const roomTotal = /^totals:/i;
const levelTotal = /^total:/i;
const grandTotal = /^line item totals?:/i;
const continued = /^continued\b/i;
const guidePage = /\bguide to (reading|your)\b|\bsummary guide\b|\bhow to read\b/i;
/** A second row of a line printing its condition and depreciation rate under the figures (`Avg. 20.00%`). */
const stackedValue = /^(?:avg\.?|average|below|above|good|poor|fair|na|\d+(?:\.\d+)?%|\[[m%]\])$/i;
/** Words that start an adjuster's note rather than the rest of a description. */
const noteStart =
  /^(?:note|options|auto calculated|bundle rounding|this line item|includes|excludes|quality|component|allowance|the above|per |waste)/i;
/** A heading inside a room (`DRYWALL`, `- FOUNDATION REPAIR -`): capitals, no lower case. */
const heading = /^[^a-z]*[A-Z]{3,}[^a-z]*$/;
/** The width of a space, as a share of the font size (Helvetica's). */
const SPACE = 0.28;

interface Pending {
  readonly row: Row;
  readonly line: string;
  readonly words: Word[];
  /** Right edge of the description's last printed row; minus infinity once a note or heading closed it. */
  lastRight: number;
  figures: LineFigures | null;
  unpriced: string;
  /** Rows printed under the line that are not its description: an adjuster's note. */
  readonly notes: string[];
}

const textOf = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

/** The rows of the pages that hold tables, without page furniture or guide pages. */
function tableRows(pages: readonly PdfPage[]): Row[] {
  const keep = (row: Row) => tableHeader(row) !== null || isHeaderContinuation(row);
  return withoutFurniture(pages, pages.map(rowsOf), keep)
    .filter((rows) => !rows.some((row) => guidePage.test(row.text)))
    .flat();
}

class EstimateReader {
  readonly lines: CheckedLine[] = [];
  readonly skipped: SkippedRow[] = [];
  readonly totals: TotalRow[] = [];
  rooms = 0;
  private order = 0;
  private roomStart = 0;
  /** Indices in `lines` where a room began: a level total covers whole rooms. */
  private readonly boundaries: number[] = [0];
  private pending: Pending | null = null;

  constructor(
    private readonly geometry: Geometry,
    private header: TableHeader,
  ) {}

  setHeader(header: TableHeader) {
    this.flush();
    this.header = header;
  }

  flush() {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    this.order += 1;
    const { row, line, words, figures, unpriced, notes } = pending;
    if (!figures) {
      this.skipped.push({ row: this.order, line, page: row.page, reason: { kind: 'unpriced', text: unpriced } });
      return;
    }
    const description = textOf(words);
    const note = notes.join(' ');
    this.lines.push({
      row: this.order,
      line,
      page: row.page,
      code: '',
      trade: '',
      room: '',
      roomKey: '',
      activity: '',
      description,
      note,
      ...figures,
      extended: null,
    });
  }

  total(row: Row, scope: TotalRow['scope'], words: readonly Word[]) {
    this.flush();
    const figures = totalFigures(words, this.header, row.size);
    if (!figures) return;
    this.order += 1;
    const from = scope === 'grand' ? 0 : scope === 'level' ? this.levelStart(figures.amounts) : this.roomStart;
    const { lines } = this;
    this.totals.push({
      row: this.order,
      line: null,
      page: row.page,
      label: figures.label,
      scope,
      from,
      to: lines.length,
      amounts: figures.amounts,
    });
    if (scope !== 'section') return;
    const room = figures.label;
    for (let i = this.roomStart; i < lines.length; i += 1) lines[i] = { ...lines[i]!, room, roomKey: `${this.rooms}\u0000${room}` };
    this.rooms += 1;
    this.roomStart = lines.length;
    this.boundaries.push(this.roomStart);
  }

  /**
   * The room boundary from which the lines add up to a level total: levels nest (`Total: Roof`, then `Total:
   * Dwelling`), so the rooms a total rolls up are found by their sum. When none adds up, the boundary that
   * comes closest, so the finding compares the total with the rooms it most likely covers.
   */
  private levelStart(amounts: Partial<Record<MoneyField, number>>): number {
    const measure = (['rcv', 'acv', 'tax'] as const).find((field) => amounts[field] !== undefined);
    if (!measure) return this.boundaries.at(-1)!;
    const distance = (from: number) => Math.abs(sumOf(this.lines.slice(from, this.roomStart), measure) - amounts[measure]!);
    return [...this.boundaries].reverse().reduce((best, from) => (distance(from) < distance(best) ? from : best));
  }

  /** A row that starts a line: its description, and its figures when the row prints them. */
  start(row: Row, line: string, rest: readonly Word[]) {
    this.flush();
    const { before, figures } = lineFigures(rest, this.header, row.size);
    const unpriced = figures ? '' : textOf(rest.filter((word) => word.x0 >= this.geometry.quantityLeft));
    const description = figures ? before : rest.filter((word) => word.x0 < this.geometry.quantityLeft);
    this.pending = { row, line, words: [...description], lastRight: description.at(-1)?.x1 ?? 0, figures, unpriced, notes: [] };
  }

  /** Any other row inside a table: the figures of a line printed under it, the rest of its description, or a note. */
  follow(row: Row) {
    const pending = this.pending;
    if (!pending) return;
    const { words } = row;
    if (!pending.figures) {
      const { before, figures } = lineFigures(words, this.header, row.size);
      if (figures) {
        // Figures printed under a description end it: what follows is a note.
        pending.words.push(...before);
        pending.figures = figures;
        pending.lastRight = Number.NEGATIVE_INFINITY;
        return;
      }
    }
    if (words.every((word) => stackedValue.test(word.text))) return;
    const { quantityLeft, descriptionRight } = this.geometry;
    const first = words[0]!;
    // A description wraps a word onto the next row only when it does not fit on the row before.
    const wrapped = pending.lastRight + SPACE * row.size + (first.x1 - first.x0) > descriptionRight + 0.5;
    const inColumn = words.every((word) => word.x1 <= quantityLeft) && !words.some((word) => isMoney(word.text));
    // Capitals close a parenthesis the description left open ("rfg (per" / "SHINGLE)"); otherwise they head a group.
    const closes = /\([^)]*$/.test(textOf(pending.words)) && row.text.includes(')');
    if (inColumn && wrapped && (closes || !heading.test(row.text)) && !noteStart.test(row.text)) {
      pending.words.push(...words);
      pending.lastRight = words.at(-1)!.x1;
    } else {
      // A note or a heading: not part of the description, which it closes.
      pending.lastRight = Number.NEGATIVE_INFINITY;
      if (!heading.test(row.text)) pending.notes.push(row.text);
    }
  }
}

/** The lines, skipped lines and totals of a printed estimate, or null when it holds no line-item table. */
export function estimateFromPages(pages: readonly PdfPage[]): Extract | null {
  const rows = tableRows(pages);
  const geometry = measureGeometry(rows);
  if (!geometry) return null;
  let reader: EstimateReader | null = null;
  let inTable = false;
  const tablePages = new Set<number>();
  for (const row of rows) {
    const header = tableHeader(row);
    if (header) {
      if (reader) reader.setHeader(header);
      else reader = new EstimateReader(geometry, header);
      inTable = true;
      tablePages.add(row.page);
      continue;
    }
    if (!reader || !inTable || isHeaderContinuation(row) || continued.test(row.text)) continue;
    const { words } = row;
    if (grandTotal.test(row.text)) {
      reader.total(row, 'grand', words.slice(words.findIndex((word) => word.text.endsWith(':')) + 1));
      inTable = false;
    } else if (roomTotal.test(row.text) || levelTotal.test(row.text)) {
      reader.total(row, roomTotal.test(row.text) ? 'section' : 'level', words.slice(1));
    } else {
      const numbered = lineNumberOf(row);
      if (numbered && words[numbered.words - 1]!.x1 < geometry.quantityLeft) reader.start(row, numbered.line, words.slice(numbered.words));
      else reader.follow(row);
    }
  }
  if (!reader) return null;
  reader.flush();
  const { lines, skipped, totals, rooms } = reader;
  return { lines, skipped, totals, format: { kind: 'pdf', pages: pages.length, tablePages: tablePages.size, rooms } };
}
