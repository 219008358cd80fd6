/**
 * The site's one configuration, and the only module that reads `process.env`: one zod schema over the
 * environment (`configSchema`).
 *
 * Every value has a default that builds and runs, and a `NEXT_PUBLIC_*` override. A malformed value stops
 * the build (the first page that imports this module throws) with a message naming the variable.
 */
import { z } from 'zod';
import { checkSecurityTxtExpiry, kinds, parseExpiry } from './config-values';
import { hubspotSubmitUrl, type ContactFormat, type ContactTarget } from './contact';

type Env = Readonly<Record<string, string | undefined>>;

const EMPTY = 'is set but empty; unset it to use the default or give a value';

/**
 * One environment variable, trimmed: unset, it takes `fallback`; set empty, it is unset when optional (no
 * fallback) and an error otherwise; else `kind` checks it.
 */
function variable(kind: z.ZodType<string>, fallback?: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = raw.trim();
      if (value === '') {
        if (fallback === undefined) return undefined; // optional and deliberately left empty
        ctx.issues.push({ code: 'custom', message: EMPTY, input: raw });
        return z.NEVER;
      }
      const result = kind.safeParse(value);
      if (result.success) return value;
      for (const issue of result.error.issues)
        ctx.issues.push({ code: 'custom', message: `${issue.message} (got ${JSON.stringify(value)})`, input: raw });
      return z.NEVER;
    });
}

/** A variable with a default: always a string once read. */
const withDefault = (kind: z.ZodType<string>, fallback: string) =>
  variable(kind, fallback) as unknown as z.ZodType<string, string | undefined>;

