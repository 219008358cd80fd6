import { PageFrame } from '@/components/layout/page-frame';
import { AudienceSections } from '@/components/sections/audience-sections';
import { getAudience } from '@/content/audiences';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/adjusters');
const audience = getAudience('/adjusters');

export const metadata = pageMetadata(route);

export default function AdjustersPage() {
  return (
    <PageFrame route={route}>
      <AudienceSections route={route} audience={audience} />
    </PageFrame>
  );
}
