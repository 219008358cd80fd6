import type { ProductRecord } from '@/content/story-types';
import { checkerCallout } from '@/content/estimator-checker';
import { Container } from '@/components/ui/container';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import { readSampleFile } from '@/lib/estimate/sample-pair';
import { CtaLink } from './cta-link';
import { DashboardExplainer } from './dashboard-explainer';
import { EstimateComparison } from './estimate-comparison';
import { EstimateDashboard } from './estimate-dashboard';

/** A product's dashboard explanation: a mock screen explained, or the live sample dashboard and report. */
export function ProductDashboard({ dashboard }: { dashboard: ProductRecord['dashboard'] }) {
  if (!dashboard) return null;
  if (dashboard.kind === 'screen') return <DashboardExplainer dashboard={dashboard} />;
  return (
    <>
      <EstimateDashboard estimate={{ ...readSampleFile(samplePairFiles.b), path: samplePairFiles.b.path }} />
      <EstimateComparison />
      <CheckerCallout />
    </>
  );
}

/** Under the sample report: the free checker, for the visitor's own estimate. */
function CheckerCallout() {
  return (
    <section className="pb-16 sm:pb-20">
      <Container>
        <div className="flex flex-col gap-5 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-h3 text-ink-950">{checkerCallout.title}</h2>
            <p className="mt-2 leading-7 text-ink-700">{checkerCallout.text}</p>
          </div>
          <CtaLink action={checkerCallout.action} variant="primary" size="md" className="shrink-0" />
        </div>
      </Container>
    </section>
  );
}
