'use client';

import { ArrowRight, CircleCheck, Info, Mail, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Glyph } from '@/components/ui/glyph';
import type { ContactFormCopy } from '@/content/contact';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  contactFields,
  contactMailto,
  contactRequestBody,
  contactRoles,
  contactSubmission,
  contactTopics,
  DRAFT_KEY,
  firstProblem,
  HONEYPOT_FIELD,
  idempotencyKey,
  isFreeMail,
  looksAutomated,
  parseDraft,
  readContactValues,
  sendContact,
  validateContact,
  type ContactDraft,
  type ContactField,
  type ContactProblems,
  type ContactTarget,
  type ContactValues,
  type ContactVariant,
  type SendResult,
} from '@/lib/contact';
import { mailtoHref } from '@/lib/mailto';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { EarlyStatus } from './early-status';
import { useTapReplay } from './use-tap-replay';

type Status =
  | { readonly kind: 'editing' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  /** No endpoint in this build: the message is offered as a pre-filled e-mail. */
  | { readonly kind: 'unconfigured'; readonly mailto: string }
  /** The spam checks stopped it: offered as an e-mail too, so a person is never stuck. */
  | { readonly kind: 'held'; readonly mailto: string }
  | { readonly kind: 'failed'; readonly result: Extract<SendResult, { outcome: 'failed' }>; readonly mailto: string };

function readDraft(): ContactDraft | undefined {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_KEY));
  } catch {
    return undefined; // storage switched off: the form still works, it just cannot keep a draft
  }
}

function writeDraft(draft: ContactDraft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above: nothing to keep it in.
  }
}

/** When the page started loading, on the same clock as `Date.now()`. */
const pageStart = () => Date.now() - performance.now();

/** Puts a kept draft into fields the visitor has not filled (what was typed before hydration wins). */
function restore(form: HTMLFormElement, values: Partial<ContactValues>): void {
  for (const field of contactFields) {
    const element = form.elements.namedItem(field);
    const value = values[field];
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      if (value === true) element.checked = true;
    } else if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
      element.type !== 'hidden' &&
      element.value === '' &&
      typeof value === 'string' &&
      value !== ''
    ) {
      element.value = value;
    }
  }
}

/**
 * The contact form (issue 14), one island for both variants: the full form on /contact-us and the compact
 * "Talk to us" form (no topic field, message optional) on product and audience pages.
 *
 * - Without JavaScript it is a plain form posting to a `mailto:` address with native validation, so the
 *   visitor's e-mail app opens with the message. With JavaScript the same fields are validated here, each
 *   problem shown next to its field and in a summary, focus on the first.
 * - Inputs are uncontrolled: what is typed before hydration stays, and a submit pressed before hydration is
 *   replayed once hydrated (`useTapReplay`). Every keystroke is kept in sessionStorage until a send succeeds.
 * - A valid message goes to the configured target in its format, once per attempt, with an idempotency key
 *   that stays the same for retries of the same message; a send that takes over 10 s is reported as failed.
 *   Without a target, or when the spam checks stop it, the message is offered as a pre-filled e-mail.
 */
