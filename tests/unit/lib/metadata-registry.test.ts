/** @jest-environment node */
import type { Metadata } from 'next';
import { absoluteUrl, config } from '@/lib/config';
import { ogImagePath, OG_IMAGE_SIZE, pageMetadata, pageTitle } from '@/lib/metadata';
import { sitePages } from '../../site-pages';

/**
 * The registry walk of the issue: every page's metadata, as the pages export it, is complete and unique.
 */
const pages = sitePages.map((route) => ({ route, meta: pageMetadata(route) }));

type Image = { url: string; width: number; height: number; alt: string; type: string };
const images = (meta: Metadata['openGraph'] | Metadata['twitter']) => ((meta as { images?: Image[] } | undefined)?.images ?? []) as Image[];

describe('metadata of every page', () => {
  it('has a unique title "Page | Brand" of 10–60 characters before the brand and at most 70 in all', () => {
    const titles = pages.map(({ route }) => pageTitle(route));
    expect(new Set(titles).size).toBe(titles.length);
    for (const { route, meta } of pages) {
      expect(meta.title).toEqual({ absolute: `${route.title} | ${config.brandName}` });
      const sizes = { page: route.title.length >= 10 && route.title.length <= 60, full: pageTitle(route).length <= 70 };
      expect([route.path, sizes]).toEqual([route.path, { page: true, full: true }]);
    }
  });

  it('has a unique description of 50–160 characters', () => {
    const descriptions = pages.map(({ meta }) => meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const { route, meta } of pages) {
      const length = meta.description?.length ?? 0;
      expect([route.path, length >= 50 && length <= 160]).toEqual([route.path, true]);
    }
  });

  it('has an absolute canonical URL on the configured site, and noindex where the registry says so', () => {
    for (const { route, meta } of pages) {
      // A page that shows another page's content points at it (the page index's `canonicalPath`).
      expect(meta.alternates?.canonical).toBe(absoluteUrl(route.canonicalPath ?? route.path));
      expect(meta.robots).toEqual({ index: route.indexable, follow: true });
    }
  });

  it('has Open Graph (type, locale, site name, URL) and a large Twitter card, both with its own 1200×630 PNG and alt text', () => {
    const seen = new Set<string>();
    for (const { route, meta } of pages) {
      expect(meta.openGraph).toMatchObject({
        type: 'website',
        locale: 'en_US',
        siteName: config.brandName,
        title: pageTitle(route),
        description: route.description,
        url: absoluteUrl(route.path),
      });
      const [image] = images(meta.openGraph);
      expect(image).toEqual({
        url: `${config.origin}${ogImagePath(route.path)}`,
        type: 'image/png',
        ...OG_IMAGE_SIZE,
        alt: `${route.title} — ${config.brandName}`,
      });
      expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: pageTitle(route) });
      expect(images(meta.twitter)).toEqual([image]);
      expect(seen.has(image!.url)).toBe(false);
      seen.add(image!.url);
    }
  });

  it('marks posts as articles when the page asks', () => {
    const [route] = sitePages;
    expect(pageMetadata(route!, { ogType: 'article' }).openGraph).toMatchObject({ type: 'article' });
  });
});
