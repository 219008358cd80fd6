'use client';

import { ArrowRight, Info } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  firstProblem,
  HONEYPOT_FIELD,
  idempotencyKey,
  isFreeMail,
  looksAutomated,
  sendContact,
  validateContact,
  type ContactProblems,
  type ContactTarget,
  type ContactVariant,
  type SendResult,
} from '@/lib/contact';
import { mailtoHref } from '@/lib/mailto';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { MailtoOffer, SendFailed } from './contact/contact-outcomes';
import { ContactSent } from './contact/contact-sent';
import {
  controlClass,
  describedBy,
  ErrorSummary,
  FieldError,
  FieldLabel,
  fieldId,
  SelectField,
  TextField,
  type FieldKit,
} from './contact/contact-fields';
import { useContactDraft } from './contact/use-contact-draft';
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

/**
 * The contact form (issue 14), one island for both variants: the full form on /contact-us and the compact
 * "Talk to us" form (no topic field, message optional) on product and audience pages.
 *
 * - Without JavaScript it is a plain form posting to a `mailto:` address with native validation, so the
 *   visitor's e-mail app opens with the message. With JavaScript the same fields are validated here, each
 *   problem shown next to its field and in a summary, focus on the first.
 * - Inputs are uncontrolled: what is typed before hydration stays, and a submit pressed before hydration is
 *   answered at once and replayed once hydrated (`useTapReplay`). Every keystroke is kept in sessionStorage
 *   until a send succeeds (`useContactDraft`). The fields are in ./contact/contact-fields.tsx.
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
  const { ready, values, save, clear, startedAtRef, pendingRef } = useContactDraft(form);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [problems, setProblems] = useState<ContactProblems>({});
  const [freeMail, setFreeMail] = useState(false);

  const email = (text: string) => fillTemplate(text, { email: salesEmail });
  const mailtoLabels = { ...copy.mailto, roles: copy.roles, topics: copy.topics };

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
    if (looksAutomated({ honeypot: typeof honeypot === 'string' ? honeypot : '', startedAt: startedAtRef.current, now: Date.now() })) {
      setStatus({ kind: 'held', mailto });
      return;
    }
    if (!target) {
      setStatus({ kind: 'unconfigured', mailto });
      return;
    }
    inFlight.current = true;
    pendingRef.current = idempotencyKey(pendingRef.current, typed, () => crypto.randomUUID());
    save();
    setStatus({ kind: 'sending' });
    const body = contactRequestBody(
      target.format,
      contactSubmission(typed, { page: window.location.pathname, idempotencyKey: pendingRef.current.key, submittedAt: new Date() }),
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
      clear();
      setStatus({ kind: 'sent' });
    } else {
      setStatus({ kind: 'failed', result, mailto });
    }
  };

  if (status.kind === 'sent') return <ContactSent copy={copy.sent} root={root} heading={sentHeading} />;

  const sending = status.kind === 'sending';
  const kit: FieldKit = { variant, copy, problems };
  const ids = (field: Parameters<typeof fieldId>[1]) => fieldId(kit, field);
  const freeMailNote =
    freeMail && !problems.email
      ? {
          id: `${ids('email')}-note`,
          content: (
            <p id={`${ids('email')}-note`} className="mt-1.5 flex gap-1.5 text-sm text-ink-700" data-testid="contact-free-mail">
              <Glyph icon={Info} className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {copy.freeMail}
            </p>
          ),
        }
      : undefined;

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
        <ErrorSummary kit={kit} form={form} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField kit={kit} field="name" autoComplete="name" />
          <TextField
            kit={kit}
            field="email"
            type="email"
            autoComplete="email"
            hint={copy.hints.email}
            note={freeMailNote}
            onBlur={(event) => setFreeMail(isFreeMail(event.currentTarget.value))}
          />
          <TextField kit={kit} field="company" autoComplete="organization" />
          <SelectField kit={kit} field="role" placeholder={copy.chooseRole} options={contactRoles} names={copy.roles} />
        </div>
        {variant === 'full' ? (
          <SelectField kit={kit} field="topic" placeholder={copy.chooseTopic} options={contactTopics} names={copy.topics} />
        ) : (
          <input type="hidden" name="topic" value={copy.compactTopic} />
        )}
        <div>
          <FieldLabel kit={kit} field="message" optional={variant === 'compact'} />
          <textarea
            id={ids('message')}
            name="message"
            rows={variant === 'full' ? 6 : 3}
            required={variant === 'full'}
            minLength={variant === 'full' ? 10 : undefined}
            aria-invalid={problems.message ? true : undefined}
            aria-describedby={describedBy(kit, 'message', true)}
            className={clsx(controlClass(kit, 'message'), 'py-3')}
          />
          <FieldError kit={kit} field="message" />
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
              aria-describedby={describedBy(kit, 'consent')}
              className="mt-1 size-5 shrink-0 scroll-mt-28 rounded border-ink-300 accent-brand-600"
            />
            <label htmlFor={ids('consent')} className="text-sm text-ink-800">
              {copy.labels.consent}
            </label>
          </div>
          <FieldError kit={kit} field="consent" />
          <p className="mt-2 pl-8 text-sm text-ink-500">
            {copy.privacy.text}{' '}
            <a href={copy.privacy.href} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {copy.privacy.link}
            </a>
            .
          </p>
        </div>
        {status.kind === 'unconfigured' || status.kind === 'held' ? (
          <MailtoOffer copy={copy[status.kind]} mailto={status.mailto} email={email} link={mailLink} />
        ) : null}
        {status.kind === 'failed' ? <SendFailed copy={copy.failed} result={status.result} mailto={status.mailto} email={email} /> : null}
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
