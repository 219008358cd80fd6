import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { PricingTableSection } from '@/components/sections/pricing-table-section';
import { ValueCards } from '@/components/sections/value-cards';
import { pricingTables } from '@/content/pricing';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/pricing');

export const metadata = pageMetadata(route);

export default function PricingPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <PricingTableSection copy={pricingTables.pricing} />
      <ValueCards />
    </PageFrame>
  );
}
