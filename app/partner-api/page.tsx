import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { StatusCards } from '@/components/sections/resource-sections';
import { partnerApiPage } from '@/content/resources';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/partner-api');

export const metadata = pageMetadata(route);

export default function PartnerApiPage() {
  const { next } = partnerApiPage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} tone="dark" />
      <StatusCards cards={partnerApiPage.areas} status={partnerApiPage.status} icon="clock" />
      <ClosingCta title={next.title} text={next.text} actions={next.actions} />
    </PageFrame>
  );
}
