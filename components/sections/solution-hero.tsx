import type { RouteRecord } from '@/content/routes';
import { ROTATE_MS, solutionHero, suiteIndex } from '@/content/our-solution';
import { RotatingHeadline } from '@/components/islands/rotating-headline';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { CtaRow } from './cta-row';
import { Eyebrow } from '@/components/ui/eyebrow';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

/**
 * The Our Solution hero: the rotating phrase (spec: a headline that changes every 3 s) stands above the
 * registry heading, which stays the page's only h1 and never changes; beside it, the products of the suite.
 */
export function SolutionHero({ route }: { route: Pick<RouteRecord, 'heading' | 'intro'> }) {
  return (
    <section id={FIRST_SCREEN_ID} className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] lg:py-24">
        <div>
          <Eyebrow>{solutionHero.eyebrow}</Eyebrow>
          <RotatingHeadline
            phrases={solutionHero.phrases}
            intervalMs={ROTATE_MS}
            labels={solutionHero.controls}
            className="mt-4"
            phraseClassName="text-display text-brand-700"
          />
          <h1 className="mt-6 text-h2 text-ink-950">{route.heading}</h1>
          <p className="mt-4 max-w-2xl text-lead text-ink-600">{route.intro}</p>
          <CtaRow actions={solutionHero.actions} className="mt-8" />
        </div>
        <nav aria-labelledby="suite-index" className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-ink-100">
          <h2 id="suite-index" className="text-sm font-semibold tracking-wider text-ink-600 uppercase">
            {suiteIndex.title}
          </h2>
          <ul className="mt-3 divide-y divide-ink-100">
            {suiteIndex.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="group flex items-center gap-3 py-3">
                  <span className="flex-1">
                    <span className="block font-semibold text-ink-950 group-hover:text-brand-700">{item.title}</span>
                    <span className="block text-sm text-ink-600">{item.text}</span>
                  </span>
                  <Icon name="arrow-right" className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <FirstScreenEnd />
    </section>
  );
}
