import { checkerCopy } from '@/content/estimator-checker-copy';
import { EXPORT_GUIDE_ID, estimatorCheckerPage as page } from '@/content/estimator-checker';
import { EstimatorChecker } from '@/components/islands/estimate/estimator-checker';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { ToolPoints, ToolPrivacy } from './tool-sections';

/** The checker itself, right under the page's heading. */
export function EstimatorCheckerTool() {
  return (
    <Section className="pt-2 sm:pt-4">
      <EstimatorChecker copy={checkerCopy} />
    </Section>
  );
}

/** The plain-words privacy statement. */
export function CheckerPrivacy() {
  return <ToolPrivacy privacy={page.privacy} />;
}

/** What the checker checks. */
export function CheckerChecks() {
  return <ToolPoints block={page.checks} />;
}

/** How to get a CSV out of an estimating program; the error messages link here. */
export function CheckerExportGuide() {
  const { exportGuide: guide } = page;
  return (
    <Section id={EXPORT_GUIDE_ID} eyebrow={guide.eyebrow} title={guide.title} intro={guide.intro} className="print:hidden">
      <ol className="grid gap-4 lg:grid-cols-2">
        {guide.steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-2xl p-5 ring-1 ring-ink-100">
            <span
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 font-bold text-brand-700 tabular-nums"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="leading-7 text-ink-700">{step}</span>
          </li>
        ))}
      </ol>
      <p className="mt-6 flex gap-3 rounded-2xl bg-accent-200/60 p-5 leading-7 text-ink-800">
        <Icon name="info" className="mt-1 size-5 shrink-0" />
        {guide.tip}
      </p>
    </Section>
  );
}
