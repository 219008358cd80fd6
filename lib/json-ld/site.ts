/**
 * Structured data (JSON-LD) every page carries: who publishes the site and which site it is, typed with
 * `schema-dts`, and `serializeJsonLd`, the text of a `<script type="application/ld+json">` with `<` escaped
 * so no string can close the element. Every builder claims only what the page visibly shows.
 */
import type { Graph, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import { footer, socialProfiles } from '@/content/site';
import { absoluteUrl, config } from '../config';

const context = 'https://schema.org' as const;

/** Who publishes the site: the Organization every page describes. */
export interface SiteIdentity {
  readonly name: string;
  /** `https://host` without a trailing slash. */
  readonly origin: string;
  readonly description: string;
  /** Path or absolute URL of the logo. */
  readonly logo: string;
  /** The social profiles the footer links to. */
  readonly sameAs: readonly string[];
  readonly telephone: string;
  readonly email: string;
  readonly address: string;
}

/** The site's identity from config and the footer content: the values every page already shows. */
export function siteIdentity(): SiteIdentity {
  return {
    name: config.brandName,
    origin: config.origin,
    description: footer.blurb,
    logo: '/logo.svg',
    sameAs: socialProfiles.map((profile) => config[profile.key]),
    telephone: config.phone,
    email: config.salesEmail,
    address: config.hqAddress,
  };
}

export const organizationId = (site: SiteIdentity) => `${site.origin}/#organization`;
const websiteId = (site: SiteIdentity) => `${site.origin}/#website`;

export function organization(site: SiteIdentity): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: absoluteUrl('/', site.origin),
    logo: absoluteUrl(site.logo, site.origin),
    description: site.description,
    sameAs: [...site.sameAs],
    email: site.email,
    telephone: site.telephone,
    address: site.address,
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', telephone: site.telephone, email: site.email }],
  };
}

export function webSite(site: SiteIdentity): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: absoluteUrl('/', site.origin),
    inLanguage: 'en-US',
    publisher: { '@id': organizationId(site) },
  };
}

/** A block of several nodes that reference each other by `@id`. */
export function graph(nodes: readonly Thing[]): Graph {
  return { '@context': context, '@graph': nodes };
}

/** A block of one node. */
export function withContext<T extends Thing>(node: T): WithContext<T> {
  return { '@context': context, ...(node as object) } as WithContext<T>;
}

/** The block every page carries: who we are and which site this is. */
export function siteJsonLd(site: SiteIdentity = siteIdentity()): Graph {
  return graph([organization(site), webSite(site)]);
}

/**
 * The text of a `<script type="application/ld+json">`. `<`, `>` and `&` become `\u003c`, `\u003e` and
 * `\u0026` (still the same JSON), so no value can end the element or open a comment; the line and paragraph
 * separators are escaped for older parsers.
 */
export function serializeJsonLd(data: Graph | WithContext<Thing>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
