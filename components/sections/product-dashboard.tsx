import type { ProductRecord } from '@/content/story-types';
import { checkerCallout } from '@/content/estimator-checker';
import { samplePairFiles } from '@/lib/estimate/sample-files';
import { readSampleFile } from '@/lib/estimate/sample-pair';
import { DashboardExplainer } from './dashboard-explainer';
import { EstimateComparison } from './estimate-comparison';
import { EstimateDashboard } from './estimate-dashboard';
import { ToolCallout } from './tool-callout';

/** A product's dashboard explanation: a mock screen explained, or the live sample dashboard and report. */
export function ProductDashboard({ dashboard }: { dashboard: ProductRecord['dashboard'] }) {
  if (!dashboard) return null;
  if (dashboard.kind === 'screen') return <DashboardExplainer dashboard={dashboard} />;
  return (
    <>
      <EstimateDashboard estimate={{ ...readSampleFile(samplePairFiles.b), path: samplePairFiles.b.path }} />
      <EstimateComparison />
      <ToolCallout callout={checkerCallout} />
    </>
  );
}
