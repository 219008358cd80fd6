import { ClaimSummaryBuilder } from '@/components/islands/claim-summary/claim-summary-builder';
import { Section } from '@/components/ui/section';
import { ToolPoints, ToolPrivacy } from './tool-sections';
import { summaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import { summaryBuilderPage as page } from '@/content/claim-summary-builder';
import { checkerCopy } from '@/content/estimator-checker-copy';

/** The builder itself, right under the page's heading. */
export function ClaimSummaryToolSection() {
  return (
    <Section className="pt-2 sm:pt-4">
      <ClaimSummaryBuilder copy={summaryBuilderCopy} checker={checkerCopy} />
    </Section>
  );
}

/** Where the claim is kept, in plain words. */
export function ClaimSummaryPrivacy() {
  return <ToolPrivacy privacy={page.privacy} />;
}

/** How the summary is built. */
export function ClaimSummaryHow() {
  return <ToolPoints block={page.how} />;
}
