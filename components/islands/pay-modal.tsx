'use client';

import { X } from 'lucide-react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import { useId, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
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
import { fillTemplate } from '@/lib/template';

const empty: PaymentValues = { cardNumber: '', expDate: '', cvc: '', name: '' };

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

/**
 * The pay modal (spec §3 "Payment form", §4 "Pay modal"): a Headless UI dialog naming the plan, with the
 * four card fields. It closes on Close, a click outside, Escape, and after a successful submit; focus stays
 * inside while it is open and returns to the Pay button. An invalid form sends nothing; a failed submit is
 * explained here and keeps what was typed.
 */
export function PayModal({
  open,
  plan,
  webhookUrl,
  copy,
  onClose,
  onPaid,
}: {
  open: boolean;
  plan: PayPlan;
  webhookUrl: string | null;
  copy: PayModalCopy;
  onClose: () => void;
  onPaid: (reply: unknown) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<PaymentValues>(empty);
  const [problems, setProblems] = useState<PaymentProblems>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<PaymentField, HTMLInputElement | null>>>({});

  const close = () => {
    setProblems({});
    setMessage(null);
    onClose();
  };

  const change = (field: PaymentField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked invalid is checked again as the visitor corrects it.
    if (problems[field]) {
      const others = { ...problems };
      delete others[field];
      setProblems({ ...others, ...pick(validatePayment(next), field) });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validatePayment(values);
    setProblems(found);
    const first = paymentFields.find((field) => found[field]);
    if (first) {
      setMessage({ tone: 'error', text: copy.fixErrors });
      inputs.current[first]?.focus();
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
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          name={name}
          required
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
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
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop
        data-testid="pay-backdrop"
        transition
        className="fixed inset-0 bg-ink-950/70 transition-opacity duration-200 data-[closed]:opacity-0"
      />
      {/* On a phone the panel rises from the bottom and always leaves some backdrop above it to tap. */}
      <div className="fixed inset-0 flex items-end justify-center px-3 pt-16 pb-3 sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={clsx(
            'max-h-full w-full max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-lift sm:p-8',
            'transition duration-200 data-[closed]:translate-y-4 data-[closed]:opacity-0 motion-reduce:transform-none',
          )}
        >
          <DialogTitle className="text-h3 text-ink-950">{fillTemplate(copy.title, { plan: plan.title })}</DialogTitle>
          <p className="mt-1 text-ink-600">
            {plan.title} ({plan.subtitle}) · {plan.price} {plan.priceNote}
          </p>
          <p className="mt-4 rounded-xl bg-accent-200/60 px-4 py-3 text-sm font-medium text-ink-900">
            {copy.testNotice} {webhookUrl ? null : copy.unconfiguredNotice}
          </p>
          <form noValidate onSubmit={submit} className="mt-6 space-y-5">
            {field(
              'cardNumber',
              copy.fields.cardNumber,
              { inputMode: 'numeric', autoComplete: 'cc-number', 'data-autofocus': true } as InputHTMLAttributes<HTMLInputElement>,
              copy.hints.cardNumber,
            )}
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
              </p>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button type="button" onClick={close} className={buttonClasses('secondary', 'lg')}>
                {copy.close}
              </button>
              <button type="submit" disabled={sending} className={buttonClasses('primary', 'lg')}>
                {sending ? copy.sending : copy.submit}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function pick(problems: PaymentProblems, field: PaymentField): PaymentProblems {
  return problems[field] ? ({ [field]: problems[field] } as PaymentProblems) : {};
}
