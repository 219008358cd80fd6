import type { PricingTableCopy } from '@/content/pricing';
import { pricingTableLoading } from '@/content/pricing';
import { PricingTable } from '@/components/islands/pricing-table';
import { Section } from '@/components/ui/section';
import { config } from '@/lib/config';
import { PlansSummary } from './plans-summary';

/** A Stripe pricing table with its title, and the plans summary as the fallback when it cannot show. */
export function PricingTableSection({
  id,
  copy,
  table,
  tone = 'white',
}: {
  id?: string;
  copy: PricingTableCopy;
  /** Which of the configured tables: the sign-up and pricing table, or the free-trial table. */
  table: 'pricing' | 'trial';
  tone?: 'white' | 'muted';
}) {
  return (
    <Section id={id} title={copy.title} intro={copy.intro} tone={tone}>
      <PricingTable
        publishableKey={config.stripePublishableKey}
        tableId={table === 'trial' ? config.stripeTrialTableId : config.stripePricingTableId}
        loadingLabel={pricingTableLoading}
        fallback={<PlansSummary />}
      />
    </Section>
  );
}