export function ContactForm({
  variant,
  copy,
  salesEmail,
  target,
}: {
  variant: ContactVariant;
  /** The form's copy, with `{brand}` already filled in; `{email}` is filled here with `salesEmail`. */
  copy: ContactFormCopy;
  salesEmail: string;
  /** Where valid messages go; `null` (the default build) sends nothing and offers the e-mail instead. */
  target: ContactTarget | null;
}) {
  const root = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const mailLink = useRef<HTMLAnchorElement>(null);
  const inFlight = useRef(false);
  const startedAt = useRef(0);
  const pending = useRef<ContactDraft['pending']>(undefined);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [problems, setProblems] = useState<ContactProblems>({});
  const [freeMail, setFreeMail] = useState(false);

  const ids = (field: ContactField | typeof HONEYPOT_FIELD) => `contact-${variant}-${field}`;
  const email = (text: string) => fillTemplate(text, { email: salesEmail });
  const mailtoLabels = { ...copy.mailto, roles: copy.roles, topics: copy.topics };

  const values = (): ContactValues => readContactValues(new FormData(form.current ?? undefined));

  const save = () => {
    writeDraft({ values: values(), startedAt: startedAt.current, ...(pending.current ? { pending: pending.current } : {}) });
  };

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const draft = readDraft();
    if (draft) restore(element, draft.values);
    startedAt.current = draft?.startedAt ?? pageStart();
    pending.current = draft?.pending;
    save();
    // From here on the island validates; without scripts the browser does (required, type="email").
    element.noValidate = true;
    setReady(true);
    // Runs once: `save` reads refs and the DOM only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useTapReplay(root, ready);

  useEffect(() => {
    if (status.kind === 'sent') sentHeading.current?.focus();
    if (status.kind === 'unconfigured' || status.kind === 'held') mailLink.current?.focus();
  }, [status.kind]);

  const onInput = () => {
    save();
    // A field already marked invalid is checked again as the visitor corrects it.
    if (firstProblem(problems)) {
      const now = validateContact(values(), variant);
      const still: ContactProblems = {};
      for (const field of contactFields) if (problems[field] && now[field]) Object.assign(still, { [field]: now[field] });
      setProblems(still);
    }
    if (status.kind !== 'sending' && status.kind !== 'editing') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return; // a second press while sending sends nothing more
    const typed = values();
    const found = validateContact(typed, variant);
    const first = firstProblem(found);
    setFreeMail(!found.email && isFreeMail(typed.email));
    if (first) {
      flushSync(() => {
        setProblems(found);
        setStatus({ kind: 'editing' });
      });
      (form.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setProblems({});
    const mailto = contactMailto(salesEmail, typed, mailtoLabels);
    const honeypot = new FormData(form.current ?? undefined).get(HONEYPOT_FIELD);
    if (looksAutomated({ honeypot: typeof honeypot === 'string' ? honeypot : '', startedAt: startedAt.current, now: Date.now() })) {
      setStatus({ kind: 'held', mailto });
      return;
    }
    if (!target) {
      setStatus({ kind: 'unconfigured', mailto });
      return;
    }
    inFlight.current = true;
    pending.current = idempotencyKey(pending.current, typed, () => crypto.randomUUID());
    save();
    setStatus({ kind: 'sending' });
    const body = contactRequestBody(
      target.format,
      contactSubmission(typed, { page: window.location.pathname, idempotencyKey: pending.current.key, submittedAt: new Date() }),
      {
        pageUrl: window.location.href,
        pageTitle: document.title,
        subject: fillTemplate(copy.mailto.subject, {
          company: typed.company.trim(),
          topic: copy.topics[typed.topic as keyof typeof copy.topics],
        }),
        consentText: copy.labels.consent,
      },
    );
    const result = await sendContact(target, body);
    inFlight.current = false;
    if (result.outcome === 'sent') {
      pending.current = undefined;
      writeDraft(null);
      setStatus({ kind: 'sent' });
    } else {
      setStatus({ kind: 'failed', result, mailto });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div
        ref={root}
        {...tapIsland('contact')}
        data-state="sent"
        className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-emerald-200 sm:p-8"
      >
        <h3 ref={sentHeading} tabIndex={-1} className="flex items-start gap-3 text-h3 text-ink-950 outline-none">
          <Glyph icon={CircleCheck} className="mt-1 size-6 shrink-0 text-emerald-700" />
          {copy.sent.title}
        </h3>
        <h4 className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">{copy.sent.stepsTitle}</h4>
        <ol className="mt-3 space-y-4">
          {copy.sent.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                {index + 1}
              </span>
              <p className="text-ink-700">
                <strong className="font-semibold text-ink-950">{step.title}.</strong> {step.text}
              </p>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  const listed = contactFields.filter((field) => problems[field]);
  const problemText = (field: ContactField): string | undefined => {
    const problem = problems[field];
    return problem ? (copy.errors[field] as Record<string, string>)[problem] : undefined;
  };
  const describedBy = (field: ContactField, hint?: boolean, extra?: string) =>
    [problems[field] ? `${ids(field)}-error` : null, hint ? `${ids(field)}-hint` : null, extra ?? null].filter(Boolean).join(' ') ||
    undefined;
  const control = (field: ContactField) =>
    clsx(
      // Focus scrolls a field into view clear of the sticky header.
      'mt-1.5 block w-full scroll-mt-28 rounded-xl border bg-white px-3.5 text-base text-ink-900',
      'focus:outline-2 focus:outline-offset-1 focus:outline-brand-500',
      problems[field] ? 'border-red-600' : 'border-ink-300',
    );
  const label = (field: ContactField, optional = false) => (
    <label htmlFor={ids(field)} className="block text-sm font-semibold text-ink-900">
      {copy.labels[field]} <span className="font-normal text-ink-500">({optional ? copy.optional : copy.required})</span>
    </label>
  );
  const error = (field: ContactField) =>
    problems[field] ? (
      <p id={`${ids(field)}-error`} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
        <Glyph icon={TriangleAlert} className="mt-0.5 size-4 shrink-0" />
        {problemText(field)}
      </p>
    ) : null;
  const textField = (
    field: 'name' | 'email' | 'company',
    attributes: { type?: string; autoComplete: string; hint?: string; extra?: ReactNode },
  ) => (
    <div>
      {label(field)}
      <input
        id={ids(field)}
        name={field}
        type={attributes.type ?? 'text'}
        required
        autoComplete={attributes.autoComplete}
        spellCheck={field === 'email' ? false : undefined}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={describedBy(field, Boolean(attributes.hint), field === 'email' && freeMail ? `${ids(field)}-note` : undefined)}
        onBlur={field === 'email' ? (event) => setFreeMail(isFreeMail(event.currentTarget.value)) : undefined}
        className={clsx(control(field), 'min-h-12')}
      />
      {error(field)}
      {attributes.hint ? (
        <p id={`${ids(field)}-hint`} className="mt-1.5 text-sm text-ink-500">
          {attributes.hint}
        </p>
      ) : null}
      {attributes.extra}
    </div>
  );
  const select = (field: 'role' | 'topic', placeholder: string, options: readonly string[], names: Record<string, string>) => (
    <div>
      {label(field)}
      <select
        id={ids(field)}
        name={field}
        required
        defaultValue=""
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={describedBy(field)}
        className={clsx(control(field), 'min-h-12')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
      {error(field)}
    </div>
  );

  return (
    <div ref={root} {...tapIsland('contact')} data-state={status.kind} className="group">
      <form
        ref={form}
        action={mailtoHref(salesEmail, { subject: copy.mailto.noScriptSubject })}
        method="post"
        encType="text/plain"
        aria-label={copy.variants[variant].title}
        aria-busy={sending}
        onSubmit={submit}
        onInput={onInput}
        className="space-y-5"
      >
        {listed.length > 0 ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="contact-error-summary">
            <p className="font-semibold text-red-800">{copy.summary}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
              {listed.map((field) => (
                <li key={field}>
                  <a
                    href={`#${ids(field)}`}
                    className="underline underline-offset-2 hover:text-red-950"
                    onClick={(event) => {
                      event.preventDefault();
                      (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
                    }}
                  >
                    {problemText(field)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {textField('name', { autoComplete: 'name' })}
          {textField('email', {
            type: 'email',
            autoComplete: 'email',
            hint: copy.hints.email,
            extra:
              freeMail && !problems.email ? (
                <p id={`${ids('email')}-note`} className="mt-1.5 flex gap-1.5 text-sm text-ink-700" data-testid="contact-free-mail">
                  <Glyph icon={Info} className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {copy.freeMail}
                </p>
              ) : null,
          })}
          {textField('company', { autoComplete: 'organization' })}
          {select('role', copy.chooseRole, contactRoles, copy.roles)}
        </div>
        {variant === 'full' ? (
          select('topic', copy.chooseTopic, contactTopics, copy.topics)
        ) : (
          <input type="hidden" name="topic" value={copy.compactTopic} />
        )}
        <div>
          {label('message', variant === 'compact')}
          <textarea
            id={ids('message')}
            name="message"
            rows={variant === 'full' ? 6 : 3}
            required={variant === 'full'}
            minLength={variant === 'full' ? 10 : undefined}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy('message', true)}
            className={clsx(control('message'), 'py-3')}
          />
          {error('message')}
          <p id={`${ids('message')}-hint`} className="mt-1.5 text-sm text-ink-500">
            {copy.hints.message}
          </p>
        </div>
        {/* The honeypot: hidden from people and assistive technology, left out of the tab order. */}
        <div aria-hidden="true" className="absolute top-auto -left-[10000px] size-px overflow-hidden">
          <label htmlFor={ids(HONEYPOT_FIELD)}>{copy.honeypot}</label>
          <input id={ids(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <div className="flex gap-3">
            <input
              id={ids('consent')}
              name="consent"
              type="checkbox"
              value="yes"
              required
              aria-invalid={problems.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              className="mt-1 size-5 shrink-0 scroll-mt-28 rounded border-ink-300 accent-brand-600"
            />
            <label htmlFor={ids('consent')} className="text-sm text-ink-800">
              {copy.labels.consent}
            </label>
          </div>
          {error('consent')}
          <p className="mt-2 pl-8 text-sm text-ink-500">
            {copy.privacy.text}{' '}
            <a href={copy.privacy.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {copy.privacy.link}
            </a>
            .
          </p>
        </div>
        {status.kind === 'unconfigured' || status.kind === 'held' ? (
          <div role="status" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100" data-testid="contact-mailto-offer">
            <p className="font-semibold text-ink-950">{copy[status.kind].title}</p>
            <p className="mt-1 text-ink-700">{email(copy[status.kind].text)}</p>
            <a ref={mailLink} href={status.mailto} className={buttonClasses('secondary', 'md', 'mt-3')}>
              <Glyph icon={Mail} className="size-5" />
              {email(copy[status.kind].action)}
            </a>
          </div>
        ) : null}
        {status.kind === 'failed' ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4" data-testid="contact-failed">
            <p className="font-semibold text-red-800">{copy.failed.title}</p>
            <p className="mt-1 text-ink-800">
              {status.result.reason === 'http'
                ? fillTemplate(copy.failed.reasons.http, { status: String(status.result.status) })
                : copy.failed.reasons[status.result.reason]}{' '}
              {copy.failed.kept}
            </p>
            <a
              href={status.mailto}
              className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2"
            >
              <Glyph icon={Mail} className="size-4" />
              {email(copy.failed.fallback)}
            </a>
          </div>
        ) : null}
        <div className="flex flex-col items-start gap-2">
          <button type="submit" disabled={sending} {...earlyAnswer({ kind: 'status' })} className={buttonClasses('primary', 'lg')}>
            {sending ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
              />
            ) : (
              <Glyph icon={ArrowRight} className="size-5" />
            )}
            {sending ? copy.sending : status.kind === 'failed' ? copy.failed.retry : copy.submit}
          </button>
          <p role="status" className="text-sm text-ink-600">
            <EarlyStatus text={copy.checking} />
          </p>
          <p hidden className="nojs-show text-sm text-ink-500">
            {email(copy.noScript)}
          </p>
        </div>
      </form>
    </div>
  );
}
