import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { ComparisonMatching, ComparisonPrivacy, EstimateComparisonToolSection } from '@/components/sections/estimate-comparison-sections';
import { PageHero } from '@/components/sections/page-hero';
import { comparisonPage } from '@/content/estimate-comparison';
import { getRoute } from '@/content/routes';
import { toolJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/tools/estimate-comparison');

export const metadata = pageMetadata(route);

export default function EstimateComparisonPage() {
  const { closing } = comparisonPage;
  return (
    <PageFrame route={route} structuredData={toolJsonLd(route)}>
      <PageHero route={route} />
      <EstimateComparisonToolSection />
      <ComparisonPrivacy />
      <ComparisonMatching />
      <div className="print:hidden">
        <ClosingCta title={closing.title} text={closing.text} actions={closing.actions} />
      </div>
    </PageFrame>
  );
}
