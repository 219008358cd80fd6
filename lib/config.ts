/**
 * The site's one configuration, and the only module that reads `process.env`.
 *
 * Every value has a default that builds and runs, and a `NEXT_PUBLIC_*` override. A malformed value stops
 * the build (the first page that imports this module throws) with a message naming the variable.
 */

import { contactFormats, hubspotSubmitUrl, type ContactFormat, type ContactTarget } from './contact';

type Env = Readonly<Record<string, string | undefined>>;

type Kind =
  | 'text'
  | 'https'
  | 'email'
  | 'phone'
  | 'stripeKey'
  | 'stripeTable'
  | 'flag'
  | 'contactFormat'
  | 'hubspotPortal'
  | 'uuid'
  | 'contactUri'
  | 'date';

interface Setting {
  /** The environment variable that overrides the default. */
  readonly env: string;
  readonly kind: Kind;
  /** `undefined` marks an optional setting that is unset by default. */
  readonly fallback: string | undefined;
}

const settings = {
  brandName: { env: 'NEXT_PUBLIC_BRAND_NAME', kind: 'text', fallback: 'ClaimOwl' },
  siteUrl: { env: 'NEXT_PUBLIC_SITE_URL', kind: 'https', fallback: 'https://www.claimowl.ai' },
  schedulerUrl: { env: 'NEXT_PUBLIC_SCHEDULER_URL', kind: 'https', fallback: 'https://calendly.com/claimowl/demo' },
  loginAuthorizeUrl: {
    env: 'NEXT_PUBLIC_LOGIN_AUTHORIZE_URL',
    kind: 'https',
    fallback: 'https://auth.claimowl.ai/oauth2/authorize',
  },
  loginClientId: { env: 'NEXT_PUBLIC_LOGIN_CLIENT_ID', kind: 'text', fallback: 'claimowl-marketing-site' },
  portalCallbackUrl: {
    env: 'NEXT_PUBLIC_PORTAL_CALLBACK_URL',
    kind: 'https',
    fallback: 'https://app.claimowl.ai/auth/callback',
  },
  stripePublishableKey: {
    env: 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
    kind: 'stripeKey',
    fallback: 'pk_test_51ClaimOwlMarketingSiteDemoKey000000000000000000000000000000000000',
  },
  stripePricingTableId: {
    env: 'NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID',
    kind: 'stripeTable',
    fallback: 'prctbl_1ClaimOwlPricing0000000',
  },
  stripeTrialTableId: {
    env: 'NEXT_PUBLIC_STRIPE_TRIAL_TABLE_ID',
    kind: 'stripeTable',
    fallback: 'prctbl_1ClaimOwlFreeTrial000000',
  },
  testPaymentWebhookUrl: { env: 'NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL', kind: 'https', fallback: undefined },
  analyticsId: { env: 'NEXT_PUBLIC_ANALYTICS_ID', kind: 'text', fallback: undefined },
  vitalsUrl: {
    env: 'NEXT_PUBLIC_VITALS_URL',
    kind: 'https',
    fallback: 'https://vitals.vercel-insights.com/v1/vitals',
  },
  vercelAnalytics: { env: 'NEXT_PUBLIC_VERCEL_ANALYTICS', kind: 'flag', fallback: 'false' },
  hqAddress: {
    env: 'NEXT_PUBLIC_HQ_ADDRESS',
    kind: 'text',
    fallback: '200 East Broward Boulevard, Suite 1800, Fort Lauderdale, FL 33301',
  },
  salesEmail: { env: 'NEXT_PUBLIC_SALES_EMAIL', kind: 'email', fallback: 'sales@claimowl.ai' },
  careersEmail: { env: 'NEXT_PUBLIC_CAREERS_EMAIL', kind: 'email', fallback: 'careers@claimowl.ai' },
  privacyEmail: { env: 'NEXT_PUBLIC_PRIVACY_EMAIL', kind: 'email', fallback: 'privacy@claimowl.ai' },
  phone: { env: 'NEXT_PUBLIC_PHONE', kind: 'phone', fallback: '+1 (954) 555-0142' },
  /** Where the contact form posts (a generic https webhook or a Formspree form); unset sends nothing. */
  contactEndpoint: { env: 'NEXT_PUBLIC_CONTACT_ENDPOINT', kind: 'https', fallback: undefined },
  contactFormat: { env: 'NEXT_PUBLIC_CONTACT_FORMAT', kind: 'contactFormat', fallback: 'json' },
  hubspotPortalId: { env: 'NEXT_PUBLIC_HUBSPOT_PORTAL_ID', kind: 'hubspotPortal', fallback: undefined },
  hubspotFormId: { env: 'NEXT_PUBLIC_HUBSPOT_FORM_ID', kind: 'uuid', fallback: undefined },
  /** security.txt's Contact and the /security page's disclosure address: a mailto: or https: URI. */
  securityContact: { env: 'NEXT_PUBLIC_SECURITY_CONTACT', kind: 'contactUri', fallback: 'mailto:security@claimowl.ai' },
  /**
   * security.txt's Expires (RFC 9116 §2.5.5): a fixed date, reviewed by a person and moved forward on
   * purpose, never derived from the build date (that would keep a stale file looking fresh forever). The
   * build refuses a date in the past or more than a year ahead; see `checkSecurityTxtExpiry`.
   */
  securityTxtExpires: { env: 'NEXT_PUBLIC_SECURITY_TXT_EXPIRES', kind: 'date', fallback: '2027-10-31' },
  facebookUrl: { env: 'NEXT_PUBLIC_SOCIAL_FACEBOOK', kind: 'https', fallback: 'https://www.facebook.com/claimowl' },
  instagramUrl: { env: 'NEXT_PUBLIC_SOCIAL_INSTAGRAM', kind: 'https', fallback: 'https://www.instagram.com/claimowl' },
  xUrl: { env: 'NEXT_PUBLIC_SOCIAL_X', kind: 'https', fallback: 'https://x.com/claimowl' },
  youtubeUrl: { env: 'NEXT_PUBLIC_SOCIAL_YOUTUBE', kind: 'https', fallback: 'https://www.youtube.com/@claimowl' },
  linkedinUrl: {
    env: 'NEXT_PUBLIC_SOCIAL_LINKEDIN',
    kind: 'https',
    fallback: 'https://www.linkedin.com/company/claimowl',
  },
} as const satisfies Record<string, Setting>;

