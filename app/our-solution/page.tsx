import { PageFrame } from '@/components/layout/page-frame';
import { ClosingCta } from '@/components/sections/closing-cta';
import { FeatureClipCards } from '@/components/sections/feature-clip-cards';
import { SolutionHero } from '@/components/sections/solution-hero';
import { StepCards } from '@/components/sections/step-cards';
import { Section } from '@/components/ui/section';
import { claimFlow, solutionAccess, suiteFeatures } from '@/content/our-solution';
import { getRoute } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/our-solution');

export const metadata = pageMetadata(route);

export default function OurSolutionPage() {
  return (
    <PageFrame route={route}>
      <SolutionHero route={route} />
      <Section eyebrow={claimFlow.eyebrow} title={claimFlow.title} intro={claimFlow.intro} tone="muted">
        <StepCards steps={claimFlow.steps} />
      </Section>
      <Section id={suiteFeatures.id} eyebrow={suiteFeatures.eyebrow} title={suiteFeatures.title} intro={suiteFeatures.intro}>
        <FeatureClipCards items={suiteFeatures.items} columns={2} />
      </Section>
      <ClosingCta card title={solutionAccess.title} text={solutionAccess.text} actions={[solutionAccess.action]} />
    </PageFrame>
  );
}
