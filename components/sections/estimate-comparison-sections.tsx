import { EstimateComparisonTool } from '@/components/islands/estimate/estimate-comparison-tool';
import { Section } from '@/components/ui/section';
import { ToolPoints, ToolPrivacy } from './tool-sections';
import { comparisonCopy, comparisonPage as page } from '@/content/estimate-comparison';
import { checkerCopy } from '@/content/estimator-checker-copy';

/** The tool itself, right under the page's heading. */
export function EstimateComparisonToolSection() {
  return (
    <Section className="pt-2 sm:pt-4">
      <EstimateComparisonTool checker={checkerCopy} copy={comparisonCopy} />
    </Section>
  );
}

/** The plain-words privacy statement. */
export function ComparisonPrivacy() {
  return <ToolPrivacy privacy={page.privacy} />;
}

/** How lines and rooms are paired. */
export function ComparisonMatching() {
  return <ToolPoints block={page.matching} />;
}
