import type { RouteRecord } from '@/content/routes';
import type { AudienceRecord } from '@/content/story-types';
import { Container } from '@/components/ui/container';
import { CtaRow } from './cta-row';
import { Eyebrow } from '@/components/ui/eyebrow';
import { DarkBand } from '@/components/ui/dark-band';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

/** An audience page's banner: the registry heading as the h1 and the page's two taglines. */
export function AudienceBanner({
  route,
  audience,
}: {
  route: Pick<RouteRecord, 'heading' | 'intro'>;
  audience: Pick<AudienceRecord, 'eyebrow' | 'tagline' | 'access'>;
}) {
  return (
    <DarkBand id={FIRST_SCREEN_ID} glow="bg-[radial-gradient(48rem_24rem_at_90%_0%,rgb(60_102_238/0.35),transparent)]">
      <Container className="py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          <Eyebrow dark>{audience.eyebrow}</Eyebrow>
          <h1 className="mt-3 text-h1 text-white">{route.heading}</h1>
          <p className="mt-5 text-xl leading-8 font-semibold text-accent-200">{audience.tagline}</p>
          <p className="mt-4 text-lead text-ink-200">{route.intro}</p>
          <CtaRow actions={[audience.access.action]} tone="dark" className="mt-8" />
        </div>
      </Container>
      <FirstScreenEnd />
    </DarkBand>
  );
}
