/**
 * What a page shows of a comparison: everything but the two sides' lines, and only the first line pairs
 * (with the counts of all of them). The tool's worker sends this rather than the whole comparison: 3,250 lines
 * a side took the page 50 ms just to receive, and every row shown costs layout.
 */
import type { Comparison, LinePair } from '.';
import { filterCounts, type Filter } from './view';

export interface ShownComparison extends Omit<Comparison, 'items' | 'pairs'> {
  /** The first line pairs, in the comparison's order. */
  readonly pairs: readonly LinePair[];
  readonly counts: {
    /** Each side's lines. */
    readonly lines: readonly [number, number];
    /** All line pairs, and how many of them are matched or on one side only. */
    readonly pairs: number;
    readonly matched: number;
    readonly onlyA: number;
    readonly onlyB: number;
    /** The line pairs that differ in each filter's measure (`all`: every pair). */
    readonly filters: Readonly<Record<Filter, number>>;
  };
}

/** `comparison` with its first `rows` line pairs (all by default). */
export function shownComparison(comparison: Comparison, rows = comparison.pairs.length): ShownComparison {
  const { items, pairs, ...rest } = comparison;
  const onlyA = pairs.filter((pair) => pair.b.length === 0).length;
  const onlyB = pairs.filter((pair) => pair.a.length === 0).length;
  return {
    ...rest,
    pairs: pairs.slice(0, rows),
    counts: {
      lines: [items[0].length, items[1].length],
      pairs: pairs.length,
      matched: pairs.length - onlyA - onlyB,
      onlyA,
      onlyB,
      filters: filterCounts(pairs),
    },
  };
}
