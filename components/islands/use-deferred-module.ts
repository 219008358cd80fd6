'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Loads a heavy interactive module (a Headless UI menu, a dialog) the first time the visitor shows intent:
 * a hover, a focus, a tap. Until then the page carries only its light markup and this hook.
 * `load()` may be called any number of times; the import starts once and its promise is shared. A failed
 * download (offline, a deploy replaced the chunk) rejects and lets the next intent try again.
 */
export function useDeferredModule<T>(importer: () => Promise<T>): readonly [T | null, () => Promise<T>] {
  const [mod, setMod] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const load = useCallback(() => {
    pending.current ??= importer().then(
      (loaded) => {
        setMod(() => loaded);
        return loaded;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [importer]);
  return [mod, load] as const;
}
