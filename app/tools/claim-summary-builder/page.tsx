import { PageFrame } from '@/components/layout/page-frame';
import { ClaimSummaryHow, ClaimSummaryPrivacy, ClaimSummaryToolSection } from '@/components/sections/claim-summary-sections';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { summaryBuilderPage } from '@/content/claim-summary-builder';
import { getRoute } from '@/content/routes';
import { toolJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/tools/claim-summary-builder');

export const metadata = pageMetadata(route);

export default function ClaimSummaryBuilderPage() {
  const { closing } = summaryBuilderPage;
  return (
    <PageFrame route={route} structuredData={toolJsonLd(route)}>
      <PageHero route={route} />
      <ClaimSummaryToolSection />
      <ClaimSummaryPrivacy />
      <ClaimSummaryHow />
      <div className="print:hidden">
        <ClosingCta title={closing.title} text={closing.text} actions={closing.actions} />
      </div>
    </PageFrame>
  );
}
