'use client';

import { useEffect, type RefObject } from 'react';
import { replayTaps } from '@/lib/tap-replay';

/**
 * Makes an island's buttons answer taps made before it hydrated (see `lib/tap-replay.ts`). Give it the ref
 * of the island's root, which carries `tapIsland`, and whether the island's handlers can act yet (e.g. a
 * slider whose engine is still starting passes `false` until it is ready). Taps wait, visibly pending,
 * until then.
 */
export function useTapReplay(island: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    const element = island.current;
    if (ready && element) replayTaps(element);
  }, [island, ready]);
}