type Settings = typeof settings;
type Key = keyof Settings;
type Value<K extends Key> = Settings[K]['fallback'] extends string ? string : string | undefined;

export type SiteConfig = { readonly [K in Key]: Value<K> } & {
  /** `siteUrl` without a trailing slash, for joining with paths. */
  readonly origin: string;
  /** Whether `@vercel/analytics` is rendered: on a Vercel deployment or when switched on explicitly. */
  readonly analyticsEnabled: boolean;
  /** Where the contact form sends and in which shape; `undefined` sends nothing (the `mailto:` path). */
  readonly contactTarget: ContactTarget | undefined;
  /** security.txt's Expires as an ISO 8601 time in UTC. */
  readonly securityTxtExpiresAt: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Returns what is wrong with `value` for a setting of `kind`, or `undefined` when it is fine. */
function problem(kind: Kind, value: string): string | undefined {
  switch (kind) {
    case 'text':
      return undefined;
    case 'https': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return 'must be an absolute https:// URL';
      }
      return url.protocol === 'https:' && url.hostname !== '' ? undefined : 'must be an https:// URL';
    }
    case 'email':
      return emailPattern.test(value) ? undefined : 'must be an e-mail address like name@example.com';
    case 'phone':
      return /^\+?[\d\s().-]{7,}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7
        ? undefined
        : 'must be a phone number of at least 7 digits';
    case 'stripeKey':
      return /^pk_(test|live)_[A-Za-z0-9]+$/.test(value) ? undefined : 'must be a Stripe publishable key (pk_test_… or pk_live_…)';
    case 'stripeTable':
      return /^prctbl_[A-Za-z0-9]+$/.test(value) ? undefined : 'must be a Stripe pricing-table id (prctbl_…)';
    case 'flag':
      return value === 'true' || value === 'false' ? undefined : 'must be "true" or "false"';
    case 'contactFormat':
      return (contactFormats as readonly string[]).includes(value) ? undefined : `must be one of ${contactFormats.join(', ')}`;
    case 'hubspotPortal':
      return /^\d{1,12}$/.test(value) ? undefined : 'must be a HubSpot portal (account) id: digits only';
    case 'uuid':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
        ? undefined
        : 'must be a HubSpot form id (a GUID like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf)';
    case 'contactUri':
      if (value.startsWith('mailto:')) {
        return emailPattern.test(value.slice('mailto:'.length)) ? undefined : 'must be mailto: followed by an e-mail address';
      }
      return problem('https', value) ? 'must be a mailto: address or an https:// URL' : undefined;
    case 'date':
      return parseExpiry(value) ? undefined : 'must be a date (2027-10-31) or a time with its offset (2027-10-31T23:59:59Z)';
  }
}

/**
 * A security.txt expiry as a moment: a plain date means the end of that day in UTC; a time must carry its
 * offset (`Z` or `±hh:mm`), so it cannot mean different moments on different machines.
 */
