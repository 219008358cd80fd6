import type { ReactNode } from 'react';
import type { RouteRecord } from '@/content/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { routeJsonLd } from '@/lib/json-ld';
import { SiteFooter } from './site-footer';

type FrameRoute = Pick<RouteRecord, 'footer'> & Partial<Pick<RouteRecord, 'path' | 'label' | 'description'>>;

/**
 * The main landmark of a page, the footer variant its registry record asks for, and the page's own
 * structured data (breadcrumbs on nested pages, the application on product pages), so every page that
 * passes its record is covered without a line of its own.
 */
export function PageFrame({ route, children }: { route: FrameRoute; children: ReactNode }) {
  const { path, label, description } = route;
  const structured = path && label && description ? routeJsonLd({ path, label, description }) : undefined;
  return (
    <>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter variant={route.footer} />
      {structured ? <JsonLd data={structured} /> : null}
    </>
  );
}
