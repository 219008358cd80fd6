/** @jest-environment node */
import { compareEstimates } from '@/lib/estimate/compare';
import { estimateFromPages } from '@/lib/estimate/pdf/estimate';
import { realEstimates } from '../../../../fixtures/estimates/real-estimates';
import { realPairs } from '../../../../fixtures/estimates/real-pairs';
import { realEstimatePages } from '../../../../real-estimates';

const side = (name: string) => {
  const extract = estimateFromPages(realEstimatePages(name));
  if (!extract) throw new Error(`${name}: no table`);
  return { name, extract };
};

/** Real pairs of estimates (a carrier's and a contractor's of one claim) compared as a reviewer compared them. */
describe.each(realPairs)('comparing $a with $b', (pair) => {
  const comparison = compareEstimates(side(pair.a), side(pair.b));
  const numbers = (items: readonly { line: string | null }[]) => items.map((item) => item.line ?? '?');

  it('matches the lines a reviewer matches, and no others', () => {
    const matched = Object.fromEntries(
      comparison.pairs.filter((p) => p.a.length > 0 && p.b.length > 0).map((p) => [numbers(p.a).join('+'), numbers(p.b).join('+')]),
    );
    expect(matched).toEqual(pair.matched);
    expect(comparison.pairs.filter((p) => p.b.length === 0).flatMap((p) => numbers(p.a))).toEqual(pair.onlyA);
    expect(comparison.pairs.filter((p) => p.a.length === 0).flatMap((p) => numbers(p.b))).toEqual(pair.onlyB);
    expect(comparison.problem).toBeNull();
  });

  it('explains the RCV difference by cause, to the cent', () => {
    const [a, b] = comparison.stated;
    expect(b - a).toBe(pair.rcvDifference);
    const { onlyB, onlyA, unpriced, quantity, price, tax, overheadProfit, rounding, summary } = comparison.waterfall;
    expect({
      onlyB,
      onlyA,
      unpriced,
      changes: quantity + price + tax + overheadProfit + rounding,
      ...('summary' in pair.causes ? { summary } : {}),
      ...('quantity' in pair.causes ? { quantity, price } : {}),
    }).toEqual(pair.causes);
    expect(Object.values(comparison.waterfall).reduce((sum, part) => sum + part, 0)).toBe(b - a);
  });

  it('reads both sides whole', () => {
    expect(comparison.readings.map(({ coverage }) => [coverage.verdict, coverage.unread])).toEqual([
      ['whole', []],
      ['whole', []],
    ]);
  });

  it('names the price list of each side, as the files print them', () => {
    const priceList = (name: string) => {
      const want = realEstimates[name];
      return want && 'priceList' in want ? (want.priceList ?? null) : null;
    };
    expect(comparison.priceLists).toEqual([priceList(pair.a), priceList(pair.b)]);
  });
});
