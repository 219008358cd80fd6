import { PageFrame } from '@/components/layout/page-frame';
import { AudienceSections } from '@/components/sections/audience-sections';
import { getAudience } from '@/content/audiences';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/insurers-tpa');
const audience = getAudience('/insurers-tpa');

export const metadata = pageMetadata(route);

export default function InsurersTpaPage() {
  return (
    <PageFrame route={route}>
      <AudienceSections route={route} audience={audience} />
    </PageFrame>
  );
}