const variables = {
  NEXT_PUBLIC_BRAND_NAME: withDefault(kinds.text, 'ClaimOwl'),
  NEXT_PUBLIC_SITE_URL: withDefault(kinds.https, 'https://www.claimowl.ai'),
  NEXT_PUBLIC_SCHEDULER_URL: withDefault(kinds.https, 'https://calendly.com/claimowl/demo'),
  NEXT_PUBLIC_LOGIN_AUTHORIZE_URL: withDefault(kinds.https, 'https://auth.claimowl.ai/oauth2/authorize'),
  NEXT_PUBLIC_LOGIN_CLIENT_ID: withDefault(kinds.text, 'claimowl-marketing-site'),
  NEXT_PUBLIC_PORTAL_CALLBACK_URL: withDefault(kinds.https, 'https://app.claimowl.ai/auth/callback'),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: withDefault(
    kinds.stripeKey,
    'pk_test_51ClaimOwlMarketingSiteDemoKey000000000000000000000000000000000000',
  ),
  NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: withDefault(kinds.stripeTable, 'prctbl_1ClaimOwlPricing0000000'),
  NEXT_PUBLIC_STRIPE_TRIAL_TABLE_ID: withDefault(kinds.stripeTable, 'prctbl_1ClaimOwlFreeTrial000000'),
  NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL: variable(kinds.https),
  NEXT_PUBLIC_ANALYTICS_ID: variable(kinds.text),
  NEXT_PUBLIC_VITALS_URL: withDefault(kinds.https, 'https://vitals.vercel-insights.com/v1/vitals'),
  NEXT_PUBLIC_VERCEL_ANALYTICS: withDefault(kinds.flag, 'false'),
  NEXT_PUBLIC_HQ_ADDRESS: withDefault(kinds.text, '200 East Broward Boulevard, Suite 1800, Fort Lauderdale, FL 33301'),
  NEXT_PUBLIC_SALES_EMAIL: withDefault(kinds.email, 'sales@claimowl.ai'),
  NEXT_PUBLIC_CAREERS_EMAIL: withDefault(kinds.email, 'careers@claimowl.ai'),
  NEXT_PUBLIC_PRIVACY_EMAIL: withDefault(kinds.email, 'privacy@claimowl.ai'),
  NEXT_PUBLIC_PHONE: withDefault(kinds.phone, '+1 (954) 555-0142'),
  /** Where the contact form posts (a generic https webhook or a Formspree form); unset sends nothing. */
  NEXT_PUBLIC_CONTACT_ENDPOINT: variable(kinds.https),
  NEXT_PUBLIC_CONTACT_FORMAT: withDefault(kinds.contactFormat, 'json'),
  NEXT_PUBLIC_HUBSPOT_PORTAL_ID: variable(kinds.hubspotPortal),
  NEXT_PUBLIC_HUBSPOT_FORM_ID: variable(kinds.uuid),
  /** security.txt's Contact and the /security page's disclosure address: a mailto: or https: URI. */
  NEXT_PUBLIC_SECURITY_CONTACT: withDefault(kinds.contactUri, 'mailto:security@claimowl.ai'),
  /**
   * security.txt's Expires (RFC 9116 §2.5.5): a fixed date, reviewed by a person and moved forward on
   * purpose, never derived from the build date (that would keep a stale file looking fresh forever). The
   * build refuses a date in the past or more than a year ahead (`checkSecurityTxtExpiry`).
   */
  NEXT_PUBLIC_SECURITY_TXT_EXPIRES: withDefault(kinds.date, '2027-10-31'),
  /** The editor at /admin (docs/editing.md): the repository it commits to, its branch, and the sign-in helper. */
  NEXT_PUBLIC_CMS_REPO: withDefault(kinds.githubRepo, 'claimowl/marketing-site'),
  NEXT_PUBLIC_CMS_BRANCH: withDefault(kinds.gitBranch, 'main'),
  /** The origin of the GitHub OAuth helper the owners deploy; unset, editors sign in with a personal token. */
  NEXT_PUBLIC_CMS_AUTH_URL: variable(kinds.https),
  NEXT_PUBLIC_SOCIAL_FACEBOOK: withDefault(kinds.https, 'https://www.facebook.com/claimowl'),
  NEXT_PUBLIC_SOCIAL_INSTAGRAM: withDefault(kinds.https, 'https://www.instagram.com/claimowl'),
  NEXT_PUBLIC_SOCIAL_X: withDefault(kinds.https, 'https://x.com/claimowl'),
  NEXT_PUBLIC_SOCIAL_YOUTUBE: withDefault(kinds.https, 'https://www.youtube.com/@claimowl'),
  NEXT_PUBLIC_SOCIAL_LINKEDIN: withDefault(kinds.https, 'https://www.linkedin.com/company/claimowl'),
  /** Set by Vercel on its deployments. */
  VERCEL: z.string().optional(),
};

type Name = keyof typeof variables;
/** A variable that failed its own check holds no string: its combinations are not checked again. */
const wellFormed = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/**
 * The contact form's target from its settings, or the problems of their combination, each naming a variable:
 * - `json` (default): `NEXT_PUBLIC_CONTACT_ENDPOINT` is any https webhook; unset sends nothing.
 * - `formspree`: the endpoint is required and is a Formspree form address (https://formspree.io/f/…).
 * - `hubspot`: the portal and form ids are required and the endpoint stays unset (it is built from them).
 * HubSpot ids with another format are a mistake too: they would be silently ignored.
 */
