import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Container } from './container';
import { Eyebrow } from './eyebrow';

type Tone = 'white' | 'muted' | 'dark';

const tones: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  dark: 'bg-ink-950 text-white',
};

/** A page section with an optional eyebrow, h2 title and introduction. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: Tone;
  className?: string;
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  return (
    <section id={id} className={clsx(tones[tone], 'scroll-mt-24 py-16 sm:py-20', className)}>
      <Container>
        {eyebrow || title || intro ? (
          <div className="max-w-3xl">
            {eyebrow ? <Eyebrow dark={dark}>{eyebrow}</Eyebrow> : null}
            {title ? <h2 className={clsx('mt-2 text-h2', dark ? 'text-white' : 'text-ink-950')}>{title}</h2> : null}
            {intro ? <p className={clsx('mt-4 text-lead', dark ? 'text-ink-200' : 'text-ink-600')}>{intro}</p> : null}
          </div>
        ) : null}
        {children ? <div className={clsx(title || intro ? 'mt-10' : undefined)}>{children}</div> : null}
      </Container>
    </section>
  );
}
