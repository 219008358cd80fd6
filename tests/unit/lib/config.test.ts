/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configVariables, readConfig } from '@/lib/config';

describe('readConfig', () => {
  it('builds and runs on defaults alone', () => {
    const config = readConfig({});
    expect(config.siteUrl).toMatch(/^https:\/\//);
    expect(config.schedulerUrl).toMatch(/^https:\/\//);
    expect(config.loginAuthorizeUrl).toMatch(/^https:\/\//);
    expect(config.portalCallbackUrl).toMatch(/^https:\/\//);
    expect(config.stripePublishableKey).toMatch(/^pk_test_/);
    expect(config.stripePricingTableId).not.toBe(config.stripeTrialTableId);
    expect(config.salesEmail).toContain('@');
    expect(config.testPaymentWebhookUrl).toBeUndefined();
    expect(config.analyticsId).toBeUndefined();
    expect(config.analyticsEnabled).toBe(false);
    expect(config.origin).toBe(config.siteUrl.replace(/\/$/, ''));
  });

  it('takes every NEXT_PUBLIC_* override', () => {
    const config = readConfig({
      NEXT_PUBLIC_BRAND_NAME: 'Acme Claims',
      NEXT_PUBLIC_SITE_URL: 'https://acme.example/',
      NEXT_PUBLIC_SCHEDULER_URL: 'https://meet.acme.example/demo',
      NEXT_PUBLIC_SALES_EMAIL: 'hello@acme.example',
      NEXT_PUBLIC_PHONE: '+1 305 555 0100',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      NEXT_PUBLIC_STRIPE_PRICING_TABLE_ID: 'prctbl_abc',
      NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL: 'https://hooks.acme.example/pay',
      NEXT_PUBLIC_ANALYTICS_ID: 'abc-123',
      NEXT_PUBLIC_SOCIAL_X: 'https://x.com/acme',
    });
    expect(config.brandName).toBe('Acme Claims');
    expect(config.siteUrl).toBe('https://acme.example/');
    expect(config.origin).toBe('https://acme.example');
    expect(config.schedulerUrl).toBe('https://meet.acme.example/demo');
    expect(config.salesEmail).toBe('hello@acme.example');
    expect(config.phone).toBe('+1 305 555 0100');
    expect(config.stripePublishableKey).toBe('pk_live_abc123');
    expect(config.stripePricingTableId).toBe('prctbl_abc');
    expect(config.testPaymentWebhookUrl).toBe('https://hooks.acme.example/pay');
    expect(config.analyticsId).toBe('abc-123');
    expect(config.xUrl).toBe('https://x.com/acme');
  });

  it('switches analytics on for a Vercel deployment or by flag', () => {
    expect(readConfig({ VERCEL: '1' }).analyticsEnabled).toBe(true);
    expect(readConfig({ NEXT_PUBLIC_VERCEL_ANALYTICS: 'true' }).analyticsEnabled).toBe(true);
    expect(readConfig({ NEXT_PUBLIC_VERCEL_ANALYTICS: 'false' }).analyticsEnabled).toBe(false);
  });

  it('lets an optional value be set empty', () => {
    expect(readConfig({ NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL: '' }).testPaymentWebhookUrl).toBeUndefined();
  });

  const failures: [string, string, RegExp][] = [
    ['NEXT_PUBLIC_SITE_URL', 'http://www.example.com', /NEXT_PUBLIC_SITE_URL must be an https:\/\/ URL/],
    ['NEXT_PUBLIC_SCHEDULER_URL', 'calendly.com/demo', /NEXT_PUBLIC_SCHEDULER_URL must be an absolute https:\/\/ URL/],
    ['NEXT_PUBLIC_LOGIN_AUTHORIZE_URL', 'ftp://auth.example', /NEXT_PUBLIC_LOGIN_AUTHORIZE_URL must be an https/],
    ['NEXT_PUBLIC_PORTAL_CALLBACK_URL', 'javascript:alert(1)', /NEXT_PUBLIC_PORTAL_CALLBACK_URL must be an https/],
    ['NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL', 'http://hooks.example', /NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL must be an https/],
    ['NEXT_PUBLIC_SALES_EMAIL', 'sales.example.com', /NEXT_PUBLIC_SALES_EMAIL must be an e-mail address/],
    ['NEXT_PUBLIC_PHONE', 'call us', /NEXT_PUBLIC_PHONE must be a phone number/],
    ['NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'sk_live_secret', /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key/],
    ['NEXT_PUBLIC_STRIPE_TRIAL_TABLE_ID', 'table-1', /NEXT_PUBLIC_STRIPE_TRIAL_TABLE_ID must be a Stripe pricing-table id/],
    ['NEXT_PUBLIC_VERCEL_ANALYTICS', 'yes', /NEXT_PUBLIC_VERCEL_ANALYTICS must be "true" or "false"/],
    ['NEXT_PUBLIC_SOCIAL_LINKEDIN', 'linkedin', /NEXT_PUBLIC_SOCIAL_LINKEDIN must be an absolute https/],
    ['NEXT_PUBLIC_BRAND_NAME', '   ', /NEXT_PUBLIC_BRAND_NAME is set but empty/],
    ['NEXT_PUBLIC_SITE_URL', '', /NEXT_PUBLIC_SITE_URL is set but empty/],
  ];

  it.each(failures)('stops on a malformed %s (%j), naming the variable', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('names every malformed variable at once', () => {
    expect(() => readConfig({ NEXT_PUBLIC_SITE_URL: 'http://a.example', NEXT_PUBLIC_SALES_EMAIL: 'nobody' })).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_SALES_EMAIL/,
    );
  });

  it('names each fault of one environment, each check and each combination, in one error', () => {
    // A build meets exactly this: the root layout reads the config (below), so the first page stops it.
    const bad = {
      NEXT_PUBLIC_SITE_URL: 'http://insecure.example',
      NEXT_PUBLIC_SALES_EMAIL: 'sales.example.com',
      NEXT_PUBLIC_SECURITY_TXT_EXPIRES: '2020-01-01',
      NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot',
    };
    let message = '';
    try {
      readConfig(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [...Object.keys(bad), 'NEXT_PUBLIC_HUBSPOT_PORTAL_ID', 'NEXT_PUBLIC_HUBSPOT_FORM_ID'])
      expect(message).toContain(name);
  });

  it('is read by the root layout, so a malformed value stops `next build` at its first page', () => {
    const layout = readFileSync(join(__dirname, '../../../app/layout.tsx'), 'utf8');
    expect(layout).toMatch(/^import \{[^}]*\bconfig\b[^}]*\} from '@\/lib\/config';$/m);
  });

  it('documents every variable it reads in docs/configuration.md', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/configuration.md'), 'utf8');
    for (const name of configVariables) expect(doc).toContain(name);
  });
});

describe('contact form settings', () => {
  const hubspot = { NEXT_PUBLIC_HUBSPOT_PORTAL_ID: '62515', NEXT_PUBLIC_HUBSPOT_FORM_ID: '78c2891f-ebdd-44c0-bd94-15c012bbbfbf' };

  it('sends nothing by default: no target, JSON format', () => {
    const config = readConfig({});
    expect(config.contactTarget).toBeUndefined();
    expect(config.contactFormat).toBe('json');
  });

  it('posts JSON to any https webhook, Formspree to a Formspree form, HubSpot to the address built from its ids', () => {
    expect(readConfig({ NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://hooks.acme.example/contact' }).contactTarget).toEqual({
      url: 'https://hooks.acme.example/contact',
      format: 'json',
    });
    expect(
      readConfig({ NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://formspree.io/f/xyzabcd', NEXT_PUBLIC_CONTACT_FORMAT: 'formspree' }).contactTarget,
    ).toEqual({ url: 'https://formspree.io/f/xyzabcd', format: 'formspree' });
    expect(readConfig({ NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', ...hubspot }).contactTarget).toEqual({
      url: 'https://api.hsforms.com/submissions/v3/integration/submit/62515/78c2891f-ebdd-44c0-bd94-15c012bbbfbf',
      format: 'hubspot',
    });
  });

  const failures: [string, Record<string, string>, RegExp][] = [
    ['an http endpoint', { NEXT_PUBLIC_CONTACT_ENDPOINT: 'http://hooks.acme.example' }, /NEXT_PUBLIC_CONTACT_ENDPOINT must be an https/],
    ['an unknown format', { NEXT_PUBLIC_CONTACT_FORMAT: 'xml' }, /NEXT_PUBLIC_CONTACT_FORMAT must be one of json, formspree, hubspot/],
    [
      'formspree without an endpoint',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'formspree' },
      /NEXT_PUBLIC_CONTACT_ENDPOINT is required when NEXT_PUBLIC_CONTACT_FORMAT is formspree/,
    ],
    [
      'formspree with another address',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'formspree', NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://hooks.acme.example/f/x' },
      /NEXT_PUBLIC_CONTACT_ENDPOINT must be a Formspree form address/,
    ],
    [
      'hubspot without a portal id',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', NEXT_PUBLIC_HUBSPOT_FORM_ID: hubspot.NEXT_PUBLIC_HUBSPOT_FORM_ID },
      /NEXT_PUBLIC_HUBSPOT_PORTAL_ID is required when NEXT_PUBLIC_CONTACT_FORMAT is hubspot/,
    ],
    [
      'hubspot without a form id',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', NEXT_PUBLIC_HUBSPOT_PORTAL_ID: '62515' },
      /NEXT_PUBLIC_HUBSPOT_FORM_ID is required when NEXT_PUBLIC_CONTACT_FORMAT is hubspot/,
    ],
    [
      'hubspot with an endpoint as well',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', ...hubspot, NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://hooks.acme.example' },
      /NEXT_PUBLIC_CONTACT_ENDPOINT must be unset when NEXT_PUBLIC_CONTACT_FORMAT is hubspot/,
    ],
    [
      'HubSpot ids with the JSON format',
      { ...hubspot },
      /NEXT_PUBLIC_HUBSPOT_PORTAL_ID is set but NEXT_PUBLIC_CONTACT_FORMAT is json, not hubspot/,
    ],
    [
      'a portal id that is not a number',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', ...hubspot, NEXT_PUBLIC_HUBSPOT_PORTAL_ID: 'acme' },
      /NEXT_PUBLIC_HUBSPOT_PORTAL_ID must be a HubSpot portal/,
    ],
    [
      'a form id that is not a GUID',
      { NEXT_PUBLIC_CONTACT_FORMAT: 'hubspot', ...hubspot, NEXT_PUBLIC_HUBSPOT_FORM_ID: 'contact-form' },
      /NEXT_PUBLIC_HUBSPOT_FORM_ID must be a HubSpot form id/,
    ],
  ];

  it.each(failures)('stops on %s, naming the variable', (_, env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });
});

describe('security.txt settings', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('has a reviewed default expiry that builds today, and a mailto: contact', () => {
    const config = readConfig({}, now);
    expect(config.securityContact).toMatch(/^mailto:[^@]+@[^@]+$/);
    expect(Date.parse(config.securityTxtExpiresAt)).toBeGreaterThan(now.getTime());
  });

  it('reads a plain date as the end of that day in UTC, and a time with its offset as that moment', () => {
    expect(readConfig({ NEXT_PUBLIC_SECURITY_TXT_EXPIRES: '2027-03-01' }, now).securityTxtExpiresAt).toBe('2027-03-01T23:59:59.000Z');
    expect(readConfig({ NEXT_PUBLIC_SECURITY_TXT_EXPIRES: '2027-03-01T09:00:00-05:00' }, now).securityTxtExpiresAt).toBe(
      '2027-03-01T14:00:00.000Z',
    );
  });

  it('takes an https contact as well as a mailto: one', () => {
    expect(readConfig({ NEXT_PUBLIC_SECURITY_CONTACT: 'https://acme.example/security/report' }, now).securityContact).toBe(
      'https://acme.example/security/report',
    );
  });

  const failures: [string, string, string, RegExp][] = [
    ['an expiry in the past', 'NEXT_PUBLIC_SECURITY_TXT_EXPIRES', '2026-11-22', /NEXT_PUBLIC_SECURITY_TXT_EXPIRES is in the past/],
    [
      'an expiry that is this very moment',
      'NEXT_PUBLIC_SECURITY_TXT_EXPIRES',
      '2026-11-23T12:00:00Z',
      /NEXT_PUBLIC_SECURITY_TXT_EXPIRES is in the past/,
    ],
    [
      'an expiry over a year ahead',
      'NEXT_PUBLIC_SECURITY_TXT_EXPIRES',
      '2028-01-01',
      /NEXT_PUBLIC_SECURITY_TXT_EXPIRES is more than a year after the build/,
    ],
    ['an expiry that is not a date', 'NEXT_PUBLIC_SECURITY_TXT_EXPIRES', 'next year', /NEXT_PUBLIC_SECURITY_TXT_EXPIRES must be a date/],
    ['a date that does not exist', 'NEXT_PUBLIC_SECURITY_TXT_EXPIRES', '2027-02-30', /NEXT_PUBLIC_SECURITY_TXT_EXPIRES must be a date/],
    [
      'a time without its offset',
      'NEXT_PUBLIC_SECURITY_TXT_EXPIRES',
      '2027-03-01T09:00:00',
      /NEXT_PUBLIC_SECURITY_TXT_EXPIRES must be a date/,
    ],
    [
      'a contact that is a bare address',
      'NEXT_PUBLIC_SECURITY_CONTACT',
      'security@acme.example',
      /NEXT_PUBLIC_SECURITY_CONTACT must be a mailto: address or an https/,
    ],
    [
      'a mailto: without an address',
      'NEXT_PUBLIC_SECURITY_CONTACT',
      'mailto:security',
      /NEXT_PUBLIC_SECURITY_CONTACT must be mailto: followed by an e-mail address/,
    ],
    [
      'an http contact',
      'NEXT_PUBLIC_SECURITY_CONTACT',
      'http://acme.example/security',
      /NEXT_PUBLIC_SECURITY_CONTACT must be a mailto: address or an https/,
    ],
  ];

  it.each(failures)('stops on %s, naming the variable', (_, name, value, message) => {
    expect(() => readConfig({ [name]: value }, now)).toThrow(ConfigError);
    expect(() => readConfig({ [name]: value }, now)).toThrow(message);
  });

  it('stops the build once the default expiry has passed, until someone reviews and moves it', () => {
    const after = new Date(Date.parse(readConfig({}, now).securityTxtExpiresAt) + 1000);
    expect(() => readConfig({}, after)).toThrow(/NEXT_PUBLIC_SECURITY_TXT_EXPIRES is in the past/);
  });
});
