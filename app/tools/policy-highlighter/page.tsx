import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import {
  HighlighterFinds,
  HighlighterHow,
  HighlighterLimits,
  HighlighterPrivacy,
  PolicyHighlighterTool,
} from '@/components/sections/policy-highlighter-sections';
import { policyHighlighterPage } from '@/content/policy-highlighter';
import { getRoute } from '@/content/routes';
import { toolJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/tools/policy-highlighter');

export const metadata = pageMetadata(route);

export default function PolicyHighlighterPage() {
  const { closing } = policyHighlighterPage;
  return (
    <PageFrame route={route} structuredData={toolJsonLd(route)}>
      <PageHero route={route} />
      <PolicyHighlighterTool />
      <HighlighterFinds />
      <HighlighterPrivacy />
      <HighlighterHow />
      <HighlighterLimits />
      <div className="print:hidden">
        <ClosingCta title={closing.title} text={closing.text} actions={closing.actions} />
      </div>
    </PageFrame>
  );
}
