import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { Certifications, Disclosure, HumanReview, PlatformClaims, Retention, SubProcessors } from '@/components/sections/security-sections';
import { getRoute } from '@/content/routes';
import { securityPage } from '@/content/security';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/security');

export const metadata = pageMetadata(route);

export default function SecurityPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} />
      <PlatformClaims claims={securityPage.claims} />
      <HumanReview review={securityPage.humanReview} />
      <Retention retention={securityPage.retention} privacyEmail={config.privacyEmail} />
      <SubProcessors section={securityPage.subProcessors} />
      <Certifications section={securityPage.certifications} />
      <Disclosure disclosure={securityPage.disclosure} contact={config.securityContact} />
    </PageFrame>
  );
}
