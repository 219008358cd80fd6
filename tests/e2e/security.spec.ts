import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRoute } from '../../content/routes';
import { STRIPE_ORIGIN, STRIPE_PAGES } from '../../lib/csp';
import { sitePages } from '../site-pages';
import { metaContents, parseHtml, sourceRanges } from '../../lib/html';
import { expect, openHydrated, test } from './fixtures';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const vercel = JSON.parse(readFileSync(join(__dirname, '../../vercel.json'), 'utf8')) as { headers: HeaderRule[] };
const everywhere = vercel.headers.find((rule) => rule.source === '/(.*)')!.headers;
const staticAssets = vercel.headers.find((rule) => rule.source === '/_next/static/(.*)')!.headers;

test.describe('host rules of the preview (the same as production) @desktop', () => {
  test('pages, the 404 page, images and the sitemap carry every header of vercel.json', async ({ request }) => {
    for (const path of ['/', '/FAQs', '/products/delta-mate', '/no-such-page', '/og/home.png', '/sitemap.xml', '/robots.txt']) {
      const headers = (await request.get(path)).headers();
      for (const { key, value } of everywhere) expect([path, key, headers[key.toLowerCase()]]).toEqual([path, key, value]);
    }
  });

  test('hashed build assets are immutable for a year and still carry the security headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeDefined();
    const headers = (await request.get(chunk!)).headers();
    for (const { key, value } of staticAssets) expect(headers[key.toLowerCase()]).toBe(value);
    expect(headers['strict-transport-security']).toBe(everywhere.find((h) => h.key === 'Strict-Transport-Security')!.value);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('/faqs redirects permanently to /FAQs, which is served itself (no loop), keeping the query', async ({ page, request }) => {
    const redirect = await request.get('/faqs?from=ad', { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers()['location']).toBe('/FAQs?from=ad');
    expect((await request.get('/FAQs', { maxRedirects: 0 })).status()).toBe(200);

    const response = await page.goto('/faqs');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/FAQs$/);
  });

  test('old .html and /index addresses redirect to the clean URL', async ({ request }) => {
    for (const [from, to] of [
      ['/FAQs.html', '/FAQs'],
      ['/index.html', '/'],
      ['/products/delta-mate.html', '/products/delta-mate'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status(), response.headers()['location']]).toEqual([from, 308, to]);
    }
  });
});

for (const route of sitePages) {
  test(`${route.path}: its own Content-Security-Policy comes first in the head, allows no inline code by default, and Stripe only on the pricing pages @desktop`, async ({
    request,
  }) => {
    const response = await request.get(route.path);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const policies = metaContents(html, 'Content-Security-Policy');
    expect(policies).toHaveLength(1);
    const $ = parseHtml(html);
    const [meta] = sourceRanges($, 'head > meta[http-equiv="Content-Security-Policy"]');
    const [firstScript] = sourceRanges($, 'script, link[as="script"]').sort((a, b) => a[0] - b[0]);
    expect(meta, 'in the head').toBeDefined();
    expect(meta![0], 'before any script').toBeLessThan(firstScript![0]);

    const policy = Object.fromEntries(
      policies[0]!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k!, v]),
    );
    expect(policies[0]).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // One hash per distinct inline script (not for external ones, nor for JSON-LD data blocks).
    const inline = new Set(
      $('script:not([src]):not([type="application/ld+json"])')
        .toArray()
        .map((script) => $(script).text()),
    );
    expect(inline.size).toBeGreaterThan(0);
    expect(policy['script-src']!.filter((s: string) => s.startsWith("'sha256-"))).toHaveLength(inline.size);
    const stripe = STRIPE_PAGES.includes(route.path);
    expect(policy['script-src']!.includes(STRIPE_ORIGIN)).toBe(stripe);
    expect(policy['frame-src']).toEqual(stripe ? [STRIPE_ORIGIN] : ["'none'"]);
  });
}

test.describe('the policy in the browser', () => {
  test.use({ allowCsp: [/inline|script-src/] });

  test('an injected inline script does not run: nothing runs on the strength of unsafe-inline', async ({ page, issues }) => {
    await openHydrated(page, '/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => issues.cspViolations.some((v) => /script-src/.test(v))).toBe(true);
  });
});

test.describe('Stripe on the pricing pages only', () => {
  test.use({ allowCsp: [/js\.stripe\.com/] });

  /** Adds the pricing-table script and its frame; returns the directives the page's policy refused. */
  const embedStripe = (page: import('@playwright/test').Page) =>
    page.evaluate(async (origin) => {
      const refused: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.src = `${origin}/v3/pricing-table.js`;
      const frame = document.createElement('iframe');
      frame.src = `${origin}/v3/pricing-table.html`;
      frame.title = 'Pricing table';
      document.body.append(script, frame);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [...new Set(refused)].sort();
    }, STRIPE_ORIGIN);

  for (const path of STRIPE_PAGES) {
    test(`${path} lets the Stripe pricing table load`, async ({ page, issues }) => {
      await openHydrated(page, path);
      expect(await embedStripe(page)).toEqual([]);
      // The browser asked for it (the suite then keeps it off the network).
      await expect.poll(() => issues.blockedThirdParty.some((url) => url.startsWith(STRIPE_ORIGIN))).toBe(true);
      expect(issues.cspViolations).toEqual([]);
    });
  }

  test('other pages refuse the Stripe script and frame', async ({ page, issues }) => {
    await openHydrated(page, '/FAQs');
    expect(await embedStripe(page)).toEqual(['frame-src', 'script-src-elem']);
    expect(issues.blockedThirdParty.filter((url) => url.startsWith(STRIPE_ORIGIN))).toEqual([]);
  });
});

test('no page can be shown inside another site’s frame @desktop', async ({ browser, baseURL }) => {
  // A page of another origin (about:blank) frames a page of the site; the header's frame-ancestors refuses.
  // Its own browser page: the refusal is the expected outcome, not an error of the site.
  const other = await browser.newPage();
  try {
    const refused = other.waitForEvent('requestfailed', (request) => request.url().endsWith('/FAQs'));
    await other.setContent(`<iframe title="framed" src="${baseURL}/FAQs"></iframe>`);
    expect((await refused).failure()?.errorText).toMatch(/ERR_BLOCKED_BY_RESPONSE/);
    // The frame holds the browser's error page, not the site's.
    await expect(other.frameLocator('iframe').getByText(getRoute('/FAQs').heading)).toHaveCount(0);
    expect(other.frames()[1]?.url()).not.toContain('/FAQs');
  } finally {
    await other.close();
  }
});
