/**
 * The comparison as a report shows it: which measures each pair differs in (a filter hides the others), how
 * many pairs each filter shows, and the comparison as CSV rows (one per line pair, both sides and the deltas).
 */
import type { Comparison, LinePair, Measure } from '.';
import { measures } from './report';

export type Filter = 'all' | Measure;
export const filters: readonly Filter[] = ['all', ...measures];

/** The measures a pair's two sides differ in. */
export const differsIn = (pair: LinePair): Measure[] => measures.filter((measure) => pair.delta[measure] !== 0);

export function filterCounts(pairs: readonly LinePair[]): Record<Filter, number> {
  const counts = Object.fromEntries(filters.map((filter) => [filter, 0])) as Record<Filter, number>;
  counts.all = pairs.length;
  for (const pair of pairs) for (const measure of differsIn(pair)) counts[measure] += 1;
  return counts;
}

/** A side's line numbers ("3a + 3b"), or an empty string where the side has none. */
export const lineNumbers = (items: LinePair['a']) => items.map((item) => item.line ?? String(item.row)).join(' + ');

export interface CsvLabels {
  readonly columns: readonly string[];
  readonly status: Readonly<Record<LinePair['status'], string>>;
  readonly basis: Readonly<Record<string, string>>;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The comparison as CSV rows, header first: per pair, each side's line, room, item, quantity and money, and B − A. */
export function comparisonRows(comparison: Comparison, labels: CsvLabels): string[][] {
  const side = (items: LinePair['a']) => {
    const first = items[0];
    if (!first) return ['', '', '', '', '', '', '', '', ''];
    const sum = (key: 'rcv' | 'acv' | 'depreciation' | 'overheadProfit' | 'tax') =>
      money(items.reduce((total, item) => total + item[key], 0));
    return [
      lineNumbers(items),
      first.room,
      items.map((item) => item.description).join(' + '),
      String(items.reduce((total, item) => total + item.quantity, 0)),
      first.unit,
      first.priced ? sum('rcv') : first.printed,
      sum('tax'),
      sum('overheadProfit'),
      sum('depreciation'),
    ];
  };
  return [
    [...labels.columns],
    ...comparison.pairs.map((pair) => [
      labels.status[pair.status],
      pair.match ? (labels.basis[pair.match.basis] ?? '') : '',
      ...side(pair.a),
      ...side(pair.b),
      ...measures.map((measure) => money(pair.delta[measure])),
    ]),
  ];
}
