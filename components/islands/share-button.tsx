'use client';

import { CircleCheck, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { Glyph } from '@/components/ui/glyph';
import { tapIsland } from '@/lib/tap-replay';
import { useTapReplay } from './use-tap-replay';

/** How long the "copied" notice stays (spec §9). */
export const COPIED_NOTICE_MS = 2000;

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
 * attempt. A tap made before hydration is kept and acted on once hydrated (`useTapReplay`). Hidden without
 * JavaScript, where it could not work.
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
    <div ref={root} {...tapIsland('share')} className="nojs-hide flex flex-col items-start gap-2">
      <button type="button" onClick={share} className={buttonClasses('secondary', 'md')}>
        <Glyph icon={Share2} className="size-5" />
        {labels.button}
      </button>
      <p role="status" className="min-h-6 text-sm font-medium text-ink-700">
        {state.kind === 'copied' ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-800">
            <Glyph icon={CircleCheck} className="size-4" />
            {labels.copied}
          </span>
        ) : null}
        {state.kind === 'refused' ? (
          <>
            {labels.refused} <span className="font-mono break-all text-ink-900 select-all">{state.url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
