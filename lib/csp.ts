/**
 * The Content-Security-Policy: what each page may load and run, and nothing else.
 *
 * Two policies are enforced together (a resource must pass both):
 * - the response header from `vercel.json` (`HEADER_POLICY`): the directives that are the same on every
 *   page, including `frame-ancestors`, which a `<meta>` cannot carry. It has no `default-src` or
 *   `script-src`, so it never blocks what a page's own policy allows.
 * - a `<meta http-equiv="Content-Security-Policy">` per page (`pagePolicy`), written after the build by
 *   `scripts/csp-meta.mjs`: `'self'` plus the sha256 of each inline script and style the exported HTML
 *   holds, and the third parties that page uses. No `'unsafe-inline'`, no `'unsafe-eval'`.
 */
import { createHash } from 'node:crypto';
import { contactFormPages } from '@/content/contact';
import type { SiteConfig } from './config';

/** The header policy (copied verbatim into vercel.json; a unit test keeps the two equal). */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'";

/** Stripe's pricing-table script and the frame it draws the table in (spec §7: three pages). */
export const STRIPE_ORIGIN = 'https://js.stripe.com';
export const STRIPE_PAGES: readonly string[] = ['/login-signup', '/pricing', '/free-trial'];

/** The page that posts its test payment to the configured webhook (spec §7). */
export const TEST_PAYMENT_PAGE = '/test-payments';

/**
 * Pages that run a Web Worker of our own (the Estimator Checker checks files off the main thread). Workers
 * load from the site's own origin (`worker-src 'self'`); every other page allows none.
 */
export const WORKER_PAGES: readonly string[] = ['/tools/estimator-checker'];

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

/** The inline code of one exported page, as the browser will see it. */
export interface InlineSources {
  /** Text of each inline classic or module `<script>` (data blocks such as JSON-LD excluded). */
  readonly scripts: readonly string[];
  /** Text of each `<style>` element. */
  readonly styles: readonly string[];
  /** Value of each `style="…"` attribute, decoded. */
  readonly styleAttributes: readonly string[];
}

/** A CSP hash source for `text`: `'sha256-…'` over its UTF-8 bytes. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const jsTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=[\\s/>])`, 'i').exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3] ?? '') : undefined;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = /^#x/i.test(ref) ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/** Finds the inline scripts, style elements and style attributes of an HTML document. */
export function inlineSources(html: string): InlineSources {
  const scripts: string[] = [];
  const styles: string[] = [];
  const styleAttributes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const tag = `<script ${match[1] ?? ''}>`;
    const type = (attribute(tag, 'type') ?? '').trim().toLowerCase();
    if (attribute(tag, 'src') !== undefined || !jsTypes.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(match[1] ?? '');
  // Attributes live in tags only: leave out comments and the raw text of scripts and styles first.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [tag] of markup.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const value = attribute(tag, 'style');
    if (value !== undefined) styleAttributes.push(decodeEntities(value));
  }
  return { scripts, styles, styleAttributes };
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
    'img-src': ["'self'"],
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

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;

/**
 * `html` with its page's policy in a `<meta http-equiv="Content-Security-Policy">` right after the charset
 * (before any script), replacing a policy already there. Throws when the page has no head, or a script
 * would come before the policy.
 */
export function withPolicyMeta(html: string, path: string, config: PolicyConfig): { html: string; inline: InlineSources; policy: string } {
  const bare = html.replace(metaPattern, '');
  const inline = inlineSources(bare);
  const policy = serializePolicy(pagePolicy(path, inline, config));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(bare);
  const head = /<head\b[^>]*>/i.exec(bare);
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) throw new Error(`${path}: no <head> to put the Content-Security-Policy in`);
  const firstScript = bare.search(/<script\b|<link\b[^>]*\bas="script"/i);
  if (firstScript !== -1 && firstScript < at) throw new Error(`${path}: a script comes before the policy could`);
  return { html: bare.slice(0, at) + meta + bare.slice(at), inline, policy };
}
