import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { CompareTable } from '@/components/sections/compare-table';
import { PageHero } from '@/components/sections/page-hero';
import { comparePage, compareRows } from '@/content/compare';
import { getRoute } from '@/content/routes';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/compare');

export const metadata = pageMetadata(route);

export default function ComparePage() {
  const { pricing } = comparePage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <CompareTable rows={compareRows} brand={config.brandName} />
      <ClosingCta title={pricing.title} text={pricing.text} actions={pricing.actions} />
    </PageFrame>
  );
}
