/**
 * An estimate as the corpus prints it: rooms grouped in levels, each line priced from the price list, with
 * sales tax on its material, overhead and profit (10 % + 10 %, each half rounded to the cent) on the base
 * an estimate's settings choose, depreciation and ACV. Money in cents; quantities to two decimals.
 */
import { priceList, unitCost } from './price-list.mjs';

export const TAX_RATE = 0.0725;
/** Tax on cleaning, added after O&P (Xactimate's "Cleaning Sales Tax"). */
export const CLEANING_TAX_RATE = 0.0625;

const round = Math.round;

/**
 * @param {{ opBase: 'item+tax' | 'item' | 'none', cleaningTaxAfterOp?: boolean, noTax?: boolean }} settings
 * `item+tax`: O&P on the item and its tax, except cleaning lines, whose O&P is on the item alone; `noTax`:
 * an estimate that states no sales tax on its lines.
 */
export function priceLine(key, quantity, settings, overrides = {}) {
  const entry = { ...priceList[key], ...overrides };
  const unit = overrides.unitCost ?? unitCost(entry);
  const item = round(quantity * unit);
  const taxRate = entry.cleaning && settings.cleaningTaxAfterOp ? CLEANING_TAX_RATE : TAX_RATE;
  const taxBase = entry.cleaning && settings.cleaningTaxAfterOp ? item : quantity * entry.parts.material;
  const tax = settings.noTax ? 0 : round(taxBase * taxRate);
  const base = settings.opBase === 'none' ? 0 : settings.opBase === 'item' || entry.cleaning ? item : item + tax;
  const overhead = round(base * 0.1);
  const profit = round(base * 0.1);
  const rcv = item + tax + overhead + profit;
  const depreciation = round(rcv * entry.depreciation);
  return { key, entry, quantity, unitCost: unit, item, tax, op: overhead + profit, rcv, depreciation, acv: rcv - depreciation };
}

/** Walls, ceiling, floor and perimeter of a rectangular room (feet), as Xactimate measures them. */
export function measures(length, width, height = 8) {
  const perimeter = 2 * (length + width);
  const floor = length * width;
  return { walls: perimeter * height, floor, ceiling: floor, perimeter, wallsAndCeiling: perimeter * height + floor };
}

const q = (value) => Math.round(value * 100) / 100;

/** The line items of a water-damaged room. */
export function interiorRoom(length, width, { carpet = true } = {}) {
  const m = measures(length, width);
  const cut = q(m.perimeter * 2);
  return [
    ['contents', 1],
    ['extract', m.floor],
    ['airMover', 9],
    ['dehumidifier', 3],
    ['antimicrobial', q(cut + m.floor)],
    ['tearOutDrywall', cut],
    ['cleanStud', cut],
    ['insulation', cut],
    ['drywall', cut],
    ['tapeFloat', q(m.perimeter)],
    ['sealPaint', q(m.wallsAndCeiling)],
    ['baseboard', q(m.perimeter)],
    ['paintBase', q(m.perimeter)],
    ...(carpet
      ? [
          ['carpet', q(m.floor * 1.1)],
          ['carpetPad', m.floor],
        ]
      : [['vinylPlank', q(m.floor * 1.05)]]),
    ['cleanFloor', m.floor],
  ];
}

/** The line items of a roof of `squares` and `eaves` linear feet. */
export function roof(squares, eaves) {
  return [
    ['tearOffShingles', squares],
    ['felt', squares],
    ['shingles', q(squares * 1.1)],
    ['starter', eaves],
    ['dripEdge', q(eaves * 1.6)],
    ['ridgeCap', q(eaves * 0.55)],
    ['flashing', 3],
    ['gutter', eaves],
    ['downspout', 40],
  ];
}

export const generalConditions = () => [
  ['dumpster', 1],
  ['permit', 1],
  ['handWash', 2],
];

/**
 * A whole estimate: `layout` lists levels of rooms, each room a name and its lines ([key, quantity] or
 * [key, quantity, overrides]). Lines are numbered in order across the estimate.
 */
export function buildEstimate(layout, settings) {
  let number = 0;
  const levels = layout.map((level) => ({
    ...level,
    rooms: level.rooms.map((room) => ({
      ...room,
      code:
        room.code ??
        room.name
          .toUpperCase()
          .replace(/[^A-Z0-9]+/g, '_')
          .slice(0, 12),
      lines: room.lines.map(([key, quantity, overrides = {}]) => {
        const { extra = {}, ...price } = overrides;
        return { number: extra.number ?? ++number, ...priceLine(key, quantity, settings, price), ...extra };
      }),
    })),
  }));
  for (const level of levels)
    for (const room of level.rooms)
      for (const line of room.lines)
        Object.assign(line, { room, printedRcv: line.printedRcv ?? line.rcv, printedAcv: line.printedAcv ?? line.acv });
  return { levels, settings, lines: levels.flatMap((level) => level.rooms.flatMap((room) => room.lines)) };
}

export const sum = (lines, field) => lines.reduce((total, line) => total + line[field], 0);
