/**
 * The comparison of two estimates as a reviewer reads it: every line pair with its status and its deltas,
 * the totals of each side, and a waterfall from one side's RCV to the other's by cause — scope only in one
 * estimate, a line priced on one side only, quantity, unit price, tax, O&P — with depreciation and ACV beside.
 * Money in cents, B − A.
 */
import type { Item } from './items';
import type { Match } from './match';

export type PairStatus = 'same' | 'quantity' | 'price' | 'quantity-price' | 'unpriced' | 'only-a' | 'only-b';

export const measures = ['rcv', 'acv', 'depreciation', 'overheadProfit', 'tax'] as const;
export type Measure = (typeof measures)[number];

export type Amounts = Readonly<Record<Measure | 'extended', number>>;

export interface LinePair {
  readonly a: readonly Item[];
  readonly b: readonly Item[];
  readonly status: PairStatus;
  readonly match: Match | null;
  /** B − A for each measure (a side without the line counts zero). */
  readonly delta: Amounts;
  /** The quantity on each side in the first side's unit family base (SQ as 100 SF), null where absent. */
  readonly quantityDelta: number | null;
}

/**
 * The causes of the RCV difference, in the order a waterfall shows them; they add up to it exactly. `summary` is
 * what one side's summary adds to its lines and the other's does not (a tax printed only in the summary).
 */
export const causes = ['onlyB', 'onlyA', 'unpriced', 'quantity', 'price', 'tax', 'overheadProfit', 'summary', 'rounding'] as const;
export type Cause = (typeof causes)[number];

export function sum(items: readonly Item[]): Amounts {
  let rcv = 0,
    acv = 0,
    depreciation = 0,
    overheadProfit = 0,
    tax = 0,
    extended = 0;
  for (const item of items) {
    rcv += item.rcv;
    acv += item.acv;
    depreciation += item.depreciation;
    overheadProfit += item.overheadProfit;
    tax += item.tax;
    extended += item.extended;
  }
  return { rcv, acv, depreciation, overheadProfit, tax, extended };
}

const minus = (x: Amounts, y: Amounts): Amounts => ({
  rcv: x.rcv - y.rcv,
  acv: x.acv - y.acv,
  depreciation: x.depreciation - y.depreciation,
  overheadProfit: x.overheadProfit - y.overheadProfit,
  tax: x.tax - y.tax,
  extended: x.extended - y.extended,
});

/**
 * The quantity of a side's lines in base units: their sum, or for an R&R split into its removal and its replacement
 * the quantity of one of them (each prices the same squares once).
 */
const baseQuantity = (items: readonly Item[], split = false) =>
  split ? Math.max(...items.map((item) => item.baseQuantity)) : items.reduce((total, item) => total + item.baseQuantity, 0);
/** Cents per base unit of a side's lines: what they cost before tax and O&P, over their quantity. */
const unitPrice = (items: readonly Item[], split = false) => {
  const quantity = baseQuantity(items, split);
  return quantity === 0 ? 0 : sum(items).extended / quantity;
};
const QUANTITY_TOLERANCE = 0.005;

/**
 * Whether two sides price their item differently, per printed unit of the first: by a cent or more where both
 * print their unit prices; beyond the rounding of their extensions where a side prints only an amount.
 */
function pricesDiffer(a: readonly Item[], b: readonly Item[], split: boolean): boolean {
  const quantityOf = (items: readonly Item[]) =>
    split && items.length > 1 ? Math.max(...items.map((item) => item.quantity)) : items.reduce((total, item) => total + item.quantity, 0);
  const quantityA = quantityOf(a);
  const quantityB = quantityOf(b);
  const perUnit = quantityA === 0 ? 1 : baseQuantity(a, split) / quantityA;
  const printed = [...a, ...b].every((item) => item.unitPrice !== null);
  const rounding = printed ? 0.5 : 0.5 + 0.5 / Math.max(Math.abs(quantityA), 0.01) + 0.5 / Math.max(Math.abs(quantityB), 0.01);
  return Math.abs(unitPrice(a, split) - unitPrice(b, split)) * perUnit > rounding;
}

function statusOf(a: readonly Item[], b: readonly Item[], split: boolean): PairStatus {
  if (a.length === 0) return 'only-b';
  if (b.length === 0) return 'only-a';
  if (a.some((item) => !item.priced) !== b.some((item) => !item.priced) || a.every((item) => !item.priced)) return 'unpriced';
  const quantity = Math.abs(baseQuantity(a, split) - baseQuantity(b, split)) > QUANTITY_TOLERANCE;
  const price = pricesDiffer(a, b, split);
  return quantity && price ? 'quantity-price' : quantity ? 'quantity' : price ? 'price' : 'same';
}

export function pairOf(a: readonly Item[], b: readonly Item[], match: Match | null): LinePair {
  const split = match?.basis === 'split';
  return {
    a,
    b,
    match,
    status: statusOf(a, b, split),
    delta: minus(sum(b), sum(a)),
    quantityDelta: a.length > 0 && b.length > 0 ? baseQuantity(b, split) - baseQuantity(a, split) : null,
  };
}

/** Each cause's part of the RCV difference; `summary` is what B's summary adds to its lines less what A's adds. */
export function waterfall(pairs: readonly LinePair[], summary = 0): Record<Cause, number> {
  const parts: Record<Cause, number> = {
    onlyB: 0,
    onlyA: 0,
    unpriced: 0,
    quantity: 0,
    price: 0,
    tax: 0,
    overheadProfit: 0,
    summary,
    rounding: 0,
  };
  for (const pair of pairs) {
    const { delta } = pair;
    if (pair.status === 'only-b') parts.onlyB += delta.rcv;
    else if (pair.status === 'only-a') parts.onlyA += delta.rcv;
    else if (pair.status === 'unpriced') parts.unpriced += delta.rcv;
    else {
      const split = pair.match?.basis === 'split';
      const quantity = Math.round((baseQuantity(pair.b, split) - baseQuantity(pair.a, split)) * unitPrice(pair.a, split));
      const price = delta.extended - quantity;
      parts.quantity += quantity;
      parts.price += price;
      parts.tax += delta.tax;
      parts.overheadProfit += delta.overheadProfit;
      parts.rounding += delta.rcv - delta.extended - delta.tax - delta.overheadProfit;
    }
  }
  return parts;
}

export interface Subtotal {
  readonly name: string;
  readonly a: Amounts;
  readonly b: Amounts;
}

/** Subtotals of both sides by a name each pair gets (its room, its trade), in the order the names first appear. */
export function subtotals(pairs: readonly LinePair[], nameOf: (pair: LinePair) => string): Subtotal[] {
  const groups = new Map<string, { a: Item[]; b: Item[] }>();
  for (const pair of pairs) {
    const name = nameOf(pair);
    const group = groups.get(name) ?? { a: [], b: [] };
    group.a.push(...pair.a);
    group.b.push(...pair.b);
    groups.set(name, group);
  }
  return [...groups].map(([name, group]) => ({ name, a: sum(group.a), b: sum(group.b) }));
}
