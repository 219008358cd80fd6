'use client';

import { CircleCheck, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { COPIED_NOTICE_MS, earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { useTapReplay } from './use-tap-replay';

export interface ShareLabels {
  readonly button: string;
  readonly copied: string;
  /** Shown, followed by the address, when the browser refuses clipboard access. */
  readonly refused: string;
}

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'refused'; url: string };

/**
 * Copies the page address to the clipboard and says so, on screen and to screen readers, for two seconds.
 * If the clipboard is unavailable or refused, it shows the address to copy by hand instead, until the next
 * attempt. A tap made before hydration is answered by the page's early script, which copies the address
 * and reveals the same notice (`earlyAnswer`); if the clipboard refuses, the tap is acted on once hydrated
 * (`useTapReplay`). Hidden without JavaScript, where it could not work.
 */
export function ShareButton({ labels }: { labels: ShareLabels }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const timer = useRef<number | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = async () => {
    window.clearTimeout(timer.current);
    const url = window.location.href;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('The Clipboard API is not available');
      await navigator.clipboard.writeText(url);
      setState({ kind: 'copied' });
      timer.current = window.setTimeout(() => setState({ kind: 'idle' }), COPIED_NOTICE_MS);
    } catch {
      setState({ kind: 'refused', url });
    }
  };

  return (
    <div
      ref={root}
      {...tapIsland('share')}
      data-copied={state.kind === 'copied' ? '' : undefined}
      className="group nojs-hide flex flex-col items-start gap-2"
    >
      <button type="button" onClick={share} {...earlyAnswer({ kind: 'copy-url' })} className={buttonClasses('secondary', 'md')}>
        <Glyph icon={Share2} className="size-5" />
        {labels.button}
      </button>
      <p role="status" className="min-h-6 text-sm font-medium text-ink-700">
        {/* Shown by the root's data-copied, which the early script sets too. */}
        <span className="hidden items-center gap-1.5 text-emerald-800 group-data-copied:inline-flex">
          <Glyph icon={CircleCheck} className="size-4" />
          {labels.copied}
        </span>
        {state.kind === 'refused' ? (
          <>
            {labels.refused} <span className="font-mono break-all text-ink-900 select-all">{state.url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