export function parseExpiry(value: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const text = day ? `${value}T23:59:59Z` : value;
  if (!day && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return undefined;
  // `new Date` rolls 2027-02-30 over to March; a date that does not exist is a typo.
  if (day && date.toISOString().slice(0, 10) !== value) return undefined;
  return date;
}

/** RFC 9116 §2.5.5 recommends an expiry less than a year ahead, so the file is looked at at least yearly. */
export const SECURITY_TXT_MAX_DAYS = 366;

/**
 * What is wrong with a security.txt expiry at build time `now`: in the past (the file would tell
 * researchers not to trust it), or more than a year ahead.
 */
export function checkSecurityTxtExpiry(expires: Date, now: Date): string | undefined {
  if (expires.getTime() <= now.getTime()) {
    return `is in the past (${expires.toISOString()}, build time ${now.toISOString()}): review the security contact and /security, then move the date forward`;
  }
  if (expires.getTime() - now.getTime() > SECURITY_TXT_MAX_DAYS * 86_400_000) {
    return `is more than a year after the build (${expires.toISOString()}); RFC 9116 asks for less than a year`;
  }
  return undefined;
}

/**
 * The contact form's target from its settings, or the problems of their combination, each naming a variable:
 * - `json` (default): `NEXT_PUBLIC_CONTACT_ENDPOINT` is any https webhook; unset sends nothing.
 * - `formspree`: the endpoint is required and is a Formspree form address (https://formspree.io/f/…).
 * - `hubspot`: the portal and form ids are required and the endpoint stays unset (it is built from them).
 * HubSpot ids with another format are a mistake too: they would be silently ignored.
 */
function contactTargetOf(values: Record<string, string | undefined>): { target?: ContactTarget; errors: string[] } {
  const format = values.contactFormat as ContactFormat;
  const { contactEndpoint: endpoint, hubspotPortalId: portal, hubspotFormId: form } = values;
  const errors: string[] = [];
  const name = (key: keyof typeof settings) => settings[key].env;
  if (format === 'hubspot') {
    if (!portal) errors.push(`${name('hubspotPortalId')} is required when ${name('contactFormat')} is hubspot`);
    if (!form) errors.push(`${name('hubspotFormId')} is required when ${name('contactFormat')} is hubspot`);
    if (endpoint) {
      errors.push(
        `${name('contactEndpoint')} must be unset when ${name('contactFormat')} is hubspot (the address is built from the portal and form ids)`,
      );
    }
    return portal && form && !endpoint ? { target: { url: hubspotSubmitUrl(portal, form), format }, errors } : { errors };
  }
  for (const key of ['hubspotPortalId', 'hubspotFormId'] as const) {
    if (values[key]) errors.push(`${name(key)} is set but ${name('contactFormat')} is ${format}, not hubspot`);
  }
  if (format === 'formspree') {
    if (!endpoint) errors.push(`${name('contactEndpoint')} is required when ${name('contactFormat')} is formspree`);
    else if (!/^https:\/\/formspree\.io\/f\/[A-Za-z0-9]+$/.test(endpoint)) {
      errors.push(
        `${name('contactEndpoint')} must be a Formspree form address like https://formspree.io/f/xyzabcd when ${name('contactFormat')} is formspree (got ${JSON.stringify(endpoint)})`,
      );
    }
  }
  return errors.length === 0 && endpoint ? { target: { url: endpoint, format }, errors } : { errors };
}

/**
 * Reads and checks the configuration from `env`. Throws a `ConfigError` that lists every malformed
 * variable by name. `now` is the build time, against which the security.txt expiry is checked: the clock of
 * the machine running the build when this module is first evaluated.
 */
export function readConfig(env: Env, now: Date = new Date()): SiteConfig {
  const errors: string[] = [];
  const values: Record<string, string | undefined> = {};
  const malformed = new Set<Key>();

  for (const [key, setting] of Object.entries(settings) as [Key, Setting][]) {
    const raw = env[setting.env];
    if (raw === undefined) {
      values[key] = setting.fallback;
      continue;
    }
    const value = raw.trim();
    if (value === '') {
      if (setting.fallback === undefined) {
        values[key] = undefined; // optional and deliberately left empty
      } else {
        errors.push(`${setting.env} is set but empty; unset it to use the default or give a value`);
        malformed.add(key);
      }
      continue;
    }
    const wrong = problem(setting.kind, value);
    if (wrong) {
      errors.push(`${setting.env} ${wrong} (got ${JSON.stringify(value)})`);
      malformed.add(key);
    }
    values[key] = value;
  }

  // The combination is checked once each of its settings is well-formed on its own.
  const contactKeys = ['contactEndpoint', 'contactFormat', 'hubspotPortalId', 'hubspotFormId'] as const;
  const contact = contactKeys.some((key) => malformed.has(key)) ? { errors: [] } : contactTargetOf(values);
  errors.push(...contact.errors);
  const expires = parseExpiry(values.securityTxtExpires as string);
  const stale = expires && checkSecurityTxtExpiry(expires, now);
  if (stale) errors.push(`${settings.securityTxtExpires.env} ${stale}`);

  if (errors.length > 0) {
    throw new ConfigError(`Invalid site configuration:\n  - ${errors.join('\n  - ')}`);
  }

  const siteUrl = values.siteUrl as string;
  return {
    ...(values as { [K in Key]: Value<K> }),
    origin: siteUrl.replace(/\/+$/, ''),
    analyticsEnabled: values.vercelAnalytics === 'true' || env.VERCEL === '1',
    contactTarget: contact.target,
    securityTxtExpiresAt: (expires as Date).toISOString(),
  };
}

/** The names of every variable the site reads, for documentation and tests. */
export const configVariables: readonly string[] = Object.values(settings).map((s) => s.env);

export const config: SiteConfig = readConfig(process.env);

/** An absolute URL on this site for `path` (which starts with `/`). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${config.origin}/` : `${config.origin}${path}`;
}
