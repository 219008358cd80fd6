import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { StatusCards } from '@/components/sections/resource-sections';
import { demoVideosPage } from '@/content/resources';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/demo-videos');

export const metadata = pageMetadata(route);

export default function DemoVideosPage() {
  const { request } = demoVideosPage;
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <StatusCards cards={demoVideosPage.videos} status={demoVideosPage.status} icon="video" media />
      <ClosingCta title={request.title} text={request.text} actions={[request.action]} />
    </PageFrame>
  );
}
