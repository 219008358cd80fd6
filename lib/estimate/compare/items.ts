/**
 * An estimate's lines as the comparison sees them: priced lines and lines printed without a price (`REVISED`),
 * each with its room, its item key, its unit family and its money in cents (tax included where the file
 * includes it). One shape for every reader's output.
 */
import { tradeOfText } from '../rules';
import { itemText } from '../same-item';
import { remembered } from '../text';
import { extendedOf } from '../checks/shared';
import type { CheckedLine, Extract } from '../types';

export interface Item {
  /** Index among the side's items, in file order. */
  readonly index: number;
  readonly row: number;
  readonly line: string | null;
  readonly page?: number;
  readonly room: string;
  /** The part of the room a heading put it in (`Front Elevation`), when the file prints one. */
  readonly area?: string;
  readonly code: string;
  readonly activity: string | null;
  readonly description: string;
  /** The description normalised by the rule of the same item, spaces dropped: "sheet metal" and "sheetmetal" alike. */
  readonly key: string;
  /** Its words, for a match of the same words in another order. */
  readonly words: string;
  readonly trade: string;
  readonly quantity: number;
  readonly unit: string;
  /** Quantity in the unit family's base unit (SQ as 100 SF), to compare quantities across units. */
  readonly baseQuantity: number;
  readonly family: string;
  /** Cents per printed unit as the file prints it; null where it prints none (a worksheet's amount only). */
  readonly unitPrice: number | null;
  /** Whether the file prints a price for it; an unpriced line (`REVISED`) has no money. */
  readonly priced: boolean;
  /** Money in cents; zero for an unpriced line. */
  readonly extended: number;
  readonly tax: number;
  readonly overheadProfit: number;
  readonly rcv: number;
  readonly depreciation: number;
  readonly acv: number;
  /** The figures as printed. */
  readonly printed: string;
}

/** Units that convert into one another, to a base unit: a square is 100 square feet, a square yard 9. */
const unitFamilies: Readonly<Record<string, readonly [string, number]>> = {
  SF: ['SF', 1],
  SQ: ['SF', 100],
  SY: ['SF', 9],
  LF: ['LF', 1],
  EA: ['EA', 1],
};

export function unitBase(unit: string, quantity: number): { family: string; baseQuantity: number } {
  const [family, factor] = unitFamilies[unit.toUpperCase()] ?? [unit.toUpperCase(), 1];
  return { family, baseQuantity: quantity * factor };
}

const keyOf = (description: string) => itemText(description).replace(/ /g, '');
const wordsOf = remembered((description: string) => itemText(description).split(' ').sort().join(' '));

/** How a printed estimate writes an activity before the description; a replacement is written without one. */
const printedActivity: Readonly<Record<string, string>> = {
  remove: 'Remove',
  'remove and replace': 'R&R',
  'remove & replace': 'R&R',
  'r&r': 'R&R',
  'detach & reset': 'Detach & Reset',
  'detach and reset': 'Detach & Reset',
  reset: 'Reset',
};

/** The description as a printed estimate writes it: an export's activity column put back in front ("Remove …"). */
function printedDescription(line: Pick<CheckedLine, 'activity' | 'description'>): string {
  const prefix = printedActivity[(line.activity ?? '').trim().toLowerCase()];
  if (!prefix || line.description.toLowerCase().startsWith(prefix.toLowerCase())) return line.description;
  return `${prefix} ${line.description}`;
}

/** An activity a printed description starts with, as the key writes it, and the rest of the key. */
const leadingActivity = /^(?:remove|randr|detachandreset|detachreset|reset|replace)/;
export const bareKey = (key: string) => key.replace(leadingActivity, '');

function itemOfLine(line: CheckedLine, index: number): Item {
  const extended = extendedOf(line);
  const printed = printedDescription(line);
  const tax = line.tax ?? 0;
  const overheadProfit = line.overheadProfit ?? 0;
  const rcv = line.rcv ?? extended + tax + overheadProfit;
  const depreciation = line.depreciation ?? 0;
  return {
    index,
    row: line.row,
    line: line.line,
    ...(line.page === undefined ? {} : { page: line.page }),
    room: line.room,
    ...(line.area ? { area: line.area } : {}),
    code: line.code,
    activity: line.activity,
    description: line.description,
    key: keyOf(printed),
    words: wordsOf(printed),
    trade: line.trade || tradeOfText(line.description),
    quantity: line.quantity,
    unit: line.unit,
    ...unitBase(line.unit, line.quantity),
    unitPrice: line.unitPrice,
    priced: true,
    extended,
    tax,
    overheadProfit,
    rcv,
    depreciation,
    acv: line.acv ?? rcv - depreciation,
    printed: line.printed ?? '',
  };
}

/** The items of an estimate in file order: its lines, and its numbered lines printed without a price. */
export function itemsOf(extract: Extract): Item[] {
  const unpriced = extract.skipped.flatMap((skipped) =>
    skipped.reason.kind === 'unpriced' && skipped.reason.description !== undefined && skipped.reason.quantity !== undefined
      ? [{ skipped, reason: skipped.reason }]
      : [],
  );
  const entries = [
    ...extract.lines.map((line) => ({ row: line.row, make: (index: number) => itemOfLine(line, index) })),
    ...unpriced.map(({ skipped, reason }) => ({
      row: skipped.row,
      make: (index: number): Item => ({
        index,
        row: skipped.row,
        line: skipped.line ?? null,
        ...(skipped.page === undefined ? {} : { page: skipped.page }),
        room: skipped.room ?? '',
        code: '',
        activity: '',
        description: reason.description!,
        key: keyOf(reason.description!),
        words: wordsOf(reason.description!),
        trade: tradeOfText(reason.description!),
        quantity: reason.quantity!,
        unit: reason.unit ?? '',
        ...unitBase(reason.unit ?? '', reason.quantity!),
        unitPrice: null,
        priced: false,
        extended: 0,
        tax: 0,
        overheadProfit: 0,
        rcv: 0,
        depreciation: 0,
        acv: 0,
        printed: reason.text,
      }),
    })),
  ].sort((a, b) => a.row - b.row);
  return entries.map((entry, index) => entry.make(index));
}
