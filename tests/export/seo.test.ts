import { pastConferences } from '@/content/blog';
import { roles } from '@/content/careers';
import { postPages } from '@/content/pages';
import { absoluteUrl, config } from '@/lib/config';
import { canonicalOf, jsonLdTexts, metaContent, parseXml, pngSize, sameUrl } from '../html';
import { jsonLdProblems, jsonLdTypes } from '../json-ld-rules';
import { sitePages } from '../site-pages';
import { exportedFile, pageHtml, serve } from './exported';

/**
 * What crawlers and link previews read, on every page of the site (registry routes and content-driven pages
 * alike): its social card, its structured data, and the sitemap and robots.txt that list the pages.
 */
const own = (path: string) => (path === '/' ? `${config.origin}/` : `${config.origin}${path}`);
const onSite = new RegExp(`^${config.origin.replace(/[.]/g, '\\.')}`);

describe.each(sitePages.map((route) => [route.path, route] as const))('%s', (path, route) => {
  const html = pageHtml(path);

  it('has social card tags pointing at its own 1200×630 PNG', () => {
    const image = metaContent(html, 'og:image');
    expect(image).toMatch(new RegExp(`${onSite.source}/og/[a-z0-9-]+\\.png$`));
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(metaContent(html, 'og:image:alt')).toContain(route.title);
    expect(metaContent(html, 'og:type')).toMatch(/^(website|article)$/);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:site_name')).toBe(config.brandName);
    expect(sameUrl(metaContent(html, 'og:url'), own(path))).toBe(true);
    expect(canonicalOf(html)).toMatch(new RegExp(`${onSite.source}(/|$)`));
    expect(pngSize(exportedFile(new URL(image!).pathname))).toEqual({ width: 1200, height: 630 });
  });

  it('carries complete JSON-LD blocks of the types the page shows', () => {
    const types: string[] = [];
    for (const text of jsonLdTexts(html)) {
      expect(text).not.toContain('<');
      const block: unknown = JSON.parse(text);
      expect(jsonLdProblems(block)).toEqual([]);
      types.push(...jsonLdTypes(block));
    }
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    expect(types.includes('BreadcrumbList')).toBe(path.split('/').filter(Boolean).length > 1);
    // Products, and the free tools that run on the site (/tools/…), are applications.
    expect(types.includes('SoftwareApplication')).toBe(path.startsWith('/products/') || path.startsWith('/tools/'));
    const count = (type: string) => types.filter((found) => found === type).length;
    const post = postPages.some((page) => page.path === path) || path === '/blog-detail';
    expect({
      FAQPage: count('FAQPage'),
      JobPosting: count('JobPosting'),
      Event: count('Event'),
      BlogPosting: count('BlogPosting'),
    }).toEqual({
      FAQPage: path === '/FAQs' ? 1 : 0,
      JobPosting: path === '/careers' ? roles.length : 0,
      Event: path === '/blog' ? pastConferences.length : 0,
      BlogPosting: post ? 1 : 0,
    });
  });
});

describe('the site as crawlers see it', () => {
  it('writes canonical URLs absolute on the configured site', () => {
    expect(canonicalOf(pageHtml('/FAQs'))).toBe(absoluteUrl('/FAQs'));
  });

  it('gives every page an Open Graph image of its own', () => {
    const images = sitePages.map((route) => metaContent(pageHtml(route.path), 'og:image'));
    expect(new Set(images).size).toBe(sitePages.length);
  });

  it('lists exactly the indexable pages in the sitemap, as absolute URLs on the site', async () => {
    const answer = await serve('/sitemap.xml');
    expect(answer.status).toBe(200);
    const sitemap = parseXml(exportedFile('/sitemap.xml').toString('utf8'));
    const listed = sitemap('url > loc')
      .toArray()
      .map((loc) => new URL(sitemap(loc).text().trim()).href);
    expect(new Set(listed).size).toBe(listed.length);
    for (const url of listed) {
      expect(url.startsWith(`${config.origin}/`)).toBe(true);
      expect(url).not.toMatch(/\.(png|jpe?g|svg|webp|xml|txt|json|mp4)$/);
    }
    // Indexable: the registry says so and the page's canonical URL is its own (a page whose content lives at
    // another URL points there instead, and that URL is what the sitemap lists).
    const expected: string[] = [];
    for (const route of sitePages) {
      const canonical = canonicalOf(pageHtml(route.path));
      if (!route.indexable) continue;
      if (sameUrl(canonical, own(route.path))) expected.push(new URL(own(route.path)).href);
      else expect(listed).toContain(new URL(canonical!).href);
    }
    expect([...listed].sort()).toEqual(expected.sort());
    for (const path of ['/test-payments', '/signup-success']) expect(listed).not.toContain(own(path));
  });

  it('lets every crawler in by robots.txt and names the sitemap', () => {
    const text = exportedFile('/robots.txt').toString('utf8');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow:/m);
    expect(text).toContain(`Sitemap: ${config.origin}/sitemap.xml`);
  });
});
