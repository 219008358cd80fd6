/**
 * /.well-known/security.txt (RFC 9116), written by `next build` as a static file of the export: a GET route
 * handler forced static runs once at build time, with the same config every page was built with, and `next
 * dev` serves it too. Its expiry was checked by lib/config.ts (a past date stops the build); a date less
 * than 30 days away is reported here so the review can happen before the build starts failing.
 */
import { config } from '@/lib/config';
import { daysUntil, securityTxt } from '@/lib/security';

export const dynamic = 'force-static';

const WARN_DAYS = 30;

export function GET(): Response {
  const left = daysUntil(config.securityTxtExpiresAt, new Date());
  if (left < WARN_DAYS) {
    console.warn(
      `security.txt expires in ${left} days (${config.securityTxtExpiresAt}): review /security and move NEXT_PUBLIC_SECURITY_TXT_EXPIRES forward.`,
    );
  }
  const body = securityTxt({
    origin: config.origin,
    contact: config.securityContact,
    expires: config.securityTxtExpiresAt,
    languages: ['en'],
  });
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
