import type { RouteRecord } from '@/content/routes';
import { ROTATE_MS, solutionHero } from '@/content/our-solution';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { Container } from '@/components/ui/container';
import { CtaRow } from './cta-row';

/**
 * The Our Solution hero: the rotating phrase (spec: a headline that changes every 3 s) stands above the
 * registry heading, which stays the page's only h1 and never changes.
 */
export function SolutionHero({ route }: { route: Pick<RouteRecord, 'heading' | 'intro'> }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{solutionHero.eyebrow}</p>
          <RotatingHeadline
            phrases={solutionHero.phrases}
            intervalMs={ROTATE_MS}
            labels={solutionHero.controls}
            className="mt-4 text-display text-brand-700 sm:flex-row sm:items-center sm:justify-between sm:gap-8"
          />
          <h1 className="mt-6 text-h2 text-ink-950">{route.heading}</h1>
          <p className="mt-4 text-lead text-ink-600">{route.intro}</p>
          <CtaRow actions={solutionHero.actions} className="mt-8" />
        </div>
      </Container>
    </section>
  );
}
