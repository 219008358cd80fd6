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
  tone = 'white',
}: {
  id?: string;
  /** The table's record in `content/pricing.ts`: its page, which configured table, its copy. */
  copy: PricingTableCopy;
  tone?: 'white' | 'muted';
}) {
  return (
    <Section id={id} title={copy.title} intro={copy.intro} tone={tone}>
      <PricingTable
        publishableKey={config.stripePublishableKey}
        tableId={copy.table === 'trial' ? config.stripeTrialTableId : config.stripePricingTableId}
        loadingLabel={pricingTableLoading}
        fallback={<PlansSummary />}
      />
    </Section>
  );
}
