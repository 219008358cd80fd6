import type { RouteRecord } from '@/content/routes';
import { homeHero } from '@/content/home';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { CtaRow } from './cta-row';
import { HeroIllustration } from './hero-illustration';
import { DarkBand } from '@/components/ui/dark-band';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

/**
 * The home hero: the 2.0 announcement, the registry heading as the page's h1 and the Schedule a Demo call.
 * It fills the first screen, so the release video below never competes with the heading for the largest
 * contentful paint; the illustration is inline SVG shapes, which are not paint candidates either.
 */
export function HomeHero({ route }: { route: Pick<RouteRecord, 'heading' | 'intro'> }) {
  const { announcement, actions, proof } = homeHero;
  return (
    <DarkBand
      id={FIRST_SCREEN_ID}
      glow="bg-[radial-gradient(56rem_28rem_at_85%_-10%,rgb(60_102_238/0.38),transparent),radial-gradient(36rem_22rem_at_-5%_105%,rgb(249_194_60/0.13),transparent)]"
    >
      <Container className="grid min-h-[calc(100svh-4rem)] items-center gap-12 py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] xl:min-h-[calc(100svh-5rem)]">
        <div>
          <a
            href={announcement.href}
            className="inline-flex items-center gap-2.5 rounded-full bg-white/10 py-1 pr-3 pl-1 text-sm font-medium text-white ring-1 ring-white/20 transition-colors hover:bg-white/15"
          >
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-ink-950">{announcement.badge}</span>
            {announcement.text}
            <Icon name="arrow-right" className="size-4" />
          </a>
          <h1 className="mt-7 max-w-3xl text-[2.75rem] leading-[1.06] font-bold tracking-[-0.025em] text-white sm:text-display">
            {route.heading}
          </h1>
          <p className="mt-6 max-w-xl text-base leading-7 text-ink-200 sm:text-lead">{route.intro}</p>
          <CtaRow actions={actions} tone="dark" className="mt-9" />
          <ul className="mt-9 flex flex-col gap-2.5 text-sm text-ink-200 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {proof.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-accent-300" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className="hidden w-full lg:block" />
      </Container>
      <FirstScreenEnd />
    </DarkBand>
  );
}
