import { PageFrame } from '@/components/layout/page-frame';
import { CtaLink } from '@/components/sections/cta-link';
import { NumberedLists } from '@/components/sections/numbered-lists';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/ui/section';
import { getRoute } from '@/content/routes';
import { whyAiPage } from '@/content/why-ai';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/what-is-ai');

export const metadata = pageMetadata(route);

export default function WhatIsAiPage() {
  return (
    <PageFrame route={route}>
      <PageHero route={route}>
        <CtaLink action={whyAiPage.talk} />
      </PageHero>
      <Section>
        <div className="max-w-prose space-y-5 text-lg leading-8 text-ink-700">
          {whyAiPage.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <NumberedLists lists={whyAiPage.lists} />
    </PageFrame>
  );
}
