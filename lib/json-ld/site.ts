/**
 * Structured data (JSON-LD) every page carries: who publishes the site and which site it is, typed with
 * `schema-dts`, and `serializeJsonLd`, the text of a `<script type="application/ld+json">` with `<` escaped
 * so no string can close the element. Every builder claims only what the page visibly shows.
 */
import type { Graph, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl, config, type SiteConfig } from '../config';

const context = 'https://schema.org' as const;

/** Who publishes the site, as config names it: all that a page's own nodes refer to. */
export interface SitePublisher {
  readonly name: string;
  /** `https://host` without a trailing slash. */
  readonly origin: string;
  /** Path or absolute URL of the logo. */
  readonly logo: string;
}

/** Who publishes the site: the Organization every page describes. */
export interface SiteIdentity extends SitePublisher {
  readonly description: string;
  /** The social profiles the footer links to. */
  readonly sameAs: readonly string[];
  readonly telephone: string;
  readonly email: string;
  readonly address: string;
}

/** A setting of the site's config that holds an address (a social profile's URL). */
export type ConfigAddressKey = { [Key in keyof SiteConfig]: SiteConfig[Key] extends string ? Key : never }[keyof SiteConfig];

/** What the site says about itself (the footer's blurb and social profiles, content/site.ts). */
export interface SiteAbout {
  readonly description: string;
  /** In the footer's order; each profile's URL is the config setting it names. */
  readonly socialProfiles: readonly { readonly key: ConfigAddressKey }[];
}

/** The publisher from config: its name, address and logo. */
export function sitePublisher(): SitePublisher {
  return { name: config.brandName, origin: config.origin, logo: '/logo.svg' };
}

/** The site's identity from config and what the footer says: the values every page already shows. */
export function siteIdentity(about: SiteAbout): SiteIdentity {
  return {
    ...sitePublisher(),
    description: about.description,
    sameAs: about.socialProfiles.map((profile) => config[profile.key]),
    telephone: config.phone,
    email: config.salesEmail,
    address: config.hqAddress,
  };
}

export const organizationId = (site: SitePublisher) => `${site.origin}/#organization`;
const websiteId = (site: SitePublisher) => `${site.origin}/#website`;

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
  // Through unknown: comparing the spread object with schema-dts's union of every type took the type check seconds.
  return { '@context': context, ...(node as object) } as unknown as WithContext<T>;
}

/** The block every page carries: who we are and which site this is. */
export function siteJsonLd(site: SiteIdentity): Graph {
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
