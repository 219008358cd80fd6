import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { CheckerChecks, CheckerExportGuide, CheckerPrivacy, EstimatorCheckerTool } from '@/components/sections/estimator-checker-sections';
import { PageHero } from '@/components/sections/page-hero';
import { estimatorCheckerPage } from '@/content/estimator-checker';
import { getRoute } from '@/content/routes';
import { toolJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/tools/estimator-checker');

export const metadata = pageMetadata(route);

export default function EstimatorCheckerPage() {
  const { closing } = estimatorCheckerPage;
  return (
    <PageFrame route={route} structuredData={toolJsonLd(route)}>
      <PageHero route={route} />
      <EstimatorCheckerTool />
      <CheckerPrivacy />
      <CheckerChecks />
      <CheckerExportGuide />
      <div className="print:hidden">
        <ClosingCta title={closing.title} text={closing.text} actions={closing.actions} />
      </div>
    </PageFrame>
  );
}