function contactTargetOf(
  format: ContactFormat,
  endpoint?: string,
  portal?: string,
  form?: string,
): { target?: ContactTarget; errors: [Name, string][] } {
  const errors: [Name, string][] = [];
  if (format === 'hubspot') {
    if (!portal) errors.push(['NEXT_PUBLIC_HUBSPOT_PORTAL_ID', 'is required when NEXT_PUBLIC_CONTACT_FORMAT is hubspot']);
    if (!form) errors.push(['NEXT_PUBLIC_HUBSPOT_FORM_ID', 'is required when NEXT_PUBLIC_CONTACT_FORMAT is hubspot']);
    if (endpoint) {
      errors.push([
        'NEXT_PUBLIC_CONTACT_ENDPOINT',
        'must be unset when NEXT_PUBLIC_CONTACT_FORMAT is hubspot (the address is built from the portal and form ids)',
      ]);
    }
    return portal && form && !endpoint ? { target: { url: hubspotSubmitUrl(portal, form), format }, errors } : { errors };
  }
  if (portal) errors.push(['NEXT_PUBLIC_HUBSPOT_PORTAL_ID', `is set but NEXT_PUBLIC_CONTACT_FORMAT is ${format}, not hubspot`]);
  if (form) errors.push(['NEXT_PUBLIC_HUBSPOT_FORM_ID', `is set but NEXT_PUBLIC_CONTACT_FORMAT is ${format}, not hubspot`]);
  if (format === 'formspree') {
    if (!endpoint) errors.push(['NEXT_PUBLIC_CONTACT_ENDPOINT', 'is required when NEXT_PUBLIC_CONTACT_FORMAT is formspree']);
    else if (!/^https:\/\/formspree\.io\/f\/[A-Za-z0-9]+$/.test(endpoint)) {
      errors.push([
        'NEXT_PUBLIC_CONTACT_ENDPOINT',
        `must be a Formspree form address like https://formspree.io/f/xyzabcd when NEXT_PUBLIC_CONTACT_FORMAT is formspree (got ${JSON.stringify(endpoint)})`,
      ]);
    }
  }
  return errors.length === 0 && endpoint ? { target: { url: endpoint, format }, errors } : { errors };
}

/**
 * The configuration schema: every variable checked on its own, then the combinations (the contact form's
 * settings, the security.txt expiry against the build time `now`), and the values the site reads.
 */
