import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/islands/hydration-mark';
import { SiteAnalytics } from '@/components/islands/site-analytics';
import { FIRST_SCREEN_END_ID } from '@/components/layout/first-screen';
import { SiteHeader } from '@/components/layout/site-header';
import { JsonLd } from '@/components/ui/json-ld';
import { footer, skipLink, socialProfiles } from '@/content/site';
import { config } from '@/lib/config';
import { siteIdentity, siteJsonLd } from '@/lib/json-ld';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(config.origin),
  applicationName: config.brandName,
  title: { default: config.brandName, template: `%s | ${config.brandName}` },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0F1E36',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" className="has-[:modal]:overflow-hidden">
      <head>
        {/* The post-build puts the early-tap script first in here (lib/inline-scripts/early-taps.ts). */}
        {/* The first paint waits for the end of the first screen (components/layout/first-screen.tsx). */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          {skipLink}
        </a>
        <SiteHeader />
        {children}
        <JsonLd data={siteJsonLd(siteIdentity({ description: footer.blurb, socialProfiles }))} />
        {config.analyticsEnabled || config.analyticsId ? (
          <SiteAnalytics
            vercel={config.analyticsEnabled}
            vitals={config.analyticsId ? { analyticsId: config.analyticsId, url: config.vitalsUrl } : null}
          />
        ) : null}
        <HydrationMark />
      </body>
    </html>
  );
}
