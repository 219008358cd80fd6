/** @jest-environment node */
import { shownComparison } from '@/lib/estimate/compare/shown';
import { filterCounts } from '@/lib/estimate/compare/view';
import { compareSamplePair } from '@/lib/estimate/sample-pair';

describe('what a page is sent of a comparison', () => {
  const comparison = compareSamplePair();

  it('holds the first line pairs and counts every pair, as the whole comparison would', () => {
    const shown = shownComparison(comparison, 10);
    expect(shown.pairs).toEqual(comparison.pairs.slice(0, 10));
    expect(shown.counts.pairs).toBe(comparison.pairs.length);
    expect(shown.counts.filters).toEqual(filterCounts(comparison.pairs));
    expect(shown.counts.matched + shown.counts.onlyA + shown.counts.onlyB).toBe(comparison.pairs.length);
    expect(shown.counts.lines).toEqual([comparison.items[0].length, comparison.items[1].length]);
    expect(shown.totals).toEqual(comparison.totals);
    expect('items' in shown).toBe(false);
  });

  it('holds every pair when no number is given', () => {
    expect(shownComparison(comparison).pairs).toHaveLength(comparison.pairs.length);
  });
});