export function configSchema(now: Date) {
  return z
    .object(variables)
    .superRefine(
      (env, ctx) => {
        const contact = [
          env.NEXT_PUBLIC_CONTACT_FORMAT,
          env.NEXT_PUBLIC_CONTACT_ENDPOINT,
          env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID,
          env.NEXT_PUBLIC_HUBSPOT_FORM_ID,
        ];
        if (contact.every(wellFormed)) {
          const [format, endpoint, portal, form] = contact as [ContactFormat, string?, string?, string?];
          for (const [path, message] of contactTargetOf(format, endpoint, portal, form).errors)
            ctx.addIssue({ code: 'custom', path: [path], message });
        }
        const expires = wellFormed(env.NEXT_PUBLIC_SECURITY_TXT_EXPIRES) && parseExpiry(env.NEXT_PUBLIC_SECURITY_TXT_EXPIRES as string);
        const stale = expires && checkSecurityTxtExpiry(expires, now);
        if (stale) ctx.addIssue({ code: 'custom', path: ['NEXT_PUBLIC_SECURITY_TXT_EXPIRES'], message: stale });
      },
      // The combinations are checked even when another variable is malformed, so one build names every fault.
      { when: () => true },
    )
    .transform((env) => ({
      brandName: env.NEXT_PUBLIC_BRAND_NAME,
      siteUrl: env.NEXT_PUBLIC_SITE_URL,
      /** `siteUrl` without a trailing slash, for joining with paths. */
      origin: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
      schedulerUrl: env.NEXT_PUBLIC_SCHEDULER_URL,
      loginAuthorizeUrl: env.NEXT_PUBLIC_LOGIN_AUTHORIZE_URL,
      loginClientId: env.NEXT_PUBLIC_LOGIN_CLIENT_ID,
      portalCallbackUrl: env.NEXT_PUBLIC_PORTAL_CALLBACK_URL,
      stripePublishableKey: env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
      stripePricingTableId: env.NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID,
      stripeTrialTableId: env.NEXT_PUBLIC_STRIPE_TRIAL_TABLE_ID,
      testPaymentWebhookUrl: env.NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL,
      analyticsId: env.NEXT_PUBLIC_ANALYTICS_ID,
      vitalsUrl: env.NEXT_PUBLIC_VITALS_URL,
      vercelAnalytics: env.NEXT_PUBLIC_VERCEL_ANALYTICS,
      /** Whether `@vercel/analytics` is rendered: on a Vercel deployment or when switched on explicitly. */
      analyticsEnabled: env.NEXT_PUBLIC_VERCEL_ANALYTICS === 'true' || env.VERCEL === '1',
      hqAddress: env.NEXT_PUBLIC_HQ_ADDRESS,
      salesEmail: env.NEXT_PUBLIC_SALES_EMAIL,
      careersEmail: env.NEXT_PUBLIC_CAREERS_EMAIL,
      privacyEmail: env.NEXT_PUBLIC_PRIVACY_EMAIL,
      phone: env.NEXT_PUBLIC_PHONE,
      contactEndpoint: env.NEXT_PUBLIC_CONTACT_ENDPOINT,
      contactFormat: env.NEXT_PUBLIC_CONTACT_FORMAT as ContactFormat,
      hubspotPortalId: env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID,
      hubspotFormId: env.NEXT_PUBLIC_HUBSPOT_FORM_ID,
      /** Where the contact form sends and in which shape; `undefined` sends nothing (the `mailto:` path). */
      contactTarget: contactTargetOf(
        env.NEXT_PUBLIC_CONTACT_FORMAT as ContactFormat,
        env.NEXT_PUBLIC_CONTACT_ENDPOINT,
        env.NEXT_PUBLIC_HUBSPOT_PORTAL_ID,
        env.NEXT_PUBLIC_HUBSPOT_FORM_ID,
      ).target,
      securityContact: env.NEXT_PUBLIC_SECURITY_CONTACT,
      securityTxtExpires: env.NEXT_PUBLIC_SECURITY_TXT_EXPIRES,
      /** security.txt's Expires as an ISO 8601 time in UTC. */
      securityTxtExpiresAt: (parseExpiry(env.NEXT_PUBLIC_SECURITY_TXT_EXPIRES) as Date).toISOString(),
      cmsRepo: env.NEXT_PUBLIC_CMS_REPO,
      cmsBranch: env.NEXT_PUBLIC_CMS_BRANCH,
      cmsAuthUrl: env.NEXT_PUBLIC_CMS_AUTH_URL,
      facebookUrl: env.NEXT_PUBLIC_SOCIAL_FACEBOOK,
      instagramUrl: env.NEXT_PUBLIC_SOCIAL_INSTAGRAM,
      xUrl: env.NEXT_PUBLIC_SOCIAL_X,
      youtubeUrl: env.NEXT_PUBLIC_SOCIAL_YOUTUBE,
      linkedinUrl: env.NEXT_PUBLIC_SOCIAL_LINKEDIN,
    }));
}

export type SiteConfig = Readonly<z.output<ReturnType<typeof configSchema>>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks the configuration from `env`. Throws a `ConfigError` that lists every malformed
 * variable by name. `now` is the build time, against which the security.txt expiry is checked: the clock of
 * the machine running the build when this module is first evaluated.
 */
export function readConfig(env: Env, now: Date = new Date()): SiteConfig {
  const input = Object.fromEntries(Object.keys(variables).map((name) => [name, env[name]]));
  const result = configSchema(now).safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
  throw new ConfigError(`Invalid site configuration:\n  - ${errors.join('\n  - ')}`);
}

/** The names of every variable the site reads, for documentation and tests. */
export const configVariables: readonly string[] = Object.keys(variables).filter((name) => name.startsWith('NEXT_PUBLIC_'));

export const config: SiteConfig = readConfig(process.env);

/**
 * The one absolute-URL helper: `pathOrUrl` (a path starting with `/`) on `origin`, this site's by default;
 * an absolute URL passes through. The site root keeps its slash (`https://host/`), as canonical URLs do.
 */
export function absoluteUrl(pathOrUrl: string, origin: string = config.origin): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return pathOrUrl === '/' ? `${origin}/` : `${origin}${pathOrUrl}`;
}
