/**
 * Structured data (JSON-LD) built from the same records as the pages, typed with `schema-dts`.
 *
 * Pure builders: each takes a small typed input and returns a schema.org node. They claim only what the
 * page visibly shows (no ratings, no prices, no invented reviews). `serializeJsonLd` turns a block into the
 * text of a `<script type="application/ld+json">`, with `<` escaped so no string can close the element.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  Event,
  EventStatusType,
  FAQPage,
  Graph,
  JobPosting,
  Organization,
  Place,
  PostalAddress,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { RouteRecord } from '@/content/routes';
import { findRoute } from '@/content/routes';
import { footer, socialProfiles } from '@/content/site';
import { config } from './config';

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

/** An absolute URL for a path on the site (absolute URLs pass through). */
export function absoluteOn(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl === '/' ? `${origin}/` : `${origin}${pathOrUrl}`;
}

const organizationId = (site: SiteIdentity) => `${site.origin}/#organization`;
const websiteId = (site: SiteIdentity) => `${site.origin}/#website`;

export function organization(site: SiteIdentity): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: absoluteOn(site.origin, '/'),
    logo: absoluteOn(site.origin, site.logo),
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
    url: absoluteOn(site.origin, '/'),
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
      item: absoluteOn(origin, crumb.path),
    })),
  };
}

/**
 * The trail from Home to `route`: every ancestor path that is itself a page ("/blog" for "/blog/x"; a
 * folder without a page of its own, like "/products", is left out rather than invented).
 */
export function breadcrumbTrail(
  route: Pick<RouteRecord, 'path' | 'label'>,
  lookup: (path: string) => Pick<RouteRecord, 'path' | 'label'> | undefined = findRoute,
): Crumb[] {
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

export interface SoftwareProduct {
  readonly name: string;
  readonly description: string;
  readonly path: string;
}

/** A product page's application: what it is and where it runs. No ratings or prices are claimed. */
export function softwareApplication(product: SoftwareProduct, site: SiteIdentity): SoftwareApplication {
  return {
    '@type': 'SoftwareApplication',
    name: product.name,
    description: product.description,
    url: absoluteOn(site.origin, product.path),
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
export function routeJsonLd(
  route: Pick<RouteRecord, 'path' | 'label' | 'description'>,
  site: SiteIdentity = siteIdentity(),
  lookup?: (path: string) => Pick<RouteRecord, 'path' | 'label'> | undefined,
): Graph | undefined {
  const nodes: Thing[] = [];
  if (route.path.split('/').filter(Boolean).length > 1) {
    nodes.push(breadcrumbList(breadcrumbTrail(route, lookup), site.origin));
  }
  if (route.path.startsWith(productPrefix)) {
    nodes.push(softwareApplication({ name: route.label, description: route.description, path: route.path }, site));
  }
  return nodes.length > 0 ? graph(nodes) : undefined;
}

/* ---------------------------------------------------------------------------------------------------------
 * Builders for content pages (FAQ, careers, blog). They take small inputs so the page that shows the content
 * can pass exactly what it renders.
 * ------------------------------------------------------------------------------------------------------- */

export interface FaqItem {
  readonly question: string;
  /** Plain text of the answer as shown. */
  readonly answer: string;
}

export function faqPage(items: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface AddressInput {
  readonly streetAddress?: string;
  readonly locality: string;
  /** State or region code, e.g. "FL". */
  readonly region?: string;
  readonly postalCode?: string;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  readonly country: string;
}

function postalAddress(address: AddressInput): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(address.streetAddress ? { streetAddress: address.streetAddress } : {}),
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.country,
  };
}

function place(name: string | undefined, address: AddressInput): Place {
  return {
    '@type': 'Place',
    name: name ?? [address.locality, address.region].filter(Boolean).join(', '),
    address: postalAddress(address),
  };
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';

/**
 * Where the job is done. `office` covers on-site roles; `remote` names the countries the employee may work
 * from; `hybrid` is a role at an office that may also be done fully remotely from those countries (Google
 * accepts both jobLocation and TELECOMMUTE on one posting).
 */
export type JobLocationInput =
  | { readonly type: 'office'; readonly address: AddressInput }
  | { readonly type: 'remote'; readonly countries: readonly [string, ...string[]] }
  | { readonly type: 'hybrid'; readonly address: AddressInput; readonly countries: readonly [string, ...string[]] };

export interface JobPostingInput {
  readonly title: string;
  /** The role's description as shown (plain text or simple HTML). */
  readonly description: string;
  /** ISO 8601 date, e.g. "2025-06-01". */
  readonly datePosted: string;
  /** ISO 8601 date after which the posting closes. */
  readonly validThrough?: string;
  readonly employmentType: EmploymentType | readonly EmploymentType[];
  readonly location: JobLocationInput;
  /** The page that shows the role. */
  readonly path: string;
}

export function jobPosting(job: JobPostingInput, site: SiteIdentity): JobPosting {
  const { location } = job;
  const office = location.type === 'remote' ? {} : { jobLocation: place(undefined, location.address) };
  const remote =
    location.type === 'office'
      ? {}
      : {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: location.countries.map((country) => ({
            '@type': 'Country' as const,
            name: country,
          })),
        };
  const where = { ...office, ...remote };
  return {
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: typeof job.employmentType === 'string' ? job.employmentType : [...job.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteOn(site.origin, '/'),
      logo: absoluteOn(site.origin, site.logo),
    },
    url: absoluteOn(site.origin, job.path),
    ...where,
  };
}

/**
 * An event's status. Schema.org has no "finished": an event that took place as planned stays `scheduled`
 * after its end date.
 */
export type EventStatus = 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled' | 'movedOnline';

const eventStatuses: Record<EventStatus, EventStatusType> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  movedOnline: 'https://schema.org/EventMovedOnline',
};

export interface EventInput {
  readonly name: string;
  readonly description?: string;
  /** ISO 8601 date or date-time. */
  readonly startDate: string;
  readonly endDate: string;
  /** The event's own website. */
  readonly url: string;
  readonly status?: EventStatus;
  readonly venue: { readonly name?: string; readonly address: AddressInput };
  /** Paths or absolute URLs of images of the event. */
  readonly images?: readonly string[];
}

export function event(input: EventInput, site: SiteIdentity): Event {
  return {
    '@type': 'Event',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    startDate: input.startDate,
    endDate: input.endDate,
    eventStatus: eventStatuses[input.status ?? 'scheduled'],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(input.venue.name, input.venue.address),
    url: input.url,
    ...(input.images && input.images.length > 0 ? { image: input.images.map((image) => absoluteOn(site.origin, image)) } : {}),
  };
}

export interface BlogPostingInput {
  readonly headline: string;
  readonly description?: string;
  /** ISO 8601 date. */
  readonly datePublished: string;
  readonly dateModified?: string;
  readonly author: { readonly name: string; readonly url?: string };
  /** Paths or absolute URLs; at least one. */
  readonly images: readonly [string, ...string[]];
  /** The post's own page. */
  readonly path: string;
}

export function blogPosting(post: BlogPostingInput, site: SiteIdentity): BlogPosting {
  const url = absoluteOn(site.origin, post.path);
  return {
    '@type': 'BlogPosting',
    headline: post.headline,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.datePublished,
    ...(post.dateModified ? { dateModified: post.dateModified } : {}),
    author: { '@type': 'Person', name: post.author.name, ...(post.author.url ? { url: post.author.url } : {}) },
    image: post.images.map((image) => absoluteOn(site.origin, image)),
    url,
    mainEntityOfPage: url,
    publisher: { '@id': organizationId(site) },
  };
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
