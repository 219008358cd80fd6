/**
 * Collects what a printed estimate's rows make: each line with its description, figures, notes and room;
 * the lines printed without a price; the totals, each matched to the lines it covers.
 */
import type { MoneyField } from '@/lib/estimate/fields';
import { sumOf } from '../checks';
import type { CheckedLine, SkippedRow, TotalRow } from '../types';
import { totalFigures, type ColumnPlaces, type LineFigures, type RowFigures } from './figures';
import type { TableHeader } from './header';
import type { Row, Word } from '@/lib/pdf/rows';
import { isFormula } from './geometry';
import { totalName, type TotalKind } from './totals';

/** What an estimate prints where a line's price would be, when it has none. */
const pricingNote = /\b(OPEN ITEM|REVISED|PWARR|BID ITEM|TBD)$/;
/** A heading of a few words, with no sentence's punctuation. */
const subheading = /^[A-Z][\w/&'()-]*(?: [\w/&'()-]+){0,4}$/;
/** A group heading that prints a path (`Source - EagleView Roof - Dwelling Roof`): its last part names the group. */
const pathSeparator = /\s+-\s+/;

const textOf = (words: readonly Word[]) => words.map((word) => word.text).join(' ');

/** A gap this many times the type size ends a description: what is printed beyond it is a drawing's label. */
const LABEL_GAP = 4;

/** A description's words up to the first wide gap (`Roofing felt - 15 lb.` then, far right, a diagram's `14' 8"`). */
function untilGap(words: readonly Word[], size: number): readonly Word[] {
  const at = words.findIndex((word, i) => i > 0 && word.x0 - words[i - 1]!.x1 > LABEL_GAP * size);
  return at < 0 ? words : words.slice(0, at);
}

export interface PendingLine {
  /** Its printed number, when it has one. */
  readonly line: string | null;
  /** `open` until its figures are read; then `priced`, or `unpriced` when a note stands for its price. */
  readonly state: 'open' | 'priced' | 'unpriced';
  /** Right edge of the description's last printed row; minus infinity once a note or heading closed it. */
  readonly lastRight: number;
  description(): string;
}

interface Pending extends PendingLine {
  state: 'open' | 'priced' | 'unpriced';
  lastRight: number;
  readonly row: Row;
  readonly line: string | null;
  /** The part of the room it is in: a heading printed under it heads the lines after it, not this one. */
  readonly area: string;
  readonly words: Word[];
  figures: LineFigures | null;
  printed: string;
  unpriced: { quantity: number; unit: string; text: string } | null;
  readonly notes: string[];
}

export class LineCollector {
  readonly lines: CheckedLine[] = [];
  readonly skipped: SkippedRow[] = [];
  readonly totals: TotalRow[] = [];
  /** Where each line read (priced or not) starts on its page, in the order read. */
  readonly starts: { readonly page: number; readonly y: number; readonly line: string | null; readonly priced: boolean }[] = [];
  rooms = 0;
  private order = 0;
  private roomStart = 0;
  /** Index in `skipped` of the first line printed without a price since the room began. */
  private skippedStart = 0;
  /** Indices in `lines` where a group of lines began: a level total covers whole groups. */
  private readonly boundaries: number[] = [0];
  private current: Pending | null = null;
  /** The last headings printed outside a line: the name of a group its total does not name, and of an area in it. */
  private headings: Row[] = [];
  private justHeaded = false;
  /** The part of the room the next lines are in (`WALLS`, `Front Elevation`): the same line in two parts is two items. */
  private area = '';

  get pending(): PendingLine | null {
    return this.current;
  }

  /** A row that starts a line: its number, its description, and its figures when the row prints them. */
  start(row: Row, line: string | null, words: readonly Word[], given: RowFigures) {
    // A short last "note" of the line before that no sentence follows heads the next lines (`Right Elevation`).
    const notes = this.current?.notes;
    const area = notes && notes.length > 0 && subheading.test(notes.at(-1)!) ? notes.pop()! : null;
    this.flush();
    if (area !== null) this.area = area;
    // A line printed with a pricing note and no quantity (`OPEN ITEM` where its price would be).
    const note = given.kind === 'none' ? pricingNote.exec(textOf(words)) : null;
    const figures: RowFigures = note ? { kind: 'unpriced', before: [], quantity: Number.NaN, unit: '', text: note[1]! } : given;
    const printed = note
      ? words.slice(0, words.length - note[1]!.split(' ').length)
      : given.kind === 'none'
        ? untilGap(words, row.size)
        : words;
    const description = printed.filter((word) => !isFormula(word));
    this.current = {
      row,
      line,
      area: this.area,
      words: description,
      lastRight: description.at(-1)?.x1 ?? 0,
      state: figures.kind === 'priced' ? 'priced' : figures.kind === 'unpriced' ? 'unpriced' : 'open',
      figures: figures.kind === 'priced' ? figures.figures : null,
      printed: figures.kind === 'priced' ? figures.printed : '',
      unpriced: figures.kind === 'unpriced' ? figures : null,
      notes: [],
      description() {
        return textOf(this.words);
      },
    };
  }

  /** The figures of the pending line, printed on a row under its description. */
  figures(figures: Exclude<RowFigures, { kind: 'none' }>) {
    const pending = this.current!;
    pending.words.push(...figures.before.filter((word) => !isFormula(word)));
    pending.lastRight = Number.NEGATIVE_INFINITY;
    if (figures.kind === 'priced') {
      pending.state = 'priced';
      pending.figures = figures.figures;
      pending.printed = figures.printed;
    } else {
      pending.state = 'unpriced';
      pending.unpriced = figures;
    }
  }

