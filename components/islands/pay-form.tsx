'use client';

import { X } from 'lucide-react';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Glyph } from '@/components/ui/glyph';
import type { PayModalCopy } from '@/content/payments';
import { buttonClasses } from '@/components/ui/button-styles';
import {
  paymentFields,
  paymentPayload,
  submitTestPayment,
  validatePayment,
  type PaymentField,
  type PaymentProblems,
  type PaymentValues,
  type PayPlan,
} from '@/lib/payment';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';
import { EarlyStatus } from './early-status';
import { useTapReplay } from './use-tap-replay';

function problemText(copy: PayModalCopy, field: PaymentField, problems: PaymentProblems): string | undefined {
  switch (field) {
    case 'cardNumber':
      return problems.cardNumber && copy.errors.cardNumber[problems.cardNumber];
    case 'expDate':
      return problems.expDate && copy.errors.expDate[problems.expDate];
    case 'cvc':
      return problems.cvc && copy.errors.cvc[problems.cvc];
    case 'name':
      return problems.name && copy.errors.name[problems.name];
  }
}

/** What the fields hold: read from the form itself, so what was typed before hydration counts. */
function readValues(form: HTMLFormElement): PaymentValues {
  const data = new FormData(form);
  const value = (field: PaymentField) => String(data.get(field) ?? '');
  return { cardNumber: value('cardNumber'), expDate: value('expDate'), cvc: value('cvc'), name: value('name') };
}

/**
 * The payment form inside a plan's dialog (`PayPlan`): the four card fields, checked when submitted. An
 * invalid form sends nothing and puts focus on the first field to fix; a field marked invalid is checked
 * again as it is corrected; a failed submit is explained here and keeps what was typed. The fields are
 * plain inputs the visitor can fill before hydration; a submit pressed then is shown as on its way and made
 * once the form is live (lib/tap-replay.ts, `status`).
 */
export function PayForm({
  dialogId,
  plan,
  webhookUrl,
  copy,
  onPaid,
}: {
  /** The id of the dialog the form is in, which its heading labels (`{dialogId}-title`). */
  dialogId: string;
  plan: PayPlan;
  webhookUrl: string | null;
  copy: PayModalCopy;
  onPaid: (reply: unknown) => void;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<PaymentProblems>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  useTapReplay(form);

  // Closing the dialog (Close, Escape, the backdrop) clears what the last submit said; the values stay.
  useEffect(() => {
    const dialog = form.current?.closest('dialog');
    const clear = () => {
      setProblems({});
      setMessage(null);
    };
    dialog?.addEventListener('close', clear);
    return () => dialog?.removeEventListener('close', clear);
  }, []);

  const recheck = (field: PaymentField) => {
    // A field already marked invalid is checked again as the visitor corrects it.
    if (!problems[field] || !form.current) return;
    const others = { ...problems };
    delete others[field];
    const found = validatePayment(readValues(form.current))[field];
    setProblems(found ? ({ ...others, [field]: found } as PaymentProblems) : others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const values = readValues(event.currentTarget);
    const found = validatePayment(values);
    setProblems(found);
    const first = paymentFields.find((field) => found[field]);
    if (first) {
      setMessage({ tone: 'error', text: copy.fixErrors });
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setMessage(null);
    setSending(true);
    const result = await submitTestPayment(webhookUrl, paymentPayload(plan.title, values));
    setSending(false);
    switch (result.outcome) {
      case 'sent':
        onPaid(result.reply);
        return;
      case 'unconfigured':
        setMessage({ tone: 'info', text: copy.notSent });
        return;
      case 'failed':
        setMessage({
          tone: 'error',
          text:
            result.reason === 'http' ? fillTemplate(copy.failures.http, { status: String(result.status) }) : copy.failures[result.reason],
        });
    }
  };

  const field = (name: PaymentField, label: string, attributes: InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = problemText(copy, name, problems);
    const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
          {label}
        </label>
        <input
          {...attributes}
          id={inputId}
          type="text"
          name={name}
          required
          defaultValue=""
          onChange={() => recheck(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            'mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-3.5 text-base text-ink-900 placeholder:text-ink-400',
            'focus:outline-2 focus:outline-offset-1 focus:outline-brand-500',
            error ? 'border-red-600' : 'border-ink-300',
          )}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
            <Glyph icon={X} className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-ink-500">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form ref={form} {...tapIsland('pay')} noValidate onSubmit={submit} className="group">
      <h2 id={`${dialogId}-title`} className="text-h3 text-ink-950">
        {fillTemplate(copy.title, { plan: plan.title })}
      </h2>
      <p className="mt-1 text-ink-600">
        {plan.title} ({plan.subtitle}) · {plan.price} {plan.priceNote}
      </p>
      <p className="mt-4 rounded-xl bg-accent-200/60 px-4 py-3 text-sm font-medium text-ink-900">
        {copy.testNotice} {webhookUrl ? null : copy.unconfiguredNotice}
      </p>
      <div className="mt-6 space-y-5">
        {field('cardNumber', copy.fields.cardNumber, { inputMode: 'numeric', autoComplete: 'cc-number' }, copy.hints.cardNumber)}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('expDate', copy.fields.expDate, {
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: copy.fields.expDatePlaceholder,
          })}
          {field('cvc', copy.fields.cvc, { inputMode: 'numeric', autoComplete: 'cc-csc' }, copy.hints.cvc)}
        </div>
        {field('name', copy.fields.name, { autoComplete: 'cc-name', autoCapitalize: 'words', spellCheck: false })}
        <div className="text-sm font-medium">
          <p role="alert" className="text-red-700">
            {message?.tone === 'error' ? message.text : null}
          </p>
          <p role="status" className="text-ink-800">
            {message?.tone === 'info' ? message.text : null}
            <EarlyStatus text={copy.checking} />
          </p>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" commandfor={dialogId} command="close" className={buttonClasses('secondary', 'lg')}>
            {copy.close}
          </button>
          <button type="submit" {...earlyAnswer({ kind: 'status' })} disabled={sending} className={buttonClasses('primary', 'lg')}>
            {sending ? copy.sending : copy.submit}
          </button>
        </div>
      </div>
    </form>
  );
}
