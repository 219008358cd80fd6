'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useCallback } from 'react';
import { browserVitalsEnv, sendVital, type VitalsMetric } from '@/lib/vitals';

/** Reports each web-vitals metric of the page (LCP, CLS, INP, FCP, TTFB) to the configured endpoint. */
export function WebVitalsReporter({ analyticsId, url }: { analyticsId: string; url: string }) {
  const report = useCallback(
    (metric: VitalsMetric) => {
      sendVital(metric, { analyticsId, url }, browserVitalsEnv());
    },
    [analyticsId, url],
  );
  useReportWebVitals(report);
  return null;
}
