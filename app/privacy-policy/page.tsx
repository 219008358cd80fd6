import { PageFrame } from '@/components/layout/page-frame';
import { LongForm } from '@/components/sections/long-form';
import { PageHero } from '@/components/sections/page-hero';
import { legalPage, privacyPolicy } from '@/content/legal';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/privacy-policy');

export const metadata = pageMetadata(route);

export default function PrivacyPolicyPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} eyebrow={legalPage.eyebrow} />
      <LongForm document={privacyPolicy} tocTitle={legalPage.tocTitle} />
    </PageFrame>
  );
}
