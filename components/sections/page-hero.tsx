import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { RouteRecord } from '@/content/routes';
import { Container } from '@/components/ui/container';
import { Eyebrow } from '@/components/ui/eyebrow';
import { FirstScreenEnd, FIRST_SCREEN_ID } from '@/components/layout/first-screen';

/** The top of a page: its registry heading (the page's only h1) and introduction, plus optional actions. */
export function PageHero({
  route,
  eyebrow,
  children,
  tone = 'light',
  continued = false,
}: {
  route: Pick<RouteRecord, 'heading' | 'intro'>;
  eyebrow?: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  /** The first screen goes on below: the section that follows marks its end (a list's leading card). */
  continued?: boolean;
}) {
  const dark = tone === 'dark';
  return (
    <section id={FIRST_SCREEN_ID} className={clsx(dark ? 'bg-ink-950 text-white' : 'bg-gradient-to-b from-brand-50 to-white')}>
      <Container className="py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
          <h1 className={clsx('mt-3 text-h1', dark ? 'text-white' : 'text-ink-950')}>{route.heading}</h1>
          <p className={clsx('mt-5 text-lead', dark ? 'text-ink-200' : 'text-ink-600')}>{route.intro}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </Container>
      {continued ? null : <FirstScreenEnd />}
    </section>
  );
}
