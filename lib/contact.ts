/**
 * The contact form's rules, apart from any screen: what each field accepts, the body that is sent in each
 * of the three formats (our documented JSON, Formspree, HubSpot Forms), the send itself with its time-out,
 * the pre-filled `mailto:` fallback, the draft kept in sessionStorage and the spam checks. Pure apart from
 * the `fetch` and timer a send is given.
 */
import { mailtoHref } from './mailto';
import { fillTemplate } from './template';

/** What a visitor wants to talk about (issue 14: demo / pricing / partnership / support / other). */
export const contactTopics = ['demo', 'pricing', 'partnership', 'support', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** Who is writing: one of the audiences the site serves, or other. */
export const contactRoles = ['adjuster', 'public-adjuster', 'attorney', 'contractor', 'insurer', 'tpa', 'other'] as const;
export type ContactRole = (typeof contactRoles)[number];

/** The body shapes a build can send (`NEXT_PUBLIC_CONTACT_FORMAT`). */
export const contactFormats = ['json', 'formspree', 'hubspot'] as const;
export type ContactFormat = (typeof contactFormats)[number];

/** Where valid messages go, when a build is configured to send them. */
export interface ContactTarget {
  readonly url: string;
  readonly format: ContactFormat;
}

/** The full form on /contact-us; the compact one on product and audience pages leaves the topic out. */
export type ContactVariant = 'full' | 'compact';

export type ContactField = 'name' | 'email' | 'company' | 'role' | 'topic' | 'message' | 'consent';

/** Field order in the form: the error summary lists problems in this order and the first gets focus. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'company', 'role', 'topic', 'message', 'consent'];

/** The honeypot: a field people never see or fill; software that fills every field does. */
export const HONEYPOT_FIELD = 'website';

/** What the visitor typed, as typed. */
export interface ContactValues {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly role: string;
  readonly topic: string;
  readonly message: string;
  readonly consent: boolean;
}

export const emptyContact: ContactValues = { name: '', email: '', company: '', role: '', topic: '', message: '', consent: false };

/** Length limits, in characters after trimming. */
export const contactLimits = {
  name: 100,
  /** RFC 5321: 254 for the whole address, 64 for the part before the @. */
  email: 254,
  emailLocal: 64,
  company: 120,
  messageMin: 10,
  /** Long enough for a real enquiry, short enough to fit a pre-filled `mailto:` link in every mail app. */
  message: 3000,
} as const;

/** The problem with each invalid field; a field that is fine has no entry. */
export interface ContactProblems {
  name?: 'missing' | 'long' | 'letters';
  email?: 'missing' | 'long' | 'format';
  company?: 'missing' | 'long';
  role?: 'missing' | 'unknown';
  topic?: 'missing' | 'unknown';
  message?: 'missing' | 'short' | 'long';
  consent?: 'missing';
}

const length = (text: string) => [...text].length;

/** Letters of any script: a name needs at least one. */
const letter = /\p{L}/u;
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const topLevel = /^(\p{L}{2,63}|xn--[a-z0-9-]{2,59})$/iu;

/**
 * Whether `value` has the shape of a deliverable address: one `@`, a dot-separated local part of allowed
 * characters (no quoted forms), and a domain of at least two labels ending in a real top-level name.
 * It cannot know that the mailbox exists; it catches typing mistakes.
 */
export function isEmailShape(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (length(local) > contactLimits.emailLocal || !localPart.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => domainLabel.test(label))) return false;
  return topLevel.test(labels[labels.length - 1] ?? '');
}

/**
 * Personal mailbox providers. An address there is accepted (a public adjuster may well use one); the form
 * only notes that a work address helps us reach the right person.
 */
export const freeMailDomains: ReadonlySet<string> = new Set([
  'aol.com',
  'att.net',
  'comcast.net',
  'gmail.com',
  'gmx.com',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'sbcglobal.net',
  'verizon.net',
  'yahoo.com',
  'yandex.com',
  'ymail.com',
  'zoho.com',
]);

export function isFreeMail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1];
  return domain !== undefined && freeMailDomains.has(domain);
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T => (options as readonly string[]).includes(value);

/** Every problem of the form; an empty object means it may be sent. The compact form has no message minimum. */
export function validateContact(values: ContactValues, variant: ContactVariant): ContactProblems {
  const problems: ContactProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'missing';
  else if (length(name) > contactLimits.name) problems.name = 'long';
  else if (!letter.test(name)) problems.name = 'letters';

  const email = values.email.trim();
  if (email === '') problems.email = 'missing';
  else if (length(email) > contactLimits.email) problems.email = 'long';
  else if (!isEmailShape(email)) problems.email = 'format';

  const company = values.company.trim();
  if (company === '') problems.company = 'missing';
  else if (length(company) > contactLimits.company) problems.company = 'long';

  if (values.role === '') problems.role = 'missing';
  else if (!isOneOf(contactRoles, values.role)) problems.role = 'unknown';

  if (values.topic === '') problems.topic = 'missing';
  else if (!isOneOf(contactTopics, values.topic)) problems.topic = 'unknown';

  const message = values.message.trim();
  if (length(message) > contactLimits.message) problems.message = 'long';
  else if (variant === 'full' && message === '') problems.message = 'missing';
  else if (variant === 'full' && length(message) < contactLimits.messageMin) problems.message = 'short';

  if (!values.consent) problems.consent = 'missing';
  return problems;
}

/** The first field with a problem, in form order. */
export function firstProblem(problems: ContactProblems): ContactField | undefined {
  return contactFields.find((field) => problems[field] !== undefined);
}

