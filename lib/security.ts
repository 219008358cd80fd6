/**
 * /security and /.well-known/security.txt: the RFC 9116 file built from config, and the checks on the
 * owner-supplied lists of content/security.ts (a blank field stops the build naming the file and field).
 */

/** Where security.txt lives (RFC 9116 §3) and the page its Policy field points at. */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
export const SECURITY_POLICY_PATH = '/security';
/** The anchor of the disclosure section on /security. */
export const DISCLOSURE_ANCHOR = 'disclosure';

export interface SecurityTxtInput {
  /** The site origin without a trailing slash, e.g. https://www.claimowl.ai. */
  readonly origin: string;
  /** A `mailto:` or `https:` URI (RFC 9116 §2.5.3). */
  readonly contact: string;
  /** The expiry as an ISO 8601 time in UTC (RFC 9116 §2.5.5). */
  readonly expires: string;
  readonly languages: readonly string[];
}

/**
 * The text of security.txt (RFC 9116): Contact, Expires, Preferred-Languages, Canonical and Policy, one
 * field per line, CRLF-free (LF is allowed), ending in a newline. Not signed: an OpenPGP signature would
 * need a key the build does not hold.
 */
export function securityTxt({ origin, contact, expires, languages }: SecurityTxtInput): string {
  return [
    `# Security contact for ${origin}. How we handle claim data and how to report a vulnerability: ${origin}${SECURITY_POLICY_PATH}`,
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    `Policy: ${origin}${SECURITY_POLICY_PATH}#${DISCLOSURE_ANCHOR}`,
    '',
  ].join('\n');
}

/** Days from `now` until `expires`, rounded down. */
export function daysUntil(expires: string, now: Date): number {
  return Math.floor((Date.parse(expires) - now.getTime()) / 86_400_000);
}

/** How a `mailto:` or `https:` contact reads on the page: the address, or the URL. */
export function contactText(contact: string): string {
  return contact.startsWith('mailto:') ? contact.slice('mailto:'.length) : contact;
}

/** Which fields of an owner-supplied entry are required, and which hold an address or a date. */
export interface EntryRules<T> {
  readonly required: readonly (keyof T & string)[];
  readonly urls?: readonly (keyof T & string)[];
  /** YYYY-MM-DD dates that must not have passed at build time (an expired certification is not held). */
  readonly validUntil?: readonly (keyof T & string)[];
}

/**
 * Checks an owner-supplied list: every entry has each required field as non-blank text; each optional field
 * that is present is non-blank, an https address for URL fields, and a date not yet passed for expiry
 * fields. Returns the list; throws naming `where[index].field` otherwise.
 */
export function checkOwnerEntries<T extends object>(
  where: string,
  entries: readonly T[],
  rules: EntryRules<T>,
  now: Date = new Date(),
): readonly T[] {
  entries.forEach((entry, index) => {
    const record = entry as Record<string, unknown>;
    const name = (field: string) => `${where}[${index}].${field}`;
    for (const field of rules.required) {
      const value = record[field];
      if (typeof value !== 'string' || value.trim() === '') throw new Error(`${name(field)} is empty: fill it in or remove the entry`);
    }
    for (const [field, value] of Object.entries(record)) {
      if (value === undefined) continue;
      if (typeof value !== 'string' || value.trim() === '') throw new Error(`${name(field)} is empty: fill it in or leave it out`);
      if ((rules.urls as readonly string[] | undefined)?.includes(field) && !/^https:\/\/[^\s/]+/.test(value)) {
        throw new Error(`${name(field)} must be an https:// address (got ${JSON.stringify(value)})`);
      }
      if ((rules.validUntil as readonly string[] | undefined)?.includes(field)) {
        const end = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T23:59:59Z`) : Number.NaN;
        if (Number.isNaN(end)) throw new Error(`${name(field)} must be a date like 2027-06-30 (got ${JSON.stringify(value)})`);
        if (end < now.getTime()) throw new Error(`${name(field)} ${value} has passed: renew the entry or remove it`);
      }
    }
  });
  return entries;
}
