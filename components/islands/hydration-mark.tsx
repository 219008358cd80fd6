'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATED_MARK } from '@/lib/tap-replay';

/**
 * Rendered last in the body: its effect runs once the whole page has hydrated. It marks the document
 * (`<html data-hydrated>`) and the performance timeline (a `hydrated` mark), so tests can wait
 * for hydration where they truly need it and the benchmark can report when it happened.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    performance.mark?.(HYDRATED_MARK);
  }, []);
  return null;
}
