import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STRIPE_ORIGIN, STRIPE_PAGES, parsePolicy, sha256Source } from '@/scripts/lib/csp';
import { metaContents, parseHtml, sourceRanges } from '../html';
import { sitePages } from '../site-pages';
import { page$, pageHtml, serve } from './exported';

/**
 * The host's rules (vercel.json, as scripts/lib/host.mjs applies them) and each page's own
 * Content-Security-Policy, as exported. What the browser does with them (an injected script refused, Stripe
 * loading where allowed, framing refused) is in tests/e2e/security.spec.ts.
 */
interface HeaderRule {
  readonly source: string;
  readonly headers: readonly { readonly key: string; readonly value: string }[];
}
const vercel = JSON.parse(readFileSync(join(__dirname, '../../vercel.json'), 'utf8')) as { headers: HeaderRule[] };
const everywhere = vercel.headers.find((rule) => rule.source === '/(.*)')!.headers;
const staticAssets = vercel.headers.find((rule) => rule.source === '/_next/static/(.*)')!.headers;
const headersOf = async (path: string) => {
  const answer = await serve(path);
  if (answer.kind !== 'file') throw new Error(`${path} redirects`);
  return answer.headers;
};

describe('the host’s rules', () => {
  it.each(['/', '/FAQs', '/products/delta-mate', '/no-such-page', '/og/home.png', '/sitemap.xml', '/robots.txt'])(
    '%s carries every header of vercel.json',
    async (path) => {
      const headers = await headersOf(path);
      for (const { key, value } of everywhere) expect([key, headers[key.toLowerCase()]]).toEqual([key, value]);
    },
  );

  it('serves an unknown path as the 404 page with status 404', async () => {
    const answer = await serve('/no-such-page');
    expect([answer.status, answer.kind === 'file' && answer.file.endsWith('404.html')]).toEqual([404, true]);
  });

  it('makes hashed build assets immutable for a year, security headers kept', async () => {
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(pageHtml('/'))?.[1];
    const headers = await headersOf(chunk!);
    for (const { key, value } of staticAssets) expect(headers[key.toLowerCase()]).toBe(value);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('redirects /faqs for good to /FAQs, which is served itself, and old addresses to clean URLs', async () => {
    expect(await serve('/faqs?from=ad')).toEqual({ kind: 'redirect', status: 308, location: '/FAQs?from=ad' });
    expect((await serve('/FAQs')).status).toBe(200);
    for (const [from, to] of [
      ['/FAQs.html', '/FAQs'],
      ['/index.html', '/'],
      ['/products/delta-mate.html', '/products/delta-mate'],
      ['/FAQs/', '/FAQs'],
    ] as const) {
      expect(await serve(from)).toEqual({ kind: 'redirect', status: 308, location: to });
    }
  });
});

describe.each(sitePages.map((route) => [route.path] as const))('%s', (path) => {
  it('has its own Content-Security-Policy first in its head: no inline code but its own, Stripe only on the pricing pages', async () => {
    expect((await headersOf(path))['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = pageHtml(path);
    const policies = metaContents(html, 'Content-Security-Policy');
    expect(policies).toHaveLength(1);
    const $ = parseHtml(html);
    const [meta] = sourceRanges($, 'head > meta[http-equiv="Content-Security-Policy"]');
    const [firstScript] = sourceRanges($, 'script, link[as="script"]').sort((a, b) => a[0] - b[0]);
    expect(meta![0]).toBeLessThan(firstScript![0]);

    const policy = parsePolicy(policies[0]!);
    expect(policies[0]).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect([policy['default-src'], policy['object-src']]).toEqual([["'self'"], ["'none'"]]);
    // The hash of each distinct inline script, and no other (not for external ones, nor for JSON-LD data blocks).
    const inline = new Set(
      page$(path)('script:not([src]):not([type="application/ld+json"])')
        .toArray()
        .map((script) => sha256Source($(script).text())),
    );
    expect(inline.size).toBeGreaterThan(0);
    expect(policy['script-src']!.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...inline].sort());
    const stripe = STRIPE_PAGES.includes(path);
    expect(policy['script-src']!.includes(STRIPE_ORIGIN)).toBe(stripe);
    expect(policy['frame-src']).toEqual(stripe ? [STRIPE_ORIGIN] : ["'none'"]);
  });
});
