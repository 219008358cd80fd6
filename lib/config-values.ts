/**
 * The kinds of value the configuration takes (lib/config.ts), each a zod schema whose message says what the
 * value must be, and the security.txt expiry's rules.
 */
import { z } from 'zod';
import { contactFormats } from './contact';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `schema` with `message` when `test` refuses the value. */
const checked = (test: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const wrong = test(value);
    if (wrong) ctx.addIssue({ code: 'custom', message: wrong });
  });

function httpsProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute https:// URL';
  }
  return url.protocol === 'https:' && url.hostname !== '' ? undefined : 'must be an https:// URL';
}

const matching = (pattern: RegExp, message: string) => checked((value) => (pattern.test(value) ? undefined : message));

export const kinds = {
  text: z.string(),
  https: checked(httpsProblem),
  email: matching(emailPattern, 'must be an e-mail address like name@example.com'),
  phone: checked((value) =>
    /^\+?[\d\s().-]{7,}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 ? undefined : 'must be a phone number of at least 7 digits',
  ),
  stripeKey: matching(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)'),
  stripeTable: matching(/^prctbl_[A-Za-z0-9]+$/, 'must be a Stripe pricing-table id (prctbl_…)'),
  githubRepo: matching(/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/, 'must be a GitHub repository as owner/name, e.g. claimowl/marketing-site'),
  gitBranch: matching(/^(?!\/)(?!.*\/\/)(?!.*\.\.)[A-Za-z0-9._/-]+(?<!\/)$/, 'must be a git branch name, e.g. main'),
  flag: matching(/^(true|false)$/, 'must be "true" or "false"'),
  contactFormat: checked((value) =>
    (contactFormats as readonly string[]).includes(value) ? undefined : `must be one of ${contactFormats.join(', ')}`,
  ),
  hubspotPortal: matching(/^\d{1,12}$/, 'must be a HubSpot portal (account) id: digits only'),
  uuid: matching(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'must be a HubSpot form id (a GUID like 78c2891f-ebdd-44c0-bd94-15c012bbbfbf)',
  ),
  contactUri: checked((value) => {
    if (value.startsWith('mailto:')) {
      return emailPattern.test(value.slice('mailto:'.length)) ? undefined : 'must be mailto: followed by an e-mail address';
    }
    return httpsProblem(value) ? 'must be a mailto: address or an https:// URL' : undefined;
  }),
  date: checked((value) =>
    parseExpiry(value) ? undefined : 'must be a date (2027-10-31) or a time with its offset (2027-10-31T23:59:59Z)',
  ),
} satisfies Record<string, z.ZodType<string>>;

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
