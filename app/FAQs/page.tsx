import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { FaqList } from '@/components/sections/faq-list';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { faqPage, faqs } from '@/content/faqs';
import { getRoute } from '@/content/routes';
import { faqJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/FAQs');

export const metadata = pageMetadata(route);

export default function FAQsPage() {
  return (
    <PageFrame route={route} structuredData={faqJsonLd(faqs)}>
      <PageHero route={route} />
      <Section className="pt-4 sm:pt-6">
        <div className="max-w-3xl">
          <FaqList items={faqs} />
        </div>
      </Section>
      <ClosingCta title={faqPage.ask.title} text={faqPage.ask.text} actions={[faqPage.ask.action]} />
    </PageFrame>
  );
}
