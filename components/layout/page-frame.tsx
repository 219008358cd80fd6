import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import { findRoute, type RouteRecord } from '@/content/routes';
import { JsonLd } from '@/components/ui/json-ld';
import { graph, routeJsonLd } from '@/lib/json-ld';
import { SiteFooter } from './site-footer';

type FrameRoute = Pick<RouteRecord, 'footer'> & Partial<Pick<RouteRecord, 'path' | 'label' | 'description'>>;

/**
 * The main landmark of a page, the footer variant its registry record asks for, and the page's own
 * structured data: breadcrumbs on nested pages and the application on product pages come from the record;
 * a content page adds the nodes of what it shows (`structuredData`: its FAQ, roles, events or post).
 */
export function PageFrame({
  route,
  structuredData = [],
  children,
}: {
  route: FrameRoute;
  structuredData?: readonly Thing[];
  children: ReactNode;
}) {
  const { path, label, description } = route;
  const fromRoute = path && label && description ? routeJsonLd({ path, label, description }, findRoute) : undefined;
  const nodes = [...(fromRoute?.['@graph'] ?? []), ...structuredData];
  const structured = nodes.length > 0 ? graph(nodes) : undefined;
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
