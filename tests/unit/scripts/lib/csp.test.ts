/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_POLICY,
  HEADER_POLICY,
  pagePolicy,
  parsePolicy,
  serializePolicy,
  sha256Source,
  STRIPE_ORIGIN,
  STRIPE_PAGES,
  WORKER_PAGES,
  CONTACT_FORM_PAGES,
  withPolicyMeta,
} from '@/scripts/lib/csp';
import { inlineSources } from '../../../html';
import { products } from '@/content/products';
import { audiences } from '@/content/audiences';
import { sitePages } from '../../../site-pages';

const html = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<script>self.__next_f=self.__next_f||[]</script>
<script type="module">import("/x.js")</script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<style>.a{color:red}</style>
</head><body><!-- <p style="ignored"> -->
<div style="width:50%;content:&quot;x&quot;">a</div><p data-style="no">b</p>
<script>self.__next_f.push([1,"<div style=\\"inside a script\\">"])</script>
</body></html>`;

const noConfig = {
  analyticsId: undefined,
  vitalsUrl: 'https://vitals.vercel-insights.com/v1/vitals',
  testPaymentWebhookUrl: undefined,
  contactTarget: undefined,
};

describe('inline code of a page', () => {
  const found = inlineSources(html);

  it('hashes inline classic and module scripts, not external scripts or JSON-LD data blocks', () => {
    expect(found.scripts).toEqual([
      'self.__next_f=self.__next_f||[]',
      'import("/x.js")',
      'self.__next_f.push([1,"<div style=\\"inside a script\\">"])',
    ]);
  });

  it('finds style elements and style attributes (decoded as the browser reads them), not text inside scripts or comments', () => {
    expect(found.styles).toEqual(['.a{color:red}']);
    expect(found.styleAttributes).toEqual(['width:50%;content:"x"']);
  });

  it('hashes with sha256 over UTF-8, in CSP source syntax', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('the policy tag in a page', () => {
  const tag = (page: string) => page.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/g) ?? [];

  it('goes right after the charset, before any script, and leaves every other byte as it was', () => {
    const { html: written, policy } = withPolicyMeta(html, '/FAQs', noConfig);
    expect(tag(written)).toHaveLength(1);
    const at = written.indexOf('<meta http-equiv');
    expect(written.slice(0, at)).toBe(html.slice(0, at));
    expect(written.slice(0, at).endsWith('<meta charSet="utf-8"/>')).toBe(true);
    expect(written.slice(at + tag(written)[0]!.length)).toBe(html.slice(at));
    expect(parsePolicy(policy)['script-src']).toContain(sha256Source('import("/x.js")'));
  });

  it('replaces the policy already there when run again', () => {
    const once = withPolicyMeta(html, '/FAQs', noConfig).html;
    expect(withPolicyMeta(once, '/FAQs', noConfig).html).toBe(once);
  });

  it('goes first in a head without a charset, and refuses a page where it cannot come before every script', () => {
    expect(withPolicyMeta('<html><head><title>x</title></head></html>', '/x', noConfig).html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/,
    );
    expect(() => withPolicyMeta('<p>no head</p>', '/x', noConfig)).toThrow('/x: no <head>');
    expect(() => withPolicyMeta('<html><head><script>a()</script><meta charset="utf-8"></head></html>', '/x', noConfig)).toThrow(
      '/x: a script comes before',
    );
  });
});

describe('the policy of a page', () => {
  const inline = inlineSources(html);

  it('allows its own origin and exactly its inline code: no unsafe-inline, no unsafe-eval', () => {
    const policy = pagePolicy('/FAQs', inline, noConfig);
    const text = serializePolicy(policy);
    expect(text).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", ...inline.scripts.map(sha256Source)]);
    expect(policy['style-src']).toEqual([
      "'self'",
      sha256Source('.a{color:red}'),
      "'unsafe-hashes'",
      sha256Source('width:50%;content:"x"'),
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(parsePolicy(text)).toEqual(policy);
  });

  it('needs no unsafe-hashes when the page has no style attributes', () => {
    expect(pagePolicy('/', { scripts: [], styles: [], styleAttributes: [] }, noConfig)['style-src']).toEqual(["'self'"]);
  });

  it('lets the Stripe pricing-table script and frame in on the three pricing pages only', () => {
    expect([...STRIPE_PAGES].sort()).toEqual(['/free-trial', '/login-signup', '/pricing']);
    for (const route of sitePages) {
      const policy = pagePolicy(route.path, inline, noConfig);
      const stripe = STRIPE_PAGES.includes(route.path);
      expect([route.path, policy['script-src']?.includes(STRIPE_ORIGIN), policy['frame-src']?.includes(STRIPE_ORIGIN)]).toEqual([
        route.path,
        stripe,
        stripe,
      ]);
    }
  });

  it('lets the web-vitals beacon reach its endpoint only when an analytics id is configured', () => {
    expect(pagePolicy('/', inline, noConfig)['connect-src']).toEqual(["'self'"]);
    expect(pagePolicy('/', inline, { ...noConfig, analyticsId: 'abc' })['connect-src']).toEqual([
      "'self'",
      'https://vitals.vercel-insights.com',
    ]);
  });

  it('lets the Estimator Checker start workers from its own origin, keeps it talking to its own origin only, and allows no worker elsewhere', () => {
    expect(WORKER_PAGES.length).toBeGreaterThan(0);
    const checker = pagePolicy(WORKER_PAGES[0]!, inline, noConfig);
    expect(checker['worker-src']).toEqual(["'self'"]);
    expect(checker['connect-src']).toEqual(["'self'"]);
    expect(checker['script-src']?.[0]).toBe("'self'");
    for (const route of sitePages.filter((page) => !WORKER_PAGES.includes(page.path))) {
      expect([route.path, pagePolicy(route.path, inline, noConfig)['worker-src']]).toEqual([route.path, ["'none'"]]);
    }
  });

  it('lets the test-payment form post to its webhook only on /test-payments, and only when one is configured', () => {
    const configured = { ...noConfig, testPaymentWebhookUrl: 'https://hooks.example.com/pay' };
    expect(pagePolicy('/test-payments', inline, configured)['connect-src']).toEqual(["'self'", 'https://hooks.example.com']);
    expect(pagePolicy('/pricing', inline, configured)['connect-src']).toEqual(["'self'"]);
    expect(pagePolicy('/test-payments', inline, noConfig)['connect-src']).toEqual(["'self'"]);
  });

  it('carries the contact form on /contact-us and every product and audience page', () => {
    expect([...CONTACT_FORM_PAGES].sort()).toEqual(['/contact-us', ...products.map((p) => p.path), ...audiences.map((a) => a.path)].sort());
    expect(CONTACT_FORM_PAGES).toHaveLength(10);
  });

  it('lets the contact form fall back to mailto: on its pages only, endpoint or not', () => {
    for (const route of sitePages) {
      const policy = pagePolicy(route.path, inline, noConfig);
      const form = CONTACT_FORM_PAGES.includes(route.path);
      expect([route.path, policy['form-action']]).toEqual([route.path, form ? ["'self'", 'mailto:'] : ["'self'"]]);
    }
  });

  it('lets the contact form post to exactly the configured endpoint’s origin, on its pages only, and only when set', () => {
    const configured = { ...noConfig, contactTarget: { url: 'https://leads.example.com/hooks/contact?x=1', format: 'json' as const } };
    for (const route of sitePages) {
      const expected = CONTACT_FORM_PAGES.includes(route.path) ? ["'self'", 'https://leads.example.com'] : ["'self'"];
      expect([route.path, pagePolicy(route.path, inline, configured)['connect-src']]).toEqual([route.path, expected]);
      expect([route.path, pagePolicy(route.path, inline, noConfig)['connect-src']]).toEqual([route.path, ["'self'"]]);
    }
    const hubspot = {
      ...noConfig,
      contactTarget: { url: 'https://api.hsforms.com/submissions/v3/integration/submit/1/2', format: 'hubspot' as const },
    };
    expect(pagePolicy('/contact-us', inline, hubspot)['connect-src']).toEqual(["'self'", 'https://api.hsforms.com']);
  });
});

describe('the header policy', () => {
  const vercel = JSON.parse(readFileSync(join(__dirname, '../../../../vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };

  it('is the one in vercel.json, with the editor’s own at /admin', () => {
    const bySource = vercel.headers.flatMap((rule) =>
      rule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => [rule.source, h.value]),
    );
    expect(bySource).toEqual([
      ['/(.*)', HEADER_POLICY],
      ['/admin/:path*', ADMIN_POLICY],
    ]);
  });

  it('keeps the editor’s policy to itself: no inline or evaluated script, and framed by no one', () => {
    const admin = parsePolicy(ADMIN_POLICY);
    expect(admin['script-src']).toEqual(["'self'"]);
    expect(admin['frame-ancestors']).toEqual(["'none'"]);
    expect(admin['object-src']).toEqual(["'none'"]);
  });

  it('carries frame-ancestors, which a meta tag cannot, and nothing that could block what a page policy allows', () => {
    const header = parsePolicy(HEADER_POLICY);
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    for (const directive of ['default-src', 'script-src', 'style-src', 'connect-src', 'img-src', 'frame-src', 'font-src']) {
      expect([directive, header[directive]]).toEqual([directive, undefined]);
    }
    // What the header does restrict, every page restricts the same way.
    const page = pagePolicy('/pricing', inlineSources(html), noConfig);
    for (const [directive, sources] of Object.entries(header)) {
      if (directive !== 'frame-ancestors') expect(page[directive as keyof typeof page]).toEqual(sources);
    }
  });
});
