import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A dark full-width section lit by a soft glow behind its content (`glow`: the background-image classes). */
export function DarkBand({ id, glow, children }: { id?: string; glow: string; children: ReactNode }) {
  return (
    <section id={id} className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className={clsx('absolute inset-0 -z-10', glow)} />
      {children}
    </section>
  );
}
