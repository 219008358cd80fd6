'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Adopts a state the visitor set before hydration: the page's early script (lib/tap-replay.ts, `toggle`)
 * flips `attribute` on the island's root when its button is tapped, and once hydrated the island calls
 * `adopt` if the attribute is there, so its state agrees with what the visitor already sees.
 */
export function useEarlyToggle(island: RefObject<HTMLElement | null>, attribute: `data-${string}`, adopt: () => void): void {
  useEffect(() => {
    if (island.current?.hasAttribute(attribute)) adopt();
    // Once, at hydration: later the island renders the attribute itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
