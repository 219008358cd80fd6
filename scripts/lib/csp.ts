/**
 * The Content-Security-Policy: what each page may load and run, and nothing else.
 *
 * Two policies are enforced together (a resource must pass both):
 * - the response header from `vercel.json` (`HEADER_POLICY`): the directives that are the same on every
 *   page, including `frame-ancestors`, which a `<meta>` cannot carry. It has no `default-src` or
 *   `script-src`, so it never blocks what a page's own policy allows.
 * - a `<meta http-equiv="Content-Security-Policy">` per page (`pagePolicy`), written after the build by
 *   `scripts/postbuild.mjs`: `'self'` plus the sha256 of each inline script and style the exported HTML
 *   holds, and the third parties that page uses. No `'unsafe-inline'`, no `'unsafe-eval'`.
 */
import { createHash } from 'node:crypto';
import { contactFormPages } from '@/content/contact';
import { pricingTablePages } from '@/content/pricing';
import { STRIPE_PRICING_TABLE_SCRIPT } from '@/lib/stripe';
import type { SiteConfig } from '@/lib/config';
import { escapeAttribute, policySources, spliced, type Edit, type InlineSources, type PolicySources } from './html';

/** The header policy (copied verbatim into vercel.json; a unit test keeps the two equal). */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/**
 * The editor's own policy (/admin, scripts/lib/admin.mjs), a header that replaces the one above there (the
 * later rule in vercel.json): its scripts, chunks and fonts from the site; GitHub's API for the repository,
 * its avatars and its status page (the editor warns when GitHub is down); `blob:` and `data:` for the pictures an editor uploads before they are committed. Svelte
 * adds its styles as `<style>` elements at run time, hence `'unsafe-inline'` for styles there, and there
 * only; scripts stay `'self'`.
 */
export const ADMIN_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "media-src 'self' blob:",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Stripe's pricing-table script and the frame it draws the table in, allowed on the pages that embed a
 * table (spec §7: three pages; the records are in `content/pricing.ts`).
 */
export const STRIPE_ORIGIN = new URL(STRIPE_PRICING_TABLE_SCRIPT).origin;
export const STRIPE_PAGES: readonly string[] = pricingTablePages;

/** The page that posts its test payment to the configured webhook (spec §7). */
export const TEST_PAYMENT_PAGE = '/test-payments';

/**
 * Pages that run a Web Worker of our own (the free tools read files off the main thread). Workers
 * load from the site's own origin (`worker-src 'self'`); every other page allows none.
 */
export const WORKER_PAGES: readonly string[] = [
  '/tools/estimator-checker',
  '/tools/estimate-comparison',
  '/tools/policy-highlighter',
  '/tools/claim-summary-builder',
];

/**
 * The pages that carry the contact form (issue 14). Without JavaScript the form is submitted to a `mailto:`
 * address, which `form-action` must allow; with a contact endpoint configured, the form posts to it.
 */
export const CONTACT_FORM_PAGES: readonly string[] = contactFormPages;

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'manifest-src'
  | 'worker-src';

export type Policy = Readonly<Partial<Record<Directive, readonly string[]>>>;

/** A CSP hash source for `text`: `'sha256-…'` over its UTF-8 bytes. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const unique = (values: Iterable<string>) => [...new Set(values)];
const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** The values of config a policy depends on. */
export type PolicyConfig = Pick<SiteConfig, 'analyticsId' | 'vitalsUrl' | 'testPaymentWebhookUrl' | 'contactTarget'>;

/**
 * The policy of one page: only its own origin, the hashes of its inline code, and the outside origins that
 * page talks to — Stripe on the pricing pages, the web-vitals endpoint when an analytics id is configured,
 * the test-payment webhook on the test page when one is configured, on the pages with the contact form
 * its endpoint when one is configured and `mailto:` as a form target (the form's path without JavaScript),
 * and, on the pages that run one, workers from its own origin. Vercel Analytics is served from the site's own
 * origin (`/_vercel/insights/*`), so `'self'` covers it.
 */
export function pagePolicy(path: string, inline: InlineSources, config: PolicyConfig): Policy {
  const stripe = STRIPE_PAGES.includes(path);
  const contactForm = CONTACT_FORM_PAGES.includes(path);
  const styleAttributeHashes = unique(inline.styleAttributes.map(sha256Source));
  const connect = unique(
    [
      "'self'",
      config.analyticsId ? originOf(config.vitalsUrl) : undefined,
      path === TEST_PAYMENT_PAGE ? originOf(config.testPaymentWebhookUrl) : undefined,
      contactForm ? originOf(config.contactTarget?.url) : undefined,
    ].filter((source): source is string => Boolean(source)),
  );
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...unique(inline.scripts.map(sha256Source)), ...(stripe ? [STRIPE_ORIGIN] : [])],
    'style-src': [
      "'self'",
      ...unique(inline.styles.map(sha256Source)),
      ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : []),
    ],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'media-src': ["'self'"],
    'frame-src': stripe ? [STRIPE_ORIGIN] : ["'none'"],
    'worker-src': WORKER_PAGES.includes(path) ? ["'self'"] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': contactForm ? ["'self'", 'mailto:'] : ["'self'"],
  };
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${(sources ?? []).join(' ')}`)
    .join('; ');
}

/** Parses a serialized policy back into directives (for tests and checks). */
export function parsePolicy(text: string): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name.toLowerCase()] ??= sources;
  }
  return policy;
}

/**
 * `html` with its page's policy in a `<meta http-equiv="Content-Security-Policy">` right after the charset
 * (before any script), replacing a policy already there. Throws when the page has no head, or a script
 * would come before the policy. The tag is spliced into the source text: nothing else is re-serialised.
 * `read` is the page as `policySources` read it, when the caller has it already; `edits` are made in the same
 * pass and `scripts` are the inline scripts they add (the post-build's script loader). Also gives the
 * scripts the page loads (the post-build's compile hints use them).
 */
export function withPolicyMeta(
  html: string,
  path: string,
  config: PolicyConfig,
  {
    read = policySources(html),
    edits = [],
    scripts = [],
  }: { read?: PolicySources; edits?: readonly Edit[]; scripts?: readonly string[] } = {},
): { html: string; inline: InlineSources; policy: string; scriptSources: readonly string[] } {
  const { headStart: at, firstScript, scriptSources } = read;
  if (at < 0) throw new Error(`${path}: no <head> to put the Content-Security-Policy in`);
  if (firstScript >= 0 && firstScript < at) throw new Error(`${path}: a script comes before the policy could`);
  const inline = { ...read.inline, scripts: [...read.inline.scripts, ...scripts] };
  const policy = serializePolicy(pagePolicy(path, inline, config));
  const meta = { start: at, end: at, text: `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>` };
  const oldPolicies = read.policies.map(([start, end]) => ({ start, end, text: '' }));
  return { html: spliced(html, [meta, ...oldPolicies, ...edits]), inline, policy, scriptSources };
}
