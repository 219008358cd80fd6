import { comparisonReport as copy } from '@/content/estimate-dashboard';
import { Section } from '@/components/ui/section';
import { CtaLink } from './cta-link';
import { shownComparison } from '@/lib/estimate/compare/shown';
import { filterCounts } from '@/lib/estimate/compare/view';
import { fillTemplate } from '@/lib/template';
import { nativeOnly } from '@/lib/tap-replay';
import { compareSamplePair } from '@/lib/estimate/sample-pair';
import { ComparisonSubtotals } from '@/components/islands/estimate/report/comparison-subtotals';
import { ComparisonSummary } from '@/components/islands/estimate/report/comparison-summary';
import { ComparisonTable } from '@/components/islands/estimate/report/comparison-table';
import { ComparisonWaterfall } from '@/components/islands/estimate/report/comparison-waterfall';
import { comparisonWords as words } from '@/content/estimate-comparison';

/** Line pairs the sample report shows: enough for every filter to pick some out (docs/performance.md, "Page weight and validity"). */
const SAMPLE_PAIRS = 10;

/**
 * The two-estimate report of the sample claim: the sample pair of files (public/samples/, which the
 * Estimate Comparison tool offers too) read and compared when the page is built by the same code as a
 * visitor's files, so the sample shows only what the tool does. The table holds the first line pairs and says
 * where the rest are: each row is in the page's HTML and again in its React
 * payload, and the full table made this the heaviest page of the site (docs/performance.md). The filter only hides
 * rows.
 */
export function EstimateComparison() {
  const comparison = shownComparison(compareSamplePair());
  const pairs = comparison.pairs.slice(0, SAMPLE_PAIRS);
  const table = { ...comparison, pairs, counts: { ...comparison.counts, pairs: pairs.length, filters: filterCounts(pairs) } };
  const names = copy.sides;
  return (
    <Section id="comparison-report" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ComparisonSummary comparison={comparison} names={names} words={words} />
      <ComparisonWaterfall comparison={comparison} names={names} words={words} />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <ComparisonSubtotals title={words.subtotals.byRoom} rows={comparison.byRoom} names={names} words={words} />
        <ComparisonSubtotals title={words.subtotals.byTrade} rows={comparison.byTrade} names={names} words={words} />
      </div>
      <div {...nativeOnly()}>
        <ComparisonTable comparison={table} names={names} words={words} filterName="comparison-filter" />
      </div>
      {comparison.counts.pairs > pairs.length ? (
        <p className="mt-3 text-sm text-ink-700">
          {fillTemplate(copy.more, { shown: String(pairs.length), count: String(comparison.counts.pairs) })}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-600">{copy.legend}</p>
      <CtaLink action={copy.action} variant="secondary" size="md" className="mt-6" />
    </Section>
  );
}
