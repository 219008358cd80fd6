import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/demo-videos');

export const metadata = pageMetadata(route);

export default function DemoVideosPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
    </PageFrame>
  );
}
