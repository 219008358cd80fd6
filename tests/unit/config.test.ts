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
    expect(() =>
      readConfig({ NEXT_PUBLIC_SITE_URL: 'http://a.example', NEXT_PUBLIC_SALES_EMAIL: 'nobody' }),
    ).toThrow(/NEXT_PUBLIC_SITE_URL[\s\S]*NEXT_PUBLIC_SALES_EMAIL/);
  });

  it('documents every variable it reads in the README', () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    for (const name of configVariables) expect(readme).toContain(name);
  });
});
