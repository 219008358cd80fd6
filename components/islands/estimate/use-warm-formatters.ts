'use client';

import { useEffect } from 'react';
import { formatCents } from '@/lib/estimate/dashboard';
import { formatCount } from '@/lib/numbers';

/**
 * The first number formatter a page makes loads the locale's data (~30 ms of main thread): make the report's
 * formatters while the page waits for a file, not in the render that shows the report.
 */
export function useWarmFormatters() {
  useEffect(() => {
    const warm = () => {
      formatCount(0);
      formatCents(0);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 1000);
    return () => clearTimeout(id);
  }, []);
}
