/**
 * Sending a valid message: the body in each of the three formats (our documented JSON, Formspree, HubSpot
 * Forms) and the send itself with its time-out. Pure apart from the `fetch` and timer a send is given.
 */
import {
  contactTopics,
  contactRoles,
  isOneOf,
  type ContactTopic,
  type ContactRole,
  type ContactFormat,
  type ContactTarget,
  type ContactValues,
} from './fields';

/**
 * The documented JSON body (docs/contact-form.md): what the visitor wrote, trimmed, plus where and when
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
