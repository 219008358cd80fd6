/**
 * The site's one configuration, and the only module that reads `process.env`.
 *
 * Every value has a default that builds and runs, and a `NEXT_PUBLIC_*` override. A malformed value stops
 * the build (the first page that imports this module throws) with a message naming the variable.
 */

type Env = Readonly<Record<string, string | undefined>>;

type Kind = 'text' | 'https' | 'email' | 'phone' | 'stripeKey' | 'stripeTable' | 'flag';

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
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'must be an e-mail address like name@example.com';
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
  }
}

/**
 * Reads and checks the configuration from `env`. Throws a `ConfigError` that lists every malformed
 * variable by name.
 */
export function readConfig(env: Env): SiteConfig {
  const errors: string[] = [];
  const values: Record<string, string | undefined> = {};

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
      }
      continue;
    }
    const wrong = problem(setting.kind, value);
    if (wrong) errors.push(`${setting.env} ${wrong} (got ${JSON.stringify(value)})`);
    values[key] = value;
  }

  if (errors.length > 0) {
    throw new ConfigError(`Invalid site configuration:\n  - ${errors.join('\n  - ')}`);
  }

  const siteUrl = values.siteUrl as string;
  return {
    ...(values as { [K in Key]: Value<K> }),
    origin: siteUrl.replace(/\/+$/, ''),
    analyticsEnabled: values.vercelAnalytics === 'true' || env.VERCEL === '1',
  };
}

/** The names of every variable the site reads, for documentation and tests. */
export const configVariables: readonly string[] = Object.values(settings).map((s) => s.env);

export const config: SiteConfig = readConfig(process.env);

/** An absolute URL on this site for `path` (which starts with `/`). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${config.origin}/` : `${config.origin}${path}`;
}
