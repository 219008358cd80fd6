/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The host rules of vercel.json, which the preview server applies as they are. */
interface Rule {
  source: string;
  headers: { key: string; value: string }[];
}
const vercel = JSON.parse(readFileSync(join(__dirname, '../../../../vercel.json'), 'utf8')) as {
  cleanUrls: boolean;
  trailingSlash: boolean;
  redirects: { source: string; destination: string; permanent?: boolean }[];
  headers: Rule[];
};
const rule = (source: string) => vercel.headers.find((r) => r.source === source);
const header = (source: string, key: string) => rule(source)?.headers.find((h) => h.key === key)?.value;

describe('vercel.json', () => {
  it('serves clean URLs without a trailing slash and sends /faqs to /FAQs for good', () => {
    expect(vercel).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(vercel.redirects).toContainEqual({ source: '/faqs', destination: '/FAQs', permanent: true });
  });

  it('sends the security headers on every response', () => {
    expect(header('/(.*)', 'Strict-Transport-Security')).toMatch(/^max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(header('/(.*)', 'Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(header('/(.*)', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header('/(.*)', 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('/(.*)', 'Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(header('/(.*)', 'X-Frame-Options')).toBe('DENY');
    expect(header('/(.*)', 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('caches hashed build assets for a year and everything else (HTML) briefly', () => {
    expect(header('/_next/static/(.*)', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    const html = header('/(.*)', 'Cache-Control') ?? '';
    expect(Number(/max-age=(\d+)/.exec(html)?.[1])).toBeLessThanOrEqual(600);
    // The asset rule comes later, so it wins for /_next/static (later rules override earlier ones).
    expect(vercel.headers.indexOf(rule('/_next/static/(.*)')!)).toBeGreaterThan(vercel.headers.indexOf(rule('/(.*)')!));
  });
});
