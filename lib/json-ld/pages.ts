/**
 * Structured data of a registry route: breadcrumbs on nested pages and an application on product pages
 * and free tools, from the route record itself.
 */
import type { BreadcrumbList, Graph, SoftwareApplication, Thing } from 'schema-dts';
import { absoluteUrl } from '../config';
import { graph, organizationId, sitePublisher, type SitePublisher } from './site';

/** A page as its structured data names it (a route of the registry, content/routes.ts, is one). */
export interface JsonLdRoute {
  readonly path: string;
  /** Its short name, as navigation shows it. */
  readonly label: string;
  readonly description: string;
}

/** The page at a path, if there is one (`findRoute` of content/routes.ts). */
export type RouteLookup = (path: string) => Pick<JsonLdRoute, 'path' | 'label'> | undefined;

export interface Crumb {
  readonly name: string;
  readonly path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  };
}

/**
 * The trail from Home to `route`: every ancestor path at which `lookup` finds a page ("/blog" for "/blog/x";
 * a folder without a page of its own, like "/products", is left out rather than invented).
 */
export function breadcrumbTrail(route: Pick<JsonLdRoute, 'path' | 'label'>, lookup: RouteLookup): Crumb[] {
  const segments = route.path.split('/').filter(Boolean);
  const ancestors = ['/', ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const crumbs: Crumb[] = [];
  for (const path of ancestors) {
    const record = lookup(path);
    if (record) crumbs.push({ name: record.label, path: record.path });
  }
  crumbs.push({ name: route.label, path: route.path });
  return crumbs;
}

/** A product page's or a tool's application: what it is and where it runs. No ratings or prices are claimed. */
export function softwareApplication(route: JsonLdRoute, site: SitePublisher): SoftwareApplication {
  return {
    '@type': 'SoftwareApplication',
    name: route.label,
    description: route.description,
    url: absoluteUrl(route.path, site.origin),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    publisher: { '@id': organizationId(site) },
  };
}

const productPrefix = '/products/';

/**
 * The page-specific block for a registry route: a BreadcrumbList on nested pages and a
 * SoftwareApplication on product pages. `undefined` for a top-level page that needs neither.
 */
export function routeJsonLd(route: JsonLdRoute, lookup: RouteLookup, site: SitePublisher = sitePublisher()): Graph | undefined {
  const nodes: Thing[] = [];
  if (route.path.split('/').filter(Boolean).length > 1) {
    nodes.push(breadcrumbList(breadcrumbTrail(route, lookup), site.origin));
  }
  if (route.path.startsWith(productPrefix)) {
    nodes.push(softwareApplication(route, site));
  }
  return nodes.length > 0 ? graph(nodes) : undefined;
}

/** A free tool that runs in the browser (the Estimator Checker): an application, without a price or ratings. */
export function toolJsonLd(route: JsonLdRoute, site: SitePublisher = sitePublisher()): Thing[] {
  return [softwareApplication(route, site)];
}
