import AxeBuilder from '@axe-core/playwright';
import { routes } from '../../content/routes';
import { sitePages } from '../site-pages';
import { COMPILE_HINT } from '../../lib/compile-hints';
import { absoluteUrl } from '../../lib/config';
import { scriptSources } from '../../lib/html';
import { pageTitle } from '../../lib/metadata';
import { expect, open, openHydrated, test } from './fixtures';

/**
 * Every page of the page index (the registry's routes and the pages made from content: blog posts, tag
 * pages), at both viewports: a new page is covered without a new test.
 */
const checked = new Map<string, number>();

for (const route of sitePages) {
  test(`${route.path} renders, is accessible and links only to pages that exist`, async ({ page, baseURL }) => {
    // Hydrated: a hydration mismatch or an error while hydrating reaches the console and fails the test.
    const response = await openHydrated(page, route.path);
    expect(response?.status()).toBe(200);

    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.heading);
    await expect(page).toHaveTitle(pageTitle(route));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\//);
    const robots = page.locator('meta[name="robots"]');
    if (route.indexable) await expect(robots).toHaveAttribute('content', /^index/);
    else await expect(robots).toHaveAttribute('content', /noindex/);

    // Heading levels never skip one on the way down (h1 → h3 leaves a gap in the outline screen readers list).
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
    expect(skips, 'heading levels skipped').toEqual([]);

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      'axe violations',
    ).toEqual([]);

    const origin = new URL(baseURL!).origin;
    const references = await page.evaluate(() => {
      const pick = (selector: string, attribute: string) =>
        Array.from(document.querySelectorAll(selector), (el) => el.getAttribute(attribute) ?? '');
      return {
        links: pick('a[href]', 'href'),
        assets: [
          ...pick('link[href]:not([rel="canonical"]):not([rel="alternate"])', 'href'),
          ...pick('script[src]', 'src'),
          ...pick('img[src]', 'src'),
          ...pick('video[src]', 'src'),
          ...pick('video[poster]', 'poster'),
          ...pick('source[src]', 'src'),
        ],
        ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
        newTabs: Array.from(document.querySelectorAll('a[target="_blank"]'), (a) => ({
          href: a.getAttribute('href') ?? '',
          rel: (a.getAttribute('rel') ?? '').split(/\s+/),
        })),
      };
    });

    // A link that opens a new tab gives the new page no handle on this one and no referrer (the footer's
    // social profiles are such links on every page).
    expect(references.newTabs.length).toBeGreaterThan(0);
    for (const link of references.newTabs) {
      expect([link.href, link.rel.includes('noopener') && link.rel.includes('noreferrer')]).toEqual([link.href, true]);
    }

    for (const href of references.links) {
      if (/^(mailto|tel):/.test(href)) continue;
      if (href.startsWith('#')) {
        expect(references.ids, `in-page link ${href}`).toContain(decodeURIComponent(href.slice(1)));
        continue;
      }
      const url = new URL(href, page.url());
      if (url.origin !== origin) {
        expect(url.protocol, `external link ${href}`).toBe('https:');
        continue;
      }
      await expectResolves(page, url.pathname + url.search, 'link');
    }
    for (const src of references.assets) {
      const url = new URL(src, page.url());
      if (url.origin !== origin) continue;
      await expectResolves(page, url.pathname + url.search, 'asset');
    }
  });
}

// Next's startup chunks are compiled while they download, not function by function on the main thread when
// the page's modules start (lib/compile-hints.ts): every script a page starts with, as served, says so first.
test('every script a page starts with carries the compile hint on its first line @desktop', async ({ request }) => {
  const seen = new Set<string>();
  for (const route of sitePages) {
    const sources = scriptSources(await (await request.get(route.path)).text()).filter((src) => /^\/(?!\/)/.test(src));
    expect(sources.length, `${route.path} loads scripts`).toBeGreaterThan(0);
    for (const src of sources.filter((source) => !seen.has(source))) {
      seen.add(src);
      const first = (await (await request.get(src)).text()).split('\n', 1)[0]!;
      expect(first.slice(0, 80), `first line of ${src} (loaded by ${route.path})`).toBe(COMPILE_HINT);
    }
  }
});

async function expectResolves(page: import('@playwright/test').Page, path: string, kind: string) {
  let status = checked.get(path);
  if (status === undefined) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    status = response.status();
    checked.set(path, status);
  }
  expect(status, `${kind} ${path}`).toBe(200);
}

test.describe('unknown paths', () => {
  // The browser logs the document's own 404 status; that is the expected outcome here.
  test.use({ allowConsole: [/status of 404/] });

  test('an unknown path shows the Page Not Found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toHaveText(routes[0].heading);
  });
});

test('spec paths are served exactly as written, without a trailing-slash redirect', async ({ page }) => {
  for (const path of ['/FAQs', '/products/delta-mate']) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
  }
  const slashed = await page.request.get('/FAQs/', { maxRedirects: 0 });
  expect(slashed.status()).toBe(308);
  expect(slashed.headers()['location']).toBe('/FAQs');
});

test('canonical URLs are absolute on the configured site', async ({ page }) => {
  await open(page, '/FAQs');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/FAQs'));
});
