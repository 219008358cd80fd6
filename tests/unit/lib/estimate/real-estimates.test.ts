/** @jest-environment node */
import { analyseExtract } from '@/lib/estimate/analyse';
import { estimateFromPages } from '@/lib/estimate/pdf/estimate';
import { realEstimates } from '../../../fixtures/estimates/real-estimates';
import { realEstimateFiles, realEstimatePages } from '../../../real-estimates';

/**
 * The PDF reader and the checks on real carrier and contractor estimates nobody on the team wrote: every priced
 * line read, every printed total matched, and no finding but those a reviewer signs.
 */
describe('real estimates', () => {
  it('has what every file in the folder should give', () => {
    expect(realEstimateFiles().filter((name) => !realEstimates[name])).toEqual([]);
  });

  it.each(realEstimateFiles())('%s', (name) => {
    const want = realEstimates[name]!;
    const extract = estimateFromPages(realEstimatePages(name));
    if (!extract) throw new Error(`${name}: no table`);
    const analysis = analyseExtract(extract, { name, bytes: 0, sample: false });
    expect([analysis.lines, analysis.skipped.byReason.unpriced]).toEqual([want.lines, want.unpriced]);
    expect(extract.priceList).toBe(want.priceList);
    expect(analysis.reconciliation).toEqual({ checked: want.totals, unmatched: [] });
    const unsigned = analysis.findings.filter(
      (finding) =>
        !want.findings.some(
          (signed) =>
            signed.kind === finding.kind &&
            signed.reason === finding.reason &&
            (signed.minor === undefined || signed.minor === Boolean(finding.minor)) &&
            (signed.lines === undefined || signed.lines.join() === finding.refs.map((ref) => ref.line).join()),
        ),
    );
    expect(unsigned).toEqual([]);
  });
});
