import { PageFrame } from '@/components/layout/page-frame';
import { Benefits, CareerRoles, HowToApply } from '@/components/sections/career-sections';
import { PageHero } from '@/components/sections/page-hero';
import { benefits, roles } from '@/content/careers';
import { getRoute } from '@/content/routes';
import { config } from '@/lib/config';
import { careersJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/careers');

export const metadata = pageMetadata(route);

export default function CareersPage() {
  return (
    <PageFrame route={route} structuredData={careersJsonLd(roles, route.path)}>
      <PageHero route={route} />
      <CareerRoles roles={roles} email={config.careersEmail} />
      <Benefits benefits={benefits} />
      <HowToApply email={config.careersEmail} />
    </PageFrame>
  );
}
