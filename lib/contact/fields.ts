/**
 * The contact form's fields: what each accepts, the problems it reports and how values are read from the
 * form. Pure.
 */
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

/** Whether `value` is one of `options`, narrowing it. */
export const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

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
