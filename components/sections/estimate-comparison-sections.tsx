import { EstimateComparisonTool } from '@/components/islands/estimate/estimate-comparison-tool';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { comparisonPage as page } from '@/content/estimate-comparison';
import { checkerCopy } from '@/content/estimator-checker-copy';

/** The tool itself, right under the page's heading. */
export function EstimateComparisonToolSection() {
  return (
    <Section className="pt-2 sm:pt-4">
      <EstimateComparisonTool checker={checkerCopy} />
    </Section>
  );
}

/** The plain-words privacy statement. */
export function ComparisonPrivacy() {
  const { privacy } = page;
  return (
    <Section tone="dark" eyebrow={privacy.eyebrow} title={privacy.title} className="print:hidden">
      <ul className="grid gap-5 md:grid-cols-3">
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

/** How lines and rooms are paired. */
export function ComparisonMatching() {
  const { matching } = page;
  return (
    <Section tone="muted" eyebrow={matching.eyebrow} title={matching.title} intro={matching.intro} className="print:hidden">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {matching.items.map((item) => (
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