/** The values of a form's fields (a `FormData` or anything with `get`). */
export function readContactValues(data: { get(name: string): unknown }): ContactValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    role: text('role'),
    topic: text('topic'),
    message: text('message'),
    consent: data.get('consent') !== null && data.get('consent') !== undefined,
  };
}

/**
 * The documented JSON body (README "Contact form"): what the visitor wrote, trimmed, plus where and when
 * it was sent and a key that stays the same for every retry of the same message.
 */
export interface ContactSubmission {
  readonly name: string;
  readonly email: string;
  readonly company: string;
  readonly role: ContactRole;
  readonly topic: ContactTopic;
  readonly message: string;
  /** Always `true`: the form cannot be sent without consent to be contacted. */
  readonly consent: true;
  /** The path of the page the form was sent from, e.g. `/contact-us`. */
  readonly page: string;
  /** A UUID; the same for every attempt to send the same message (retries, a reload in between). */
  readonly idempotencyKey: string;
  /** When this attempt was made, ISO 8601 in UTC. */
  readonly submittedAt: string;
}

/** The JSON body for a valid form. Throws for a value the validator would have refused. */
export function contactSubmission(
  values: ContactValues,
  context: { readonly page: string; readonly idempotencyKey: string; readonly submittedAt: Date },
): ContactSubmission {
  if (!isOneOf(contactRoles, values.role) || !isOneOf(contactTopics, values.topic) || !values.consent) {
    throw new Error('contactSubmission needs a validated form');
  }
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    role: values.role,
    topic: values.topic,
    message: values.message.trim(),
    consent: true,
    page: context.page,
    idempotencyKey: context.idempotencyKey,
    submittedAt: context.submittedAt.toISOString(),
  };
}

/** What the Formspree and HubSpot shapes need beyond the submission. */
export interface BodyContext {
  /** The page's absolute address (HubSpot's `pageUri`). */
  readonly pageUrl: string;
  /** The page's title (HubSpot's `pageName`). */
  readonly pageTitle: string;
  /** The e-mail subject Formspree uses for its notification. */
  readonly subject: string;
  /** The consent sentence the visitor ticked, recorded with HubSpot's consent. */
  readonly consentText: string;
}

/** HubSpot's form-submission URL (Forms API v3, unauthenticated, CORS-enabled) for a portal and form. */
export function hubspotSubmitUrl(portalId: string, formId: string): string {
  return `https://api.hsforms.com/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`;
}

/** Splits a full name at its first space for HubSpot's first-name and last-name properties. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  return space < 0 ? { firstname: trimmed, lastname: '' } : { firstname: trimmed.slice(0, space), lastname: trimmed.slice(space).trim() };
}

/**
 * The body to POST in `format`:
 * - `json`: the submission as documented;
 * - `formspree`: the same fields as strings (Formspree stores any field), `consent: "yes"`, and `_subject`
 *   for its notification e-mail (it replies to the `email` field);
 * - `hubspot`: Forms API v3 — contact properties `firstname`, `lastname`, `email`, `company`, `message`
 *   plus `contact_role`, `contact_topic`, `idempotency_key` (create these three in HubSpot), `submittedAt`
 *   in milliseconds, the page in `context`, and the consent in `legalConsentOptions`.
 */
export function contactRequestBody(format: ContactFormat, submission: ContactSubmission, context: BodyContext): unknown {
  switch (format) {
    case 'json':
      return submission;
    case 'formspree':
      return { ...submission, consent: 'yes', _subject: context.subject };
    case 'hubspot': {
      const contact = (name: string, value: string) => ({ objectTypeId: '0-1', name, value });
      const { firstname, lastname } = splitName(submission.name);
      return {
        submittedAt: String(Date.parse(submission.submittedAt)),
        fields: [
          contact('firstname', firstname),
          contact('lastname', lastname),
          contact('email', submission.email),
          contact('company', submission.company),
          contact('contact_role', submission.role),
          contact('contact_topic', submission.topic),
          contact('message', submission.message),
          contact('idempotency_key', submission.idempotencyKey),
        ],
        context: { pageUri: context.pageUrl, pageName: context.pageTitle },
        legalConsentOptions: { consent: { consentToProcess: true, text: context.consentText, communications: [] } },
      };
    }
  }
}

/** How long a send may take before the form says it failed (issue 14). */
export const CONTACT_TIMEOUT_MS = 10_000;

export type SendResult =
  | { readonly outcome: 'sent' }
  | { readonly outcome: 'failed'; readonly reason: 'network' | 'timeout' }
  | { readonly outcome: 'failed'; readonly reason: 'http'; readonly status: number };

export interface SendDeps {
  readonly fetch: typeof fetch;
  readonly setTimeout: (run: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
  readonly timeoutMs: number;
}

const browserDeps = (): SendDeps => ({
  fetch: (...args) => fetch(...args),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  timeoutMs: CONTACT_TIMEOUT_MS,
});

/**
 * POSTs `body` as JSON to the target. Any 2xx answer is success (the body of the answer is not needed).
 * Gives up after `timeoutMs` (the request is aborted, so a late answer cannot flip the result).
 */
export async function sendContact(target: ContactTarget, body: unknown, deps: SendDeps = browserDeps()): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = deps.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs);
  try {
    const response = await deps.fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok ? { outcome: 'sent' } : { outcome: 'failed', reason: 'http', status: response.status };
  } catch {
    return { outcome: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    deps.clearTimeout(timer as never);
  }
}

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
