import { pastConferences } from '../../content/blog';
import { postPages } from '../../content/pages';
import { roles } from '../../content/careers';
import { config } from '../../lib/config';
import { jsonLdProblems, jsonLdTypes } from '../json-ld-rules';
import { sitePages } from '../site-pages';
import { canonicalOf, jsonLdTexts, metaContent, parseXml, sameUrl } from '../../lib/html';
import { pngSize } from '../../lib/png';
import { expect, test } from './fixtures';

/**
 * What crawlers and link previews read, on every page of the site (registry routes and content-driven
 * pages alike), from the pages as the preview serves them. Request-level, so once (@desktop) is enough.
 */
const own = (path: string) => (path === '/' ? `${config.origin}/` : `${config.origin}${path}`);

for (const route of sitePages) {
  test(`${route.path}: social card tags point at its own 1200×630 PNG, and every JSON-LD block is complete @desktop`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();

    const image = metaContent(html, 'og:image');
    expect(image, 'og:image').toMatch(new RegExp(`^${config.origin.replace(/[.]/g, '\\.')}/og/[a-z0-9-]+\\.png$`));
    expect(metaContent(html, 'twitter:image')).toBe(image);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toContain(route.title);
    expect(metaContent(html, 'og:type')).toMatch(/^(website|article)$/);
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:site_name')).toBe(config.brandName);
    expect(sameUrl(metaContent(html, 'og:url'), own(route.path))).toBe(true);
    expect(canonicalOf(html)).toMatch(new RegExp(`^${config.origin.replace(/[.]/g, '\\.')}(/|$)`));

    const png = await request.get(new URL(image!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });

    const blocks = jsonLdTexts(html);
    const types: string[] = [];
    for (const text of blocks) {
      expect(text, 'a JSON-LD block holds no raw "<"').not.toContain('<');
      const block: unknown = JSON.parse(text);
      expect(jsonLdProblems(block)).toEqual([]);
      types.push(...jsonLdTypes(block));
    }
    expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const nested = route.path.split('/').filter(Boolean).length > 1;
    expect(types.includes('BreadcrumbList')).toBe(nested);
    // Products, and the free tools that run on the site (/tools/…), are applications.
    expect(types.includes('SoftwareApplication')).toBe(route.path.startsWith('/products/') || route.path.startsWith('/tools/'));
    const count = (type: string) => types.filter((found) => found === type).length;
    expect(count('FAQPage'), 'FAQPage').toBe(route.path === '/FAQs' ? 1 : 0);
    expect(count('JobPosting'), 'JobPosting per role').toBe(route.path === '/careers' ? roles.length : 0);
    expect(count('Event'), 'Event per conference').toBe(route.path === '/blog' ? pastConferences.length : 0);
    const post = postPages.some((page) => page.path === route.path) || route.path === '/blog-detail';
    expect(count('BlogPosting'), 'BlogPosting').toBe(post ? 1 : 0);
  });
}

test('every page has an Open Graph image of its own @desktop', async ({ request }) => {
  const images = await Promise.all(sitePages.map(async (route) => metaContent(await (await request.get(route.path)).text(), 'og:image')));
  expect(new Set(images).size).toBe(sitePages.length);
});

test.describe('sitemap and robots @desktop', () => {
  test('the sitemap lists exactly the indexable pages of the registry, as absolute URLs on the site', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const sitemap = parseXml(await response.text());
    const listed = sitemap('url > loc')
      .toArray()
      .map((loc) => new URL(sitemap(loc).text().trim()).href);
    expect(new Set(listed).size).toBe(listed.length);
    for (const url of listed) {
      expect(url.startsWith(`${config.origin}/`), url).toBe(true);
      expect(url, 'no images or data files').not.toMatch(/\.(png|jpe?g|svg|webp|xml|txt|json|mp4)$/);
    }

    // Indexable: the registry says so and the page's canonical URL is its own (a page whose content lives
    // at another URL points there instead, and that URL is what the sitemap lists).
    const expected: string[] = [];
    for (const route of sitePages) {
      const canonical = canonicalOf(await (await request.get(route.path)).text());
      if (!route.indexable) continue;
      if (sameUrl(canonical, own(route.path))) expected.push(new URL(own(route.path)).href);
      else expect(listed, `${route.path} defers to its canonical ${canonical}`).toContain(new URL(canonical!).href);
    }
    expect([...listed].sort()).toEqual(expected.sort());
    for (const path of ['/test-payments', '/signup-success']) expect(listed).not.toContain(own(path));
  });

  test('robots.txt lets every crawler in and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow:/m);
    expect(text).toContain(`Sitemap: ${config.origin}/sitemap.xml`);
  });
});
