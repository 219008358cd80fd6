/**
 * What keeps a message from being lost or abused: the pre-filled `mailto:` fallback, the draft kept in
 * sessionStorage with its idempotency key, and the spam checks. Pure.
 */
import { contactTopics, contactRoles, contactFields, isOneOf, type ContactTopic, type ContactRole, type ContactValues } from './fields';
import { fillTemplate } from '../template';
import { mailtoHref } from '../mailto';

/** Labels the `mailto:` fallback writes the message with (from `content/contact.ts`). */
export interface MailtoLabels {
  /** `{topic}` and `{company}` are filled in. */
  readonly subject: string;
  readonly fields: {
    readonly name: string;
    readonly email: string;
    readonly company: string;
    readonly role: string;
    readonly topic: string;
  };
  readonly roles: Readonly<Record<ContactRole, string>>;
  readonly topics: Readonly<Record<ContactTopic, string>>;
}

/**
 * A `mailto:` link to `address` with the visitor's message pre-filled: a subject naming the topic and
 * company, then name, e-mail, company, role and topic, a blank line and the message. Lines end in CRLF as
 * RFC 6068 asks.
 */
export function contactMailto(address: string, values: ContactValues, labels: MailtoLabels): string {
  const role = isOneOf(contactRoles, values.role) ? labels.roles[values.role] : values.role;
  const topic = isOneOf(contactTopics, values.topic) ? labels.topics[values.topic] : values.topic;
  const subject = fillTemplate(labels.subject, { topic, company: values.company.trim() }).trim();
  const lines = [
    `${labels.fields.name}: ${values.name.trim()}`,
    `${labels.fields.email}: ${values.email.trim()}`,
    `${labels.fields.company}: ${values.company.trim()}`,
    `${labels.fields.role}: ${role}`,
    `${labels.fields.topic}: ${topic}`,
    '',
    values.message.trim(),
  ];
  return mailtoHref(address, { subject, body: lines.join('\r\n') });
}

/** The sessionStorage key of the draft: one draft for the whole site, so it follows the visitor between forms. */
export const DRAFT_KEY = 'contact-draft';

/** What is kept between reloads: the typed values, when typing started, and the key of a send in progress. */
export interface ContactDraft {
  readonly values: Partial<ContactValues>;
  /** Epoch milliseconds when the visitor started on this message (for the minimum fill time). */
  readonly startedAt: number;
  /** The idempotency key of a send that has not succeeded yet, and the message it was made for. */
  readonly pending?: { readonly key: string; readonly fingerprint: string };
}

/** Reads a stored draft; anything malformed (another version, edited by hand) counts as no draft. */
export function parseDraft(text: string | null): ContactDraft | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { values, startedAt, pending } = raw as Record<string, unknown>;
  if (typeof values !== 'object' || values === null || typeof startedAt !== 'number') return undefined;
  const kept: Record<string, string | boolean> = {};
  for (const field of contactFields) {
    const value = (values as Record<string, unknown>)[field];
    if (field === 'consent' ? typeof value === 'boolean' : typeof value === 'string') kept[field] = value as string | boolean;
  }
  const key = (pending as { key?: unknown } | undefined)?.key;
  const fingerprint = (pending as { fingerprint?: unknown } | undefined)?.fingerprint;
  return {
    values: kept as Partial<ContactValues>,
    startedAt,
    ...(typeof key === 'string' && typeof fingerprint === 'string' ? { pending: { key, fingerprint } } : {}),
  };
}

/** The message as sent, for telling whether a retry is the same message. */
export function fingerprint(values: ContactValues): string {
  return JSON.stringify(
    contactFields.map((field) => (typeof values[field] === 'string' ? (values[field] as string).trim() : values[field])),
  );
}

/**
 * The idempotency key for sending `values`: the pending key when it was made for this very message (a retry,
 * also after a reload), otherwise a new one. A message edited after a failure is a new message.
 */
export function idempotencyKey(
  pending: ContactDraft['pending'],
  values: ContactValues,
  newKey: () => string,
): { key: string; fingerprint: string } {
  const print = fingerprint(values);
  return pending && pending.fingerprint === print ? pending : { key: newKey(), fingerprint: print };
}

/** Less time than this between the page opening (or the draft starting) and a send is not a person typing. */
export const MIN_FILL_MS = 3000;

/** Whether a submit looks automated: the honeypot holds something, or the form was filled too fast. */
export function looksAutomated({ honeypot, startedAt, now }: { honeypot: string; startedAt: number; now: number }): boolean {
  return honeypot.trim() !== '' || now - startedAt < MIN_FILL_MS;
}
