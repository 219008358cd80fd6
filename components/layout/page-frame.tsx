import type { ReactNode } from 'react';
import type { RouteRecord } from '@/content/routes';
import { SiteFooter } from './site-footer';

/** The main landmark of a page and the footer variant its registry record asks for. */
export function PageFrame({ route, children }: { route: Pick<RouteRecord, 'footer'>; children: ReactNode }) {
  return (
    <>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter variant={route.footer} />
    </>
  );
}
