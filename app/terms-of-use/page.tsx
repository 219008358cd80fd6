import { PageFrame } from '@/components/layout/page-frame';
import { LongForm } from '@/components/sections/long-form';
import { PageHero } from '@/components/sections/page-hero';
import { getDocument } from '@/content/documents';
import { legalPage } from '@/content/legal';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/terms-of-use');

export const metadata = pageMetadata(route);

export default function TermsOfUsePage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} eyebrow={legalPage.eyebrow} />
      <LongForm document={getDocument('terms-of-use')} tocTitle={legalPage.tocTitle} />
    </PageFrame>
  );
}
