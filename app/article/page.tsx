import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { LongForm } from '@/components/sections/long-form';
import { PageHero } from '@/components/sections/page-hero';
import { articlePage } from '@/content/article';
import { getDocument } from '@/content/documents';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/article');

export const metadata = pageMetadata(route, { ogType: 'article' });

export default function ArticlePage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route} eyebrow={articlePage.eyebrow} />
      <LongForm document={getDocument('article')} tocTitle={articlePage.tocTitle} />
      <ClosingCta title={articlePage.closing.title} text={articlePage.closing.text} actions={articlePage.actions} />
    </PageFrame>
  );
}
