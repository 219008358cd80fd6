import { PageFrame } from '@/components/layout/page-frame';
import { AudienceSections } from '@/components/sections/audience-sections';
import { getAudience } from '@/content/audiences';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/contractors');
const audience = getAudience('/contractors');

export const metadata = pageMetadata(route);

export default function ContractorsPage() {
  return (
    <PageFrame route={route}>
      <AudienceSections route={route} audience={audience} />
    </PageFrame>
  );
}
