import type { RouteRecord } from '@/content/routes';
import { audienceLabels } from '@/content/audiences';
import type { AudienceRecord } from '@/content/story-types';
import { Section } from '@/components/ui/section';
import { AudienceBanner } from './audience-banner';
import { ClosingBand } from './closing-band';
import { FeatureClipCards } from './feature-clip-cards';
import { RoleLists } from './role-lists';

/** The sections every audience landing page shares: banner, three feature cards, role lists, get access. */
export function AudienceSections({ route, audience }: { route: RouteRecord; audience: AudienceRecord }) {
  return (
    <>
      <AudienceBanner route={route} audience={audience} />
      <Section title={audienceLabels.featuresTitle}>
        <FeatureClipCards items={audience.features} />
      </Section>
      {audience.roles ? <RoleLists roles={audience.roles} /> : null}
      <ClosingBand title={audience.access.title} text={audience.access.text} actions={[audience.access.action]} />
    </>
  );
}
