import { checkerCopy } from '@/content/estimator-checker-copy';
import { EXPORT_GUIDE_ID, estimatorCheckerPage as page } from '@/content/estimator-checker';
import { EstimatorChecker } from '@/components/islands/estimate/estimator-checker';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

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
  const { privacy } = page;
  return (
    <Section tone="dark" eyebrow={privacy.eyebrow} title={privacy.title} className="print:hidden">
      <ul className="grid gap-5 md:grid-cols-2">
        {privacy.points.map((point) => (
          <li key={point} className="flex gap-3 leading-7 text-ink-100">
            <Icon name="lock" className="mt-1 size-5 shrink-0 text-accent-300" />
            {point}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** What the checker checks. */
export function CheckerChecks() {
  const { checks } = page;
  return (
    <Section tone="muted" eyebrow={checks.eyebrow} title={checks.title} intro={checks.intro} className="print:hidden">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {checks.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-ink-100">
            <h3 className="flex items-center gap-2 font-semibold text-ink-950">
              <Icon name="check-circle" className="size-5 shrink-0 text-brand-600" />
              {item.title}
            </h3>
            <p className="mt-2 leading-7 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
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
