'use client';

import { useEffect, useState, type ComponentType } from 'react';

type Vitals = { readonly analyticsId: string; readonly url: string };

/**
 * Page views (Vercel Web Analytics) and the web-vitals beacon, each loaded after the page is interactive
 * and only when switched on. The layout renders this only when one of them is on; this small loader is
 * all the pages carry, so the analytics code stays out of them.
 */
export function SiteAnalytics({ vercel, vitals }: { vercel: boolean; vitals: Vitals | null }) {
  const [PageViews, setPageViews] = useState<ComponentType | null>(null);
  const [Reporter, setReporter] = useState<ComponentType<Vitals> | null>(null);

  useEffect(() => {
    // A failed download (ad blocker, offline) costs only the statistics, never the page.
    if (vercel)
      import('@vercel/analytics/next').then(
        (m) => setPageViews(() => m.Analytics),
        () => undefined,
      );
    if (vitals)
      import('./web-vitals-reporter').then(
        (m) => setReporter(() => m.WebVitalsReporter),
        () => undefined,
      );
  }, [vercel, vitals]);

  return (
    <>
      {PageViews ? <PageViews /> : null}
      {Reporter && vitals ? <Reporter analyticsId={vitals.analyticsId} url={vitals.url} /> : null}
    </>
  );
}
