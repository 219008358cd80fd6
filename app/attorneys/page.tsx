import { PageFrame } from '@/components/layout/page-frame';
import { AudienceSections } from '@/components/sections/audience-sections';
import { getAudience } from '@/content/audiences';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/attorneys');
const audience = getAudience('/attorneys');

export const metadata = pageMetadata(route);

export default function AttorneysPage() {
  return (
    <PageFrame route={route}>
      <AudienceSections route={route} audience={audience} />
    </PageFrame>
  );
}