  /** More of the pending line's description. */
  describe(words: readonly Word[]) {
    const pending = this.current!;
    pending.words.push(...words);
    pending.lastRight = words.at(-1)!.x1;
  }

  /** A note or heading under the pending line: kept apart from its description, which it closes. */
  note(row: Row, isHeading: boolean) {
    const pending = this.current!;
    pending.lastRight = Number.NEGATIVE_INFINITY;
    if (isHeading) this.area = row.text;
    else pending.notes.push(row.text);
  }

  /** A row between lines that is none of theirs: a group's heading, or an area's under it. */
  heading(row: Row) {
    this.headings = this.justHeaded ? [...this.headings, row] : [row];
    this.justHeaded = true;
    const left = Math.min(...this.headings.map((heading) => heading.words[0]!.x0));
    const indented = this.headings.filter((heading) => heading.words[0]!.x0 > left + 1);
    this.area = indented.at(-1)?.text ?? '';
  }

  flush() {
    const pending = this.current;
    this.justHeaded = false;
    if (!pending) return;
    this.current = null;
    const { row, line, figures, unpriced, notes } = pending;
    const description = pending.description();
    if (pending.state === 'open') {
      // A numbered row that no figures follow is not a line: a note that begins with a number (`2025. …`).
      const previous = this.lines.at(-1);
      if (previous)
        this.lines[this.lines.length - 1] = {
          ...previous,
          note: [previous.note, `${line ?? ''}. ${description}`, ...notes].filter(Boolean).join(' '),
        };
      return;
    }
    this.order += 1;
    this.starts.push({ page: row.page, y: row.y, line, priced: pending.state === 'priced' && figures !== null });
    if (pending.state === 'unpriced' || !figures) {
      this.skipped.push({
        row: this.order,
        ...(line === null ? {} : { line }),
        page: row.page,
        reason: {
          kind: 'unpriced',
          text: unpriced?.text ?? '',
          description,
          ...(Number.isFinite(unpriced?.quantity) ? { quantity: unpriced!.quantity, unit: unpriced!.unit } : {}),
        },
      });
      return;
    }
    this.lines.push({
      row: this.order,
      line,
      page: row.page,
      code: '',
      trade: '',
      room: '',
      roomKey: pending.area,
      ...(pending.area ? { area: pending.area } : {}),
      activity: '',
      description,
      note: notes.join(' '),
      printed: pending.printed,
      ...figures,
    });
  }

  /** A total row: it closes the pending line, and a room or the lines since the last group. */
  total(row: Row, scope: TotalKind, header: TableHeader, places: ColumnPlaces) {
    this.flush();
    const figures = totalFigures(row.words, header, places);
    if (!figures) return;
    // A subtotal right after another total closes no lines: it rolls the groups above it up, like a level (a room
    // with no lines prints zeros instead).
    const rollsUp = totalName(figures.label) === '' || Object.values(figures.amounts).some((amount) => amount !== 0);
    if (scope === 'section' && rollsUp && this.roomStart === this.lines.length && this.lines.length > 0) scope = 'level';
    const name = totalName(figures.label) || (scope === 'section' ? this.headingName() : '');
    const label = scope === 'grand' ? figures.label.replace(/^line item totals?:\s*/i, '') || figures.label : name;
    if (scope === 'section' || (scope === 'level' && this.roomStart < this.lines.length)) this.closeRoom(name);
    this.order += 1;
    const from = scope === 'grand' ? 0 : scope === 'level' ? this.levelStart(figures.amounts) : this.boundaries.at(-2)!;
    this.totals.push({
      row: this.order,
      line: null,
      page: row.page,
      label,
      scope,
      from,
      to: this.lines.length,
      amounts: figures.amounts,
      printed: row.text,
    });
  }

  private headingName(): string {
    const left = Math.min(...this.headings.map((heading) => heading.words[0]!.x0));
    const text = this.headings
      .filter((heading) => heading.words[0]!.x0 <= left + 1)
      .map((heading) => heading.text)
      .join(' ');
    return text.split(pathSeparator).at(-1)?.trim() ?? '';
  }

  /** The lines since the last group become a room of `name`. */
  private closeRoom(name: string) {
    const { lines } = this;
    // A line's key held its area until now: the room's number and name go before it.
    for (let i = this.roomStart; i < lines.length; i += 1)
      lines[i] = { ...lines[i]!, room: name, roomKey: `${this.rooms}\u0000${name}\u0000${lines[i]!.roomKey}` };
    for (let i = this.skippedStart; i < this.skipped.length; i += 1) this.skipped[i] = { ...this.skipped[i]!, room: name };
    this.skippedStart = this.skipped.length;
    this.rooms += 1;
    this.area = '';
    this.roomStart = lines.length;
    this.boundaries.push(this.roomStart);
  }

  /**
   * The group boundary from which the lines add up to a level total: levels nest (`Total: Roof`, then `Total:
   * Dwelling`), so the groups a total rolls up are found by their sum. When none adds up, the boundary that
   * comes closest, so the finding compares the total with the groups it most likely covers.
   */
  private levelStart(amounts: Partial<Record<MoneyField, number>>): number {
    const measure = (['rcv', 'acv', 'tax'] as const).find((field) => amounts[field] !== undefined);
    if (!measure) return this.boundaries.at(-1)!;
    const distance = (from: number) => Math.abs(sumOf(this.lines.slice(from, this.roomStart), measure) - amounts[measure]!);
    return [...this.boundaries].reverse().reduce((best, from) => (distance(from) < distance(best) ? from : best));
  }
}
