import type { RouteRecord } from '@/content/routes';
import { audienceLabels } from '@/content/audiences';
import type { AudienceRecord } from '@/content/story-types';
import { Section } from '@/components/ui/section';
import { AudienceBanner } from './audience-banner';
import { ClosingCta } from './closing-cta';
import { TalkToUsSection } from './contact-form-section';
import { CtaLink } from './cta-link';
import { FeatureClipCards } from './feature-clip-cards';
import { RoleLists } from './role-lists';

/**
 * The sections every audience landing page shares: banner, three feature cards, role lists, a pointer to
 * the security page where the record has one, the "Talk to us" form and get access.
 */
export function AudienceSections({ route, audience }: { route: RouteRecord; audience: AudienceRecord }) {
  return (
    <>
      <AudienceBanner route={route} audience={audience} />
      <Section title={audienceLabels.featuresTitle}>
        <FeatureClipCards items={audience.features} />
      </Section>
      {audience.roles ? <RoleLists roles={audience.roles} /> : null}
      {audience.trust ? (
        <Section title={audience.trust.title} intro={audience.trust.text} tone="muted">
          <CtaLink action={audience.trust.action} variant="secondary" />
        </Section>
      ) : null}
      <TalkToUsSection />
      <ClosingCta card title={audience.access.title} text={audience.access.text} actions={[audience.access.action]} />
    </>
  );
}
