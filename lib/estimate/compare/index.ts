/**
 * Two estimates compared line by line, from what any reader gives (`Extract`): rooms paired by name, lines
 * matched (`match.ts`), every pair with its status and deltas, the waterfall of the RCV difference by cause,
 * subtotals by room and by trade, and the price lists when the files name them. The tool's page and the
 * product page's sample report both come from here.
 */
import { addedBySummaries } from '../checks';
import { readingOf } from '../reading';
import type { Coverage, Extract, Reconciliation } from '../types';

/** A side's own check of its reading: its coverage and its printed totals reconciled. */
export interface SideReading {
  readonly coverage: Coverage;
  readonly reconciliation: Reconciliation;
  /** Its lines read, priced or not, and how many of them print no price. */
  readonly lines: number;
  readonly unpriced: number;
}
import { itemsOf, type Item } from './items';
import { matchItems, type Match } from './match';
import { pairOf, subtotals, sum, waterfall, type Amounts, type Cause, type LinePair, type Subtotal } from './report';
import { pairRooms, type RoomPair } from './rooms';

export { causes, measures, type Amounts, type Cause, type LinePair, type Measure, type PairStatus, type Subtotal } from './report';
export type { Item } from './items';
export type { Match, MatchBasis } from './match';
export type { RoomPair } from './rooms';

export interface Side {
  readonly name: string;
  readonly extract: Extract;
}

/** What the visitor changed: rooms paired by hand, lines matched by hand, matches undone (indices of items). */
export interface Corrections {
  readonly rooms?: readonly (readonly [string, string])[];
  readonly matched?: readonly (readonly [number, number])[];
  readonly apart?: readonly (readonly [number, number])[];
}

export interface Comparison {
  readonly names: readonly [string, string];
  readonly items: readonly [readonly Item[], readonly Item[]];
  readonly rooms: readonly RoomPair[];
  readonly pairs: readonly LinePair[];
  /** The sums of each side's lines read. */
  readonly totals: readonly [Amounts, Amounts];
  /**
   * Each side's RCV as the file states it: its lines, and what a summary covering them adds (a tax printed only in the
   * summary). The waterfall goes from one to the other.
   */
  readonly stated: readonly [number, number];
  /** How much of each side was read, by its own numbering and totals: the comparison is of what was read. */
  readonly readings: readonly [SideReading, SideReading];
  readonly waterfall: Readonly<Record<Cause, number>>;
  readonly byRoom: readonly Subtotal[];
  readonly byTrade: readonly Subtotal[];
  /** The price list each file names, when it names one. */
  readonly priceLists: readonly [string | null, string | null];
  /** What makes the comparison meaningless, if anything: the same file twice, or nothing in common (said only of two files read whole). */
  readonly problem: 'same-estimate' | 'nothing-in-common' | null;
}

const rooms = (items: readonly Item[]) => [...new Set(items.map((item) => item.room))];

/** The pairs in the order of side A's lines, each B-only line after the pair that holds the B line before it. */
function pairsOf(a: readonly Item[], b: readonly Item[], matches: readonly Match[]): LinePair[] {
  const pairedA = new Map<number, Match>();
  const pairedB = new Set<number>();
  for (const match of matches) {
    for (const index of match.a) pairedA.set(index, match);
    for (const index of match.b) pairedB.add(index);
  }
  const ordered: LinePair[] = [];
  const pairOfB = new Map<number, number>();
  const done = new Set<Match>();
  for (const item of a) {
    const match = pairedA.get(item.index);
    if (!match) ordered.push(pairOf([item], [], null));
    else if (!done.has(match)) {
      done.add(match);
      for (const index of match.b) pairOfB.set(index, ordered.length);
      ordered.push(
        pairOf(
          match.a.map((i) => a[i]!),
          match.b.map((i) => b[i]!),
          match,
        ),
      );
    }
  }
  const after = new Map<number, LinePair[]>();
  let previous = -1;
  for (const item of b) {
    if (pairedB.has(item.index)) {
      previous = pairOfB.get(item.index) ?? previous;
      continue;
    }
    const list = after.get(previous) ?? [];
    list.push(pairOf([], [item], null));
    after.set(previous, list);
  }
  return [...ordered.flatMap((pair, i) => [pair, ...(after.get(i) ?? [])]), ...(after.get(-1) ?? [])];
}

const sideReading = ({ coverage, reconciliation }: ReturnType<typeof readingOf>, items: readonly Item[]): SideReading => ({
  coverage,
  reconciliation,
  lines: items.length,
  unpriced: items.filter((item) => !item.priced).length,
});

const sameEstimate = (a: readonly Item[], b: readonly Item[]) =>
  a.length === b.length &&
  a.every((item, i) => item.key === b[i]!.key && item.room === b[i]!.room && item.rcv === b[i]!.rcv && item.quantity === b[i]!.quantity);

/** Compares two estimates read by any reader; `corrections` are the visitor's. */
export function compareEstimates(first: Side, second: Side, corrections: Corrections = {}): Comparison {
  const a = itemsOf(first.extract);
  const b = itemsOf(second.extract);
  const readings = [readingOf(first.extract), readingOf(second.extract)] as const;
  const totals = [sum(a), sum(b)] as const;
  const added = [addedBySummaries(readings[0].summaries, totals[0].rcv), addedBySummaries(readings[1].summaries, totals[1].rcv)];
  const whole = readings.every((reading) => reading.coverage.verdict === 'whole');
  const roomPairs = pairRooms(rooms(a), rooms(b), corrections.rooms);
  const matches = matchItems(a, b, roomPairs, { byHand: corrections.matched, apart: corrections.apart });
  const pairs = pairsOf(a, b, matches);
  const roomName = (pair: LinePair) => pair.b[0]?.room ?? pair.a[0]?.room ?? '';
  const tradeName = (pair: LinePair) => pair.b[0]?.trade ?? pair.a[0]?.trade ?? '';
  const matched = pairs.filter((pair) => pair.a.length > 0 && pair.b.length > 0).length;
  return {
    names: [first.name, second.name],
    items: [a, b],
    rooms: roomPairs,
    pairs,
    totals,
    stated: [totals[0].rcv + added[0]!, totals[1].rcv + added[1]!],
    readings: [sideReading(readings[0], a), sideReading(readings[1], b)],
    waterfall: waterfall(pairs, added[1]! - added[0]!),
    byRoom: subtotals(pairs, roomName),
    byTrade: subtotals(pairs, tradeName),
    priceLists: [first.extract.priceList ?? null, second.extract.priceList ?? null],
    problem: sameEstimate(a, b) ? 'same-estimate' : matched === 0 && whole ? 'nothing-in-common' : null,
  };
}
