import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { PricingTableSection } from '@/components/sections/pricing-table-section';
import { pricingTables } from '@/content/pricing';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/free-trial');

export const metadata = pageMetadata(route);

export default function FreeTrialPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <PricingTableSection copy={pricingTables.trial} />
    </PageFrame>
  );
}
