import type { ProductRecord } from '@/content/story-types';
import { carrierEstimate, contractorEstimate } from '@/content/sample-estimate';
import { DashboardExplainer } from './dashboard-explainer';
import { EstimateComparison } from './estimate-comparison';
import { EstimateDashboard } from './estimate-dashboard';

/** A product's dashboard explanation: a mock screen explained, or the live sample dashboard and report. */
export function ProductDashboard({ dashboard }: { dashboard: ProductRecord['dashboard'] }) {
  if (!dashboard) return null;
  if (dashboard.kind === 'screen') return <DashboardExplainer dashboard={dashboard} />;
  return (
    <>
      <EstimateDashboard estimate={contractorEstimate} />
      <EstimateComparison a={contractorEstimate} b={carrierEstimate} />
    </>
  );
}
