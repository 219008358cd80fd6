/** @jest-environment node */
import { analyseExtract } from '@/lib/estimate/analyse';
import { extractFromPages } from '@/lib/estimate/pdf';
import { isProblem } from '@/lib/estimate/readers';
import type { AbsentNumbers } from '@/lib/estimate/types';
import { realEstimates } from '../../../fixtures/estimates/real-estimates';
import { realEstimateFiles, realEstimatePages } from '../../../real-estimates';

const range = ({ from, to, pagesMissing }: AbsentNumbers) => `${from === to ? from : `${from}-${to}`}${pagesMissing ? 'P' : ''}`;

/**
 * The PDF reader and the checks on real carrier and contractor estimates nobody on the team wrote: every priced
 * line read, every printed total matched or (where the file does not hold its lines) left unchecked, the reader's
 * own check of its reading whole, and no finding but those a reviewer signs.
 */
describe('real estimates', () => {
  it('has what every file in the folder should give', () => {
    expect(realEstimateFiles().filter((name) => !realEstimates[name])).toEqual([]);
  });

  it.each(realEstimateFiles())('%s', (name) => {
    const want = realEstimates[name]!;
    const extract = extractFromPages(realEstimatePages(name));
    if ('problem' in want) {
      expect(isProblem(extract) ? extract.kind : 'read').toBe(want.problem);
      return;
    }
    if (isProblem(extract)) throw new Error(`${name}: ${extract.kind}`);
    const analysis = analyseExtract(extract, { name, bytes: 0, sample: false });
    expect([analysis.lines, analysis.skipped.byReason.unpriced]).toEqual([want.lines, want.unpriced]);
    expect(extract.priceList).toBe(want.priceList);
    expect(analysis.reconciliation).toMatchObject({ checked: want.totals, unmatched: [] });
    expect(analysis.reconciliation.notChecked).toHaveLength(want.notChecked ?? 0);
    const { coverage } = analysis;
    expect([coverage.verdict, coverage.unread, coverage.absent.map(range)]).toEqual(['whole', [], want.absent ?? []]);
    expect(coverage.setApart.map((ref) => ref.line)).toEqual(want.setApart ?? []);
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
