import type { Metadata } from 'next';
import { absoluteUrl, config } from './config';

/** What a page's metadata is made of: the fields of its record in the page index (content/routes.ts). */
export interface PageRecord {
  readonly path: string;
  /** The page part of `<title>`; " | Brand" is appended. */
  readonly title: string;
  readonly description: string;
  /** `false` adds `noindex`. */
  readonly indexable: boolean;
  /** Set when the page shows another page's content: its canonical URL points there. */
  readonly canonicalPath?: string;
}

/** The full `<title>` of a page: "Page | Brand". */
export function pageTitle(route: Pick<PageRecord, 'title'>): string {
  return `${route.title} | ${config.brandName}`;
}

/** Path of the Open Graph image of a route, drawn by app/og/[card]/route.tsx from the same record. */
export function ogImagePath(path: string): string {
  const slug = path === '/' ? 'home' : path.slice(1).replaceAll('/', '--').toLowerCase();
  return `/og/${slug}.png`;
}

/** Size of every Open Graph image (the large card of Facebook, LinkedIn, X and Slack). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PageMetadataOptions {
  /** Open Graph type; product pages and posts override the default `website`. */
  readonly ogType?: 'website' | 'article';
  /** An Atom feed the page offers (`<link rel="alternate" type="application/atom+xml">`). */
  readonly feed?: string;
}

/**
 * Builds a page's metadata from its registry record: title, description, canonical URL, robots,
 * Open Graph and Twitter card. Every page exports the result of this one function.
 */
export function pageMetadata(route: PageRecord, options: PageMetadataOptions = {}): Metadata {
  const title = pageTitle(route);
  const url = absoluteUrl(route.path);
  const image = {
    url: absoluteUrl(ogImagePath(route.path)),
    type: 'image/png',
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    alt: `${route.title} — ${config.brandName}`,
  };
  return {
    title: { absolute: title },
    description: route.description,
    alternates: {
      canonical: absoluteUrl(route.canonicalPath ?? route.path),
      ...(options.feed ? { types: { 'application/atom+xml': absoluteUrl(options.feed) } } : {}),
    },
    robots: route.indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: options.ogType ?? 'website',
      locale: 'en_US',
      siteName: config.brandName,
      title,
      description: route.description,
      url,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: route.description,
      images: [image],
    },
  };
}
