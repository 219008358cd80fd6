'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { PauseLabel } from './pause-label';
import { useEarlyToggle } from './use-early-toggle';
import { useReducedMotion } from './use-reduced-motion';
import { useTapReplay } from './use-tap-replay';

export interface RotatingHeadlineProps {
  readonly phrases: readonly string[];
  /** How long each phrase stays, in milliseconds (spec §9: 3000). */
  readonly intervalMs: number;
  readonly labels: { readonly pause: string; readonly play: string };
  readonly className?: string;
  /** Type styles of the phrase (the button keeps its own). */
  readonly phraseClassName?: string;
}

/**
 * A phrase that changes every `intervalMs`, with a visible pause button. Under `prefers-reduced-motion` it
 * stays on the first phrase. Screen readers get all the phrases once, as one sentence, and never hear the
 * changes (no live region); the changing text itself is hidden from them.
 *
 * Every phrase is in the markup, stacked in one grid cell, so the block is as tall as the longest phrase and
 * nothing below it moves when the phrase changes.
 */
export function RotatingHeadline({ phrases, intervalMs, labels, className, phraseClassName }: RotatingHeadlineProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root);
  useEarlyToggle(root, 'data-paused', () => setPaused(true));

  const rotating = !paused && !reduced && phrases.length > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % phrases.length), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, phrases.length]);

  const shown = reduced ? 0 : index;
  return (
    <div
      ref={root}
      {...tapIsland('rotating-headline')}
      data-paused={paused ? '' : undefined}
      className={clsx('group flex flex-col items-start gap-4', className)}
    >
      <p className="sr-only">{phrases.join('. ')}.</p>
      <p aria-hidden="true" className={clsx('grid', phraseClassName)} data-phrase={shown}>
        {phrases.map((phrase, i) => (
          <span
            key={phrase}
            className={clsx(
              'col-start-1 row-start-1 transition duration-500 ease-out',
              i === shown ? 'translate-y-0 opacity-100' : 'translate-y-2 opacity-0',
            )}
          >
            {phrase}
          </span>
        ))}
      </p>
      <button
        type="button"
        className="nojs-hide inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 motion-reduce:hidden"
        onClick={() => setPaused((value) => !value)}
        {...earlyAnswer({ kind: 'toggle', attribute: 'data-paused' })}
      >
        <PauseLabel labels={labels} />
      </button>
    </div>
  );
}
