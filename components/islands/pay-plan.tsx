'use client';

import clsx from 'clsx';
import { useId, useRef, useState } from 'react';
import type { PayModalCopy } from '@/content/payments';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PayPlan as Plan } from '@/lib/payment';
import { fillTemplate } from '@/lib/template';
import { PayForm } from './pay-form';

/**
 * A plan card's Pay button and its payment dialog (spec §3 "Payment form", §4 "Pay modal"). The dialog is a
 * native modal `<dialog>` in the HTML, as the menu is: the button opens it by `commandfor` before any script
 * has run; Close, Escape and a click on the backdrop (`closedby="any"`) close it; the page behind is inert
 * while it is open and focus returns to the button. The form inside works once React has hydrated (a submit
 * pressed before then waits for it, `PayForm`). A successful payment closes the dialog, is announced under
 * the button and leaves an empty form for the next one.
 */
export function PayPlan({
  plan,
  label,
  labelSuffix,
  webhookUrl,
  successNotice,
  copy,
}: {
  plan: Plan;
  label: string;
  /** Joins the label and the plan's title in the button's accessible name ("Pay for ProOwl"). */
  labelSuffix: string;
  /** The test-payment webhook from config; `null` sends nothing anywhere. */
  webhookUrl: string | null;
  /** Announced under the button after a successful payment; `{plan}` is its title. */
  successNotice: string;
  copy: PayModalCopy;
}) {
  const dialogId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [paid, setPaid] = useState(false);
  // A new form after each successful payment; otherwise what was typed stays when the dialog closes.
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="nojs-hide">
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        aria-haspopup="dialog"
        className={buttonClasses('primary', 'lg', 'w-full')}
        onClick={() => setPaid(false)}
      >
        {label}
        <span className="sr-only">
          {' '}
          {labelSuffix} {plan.title}
        </span>
      </button>
      <p role="status" className={clsx('text-sm font-medium text-emerald-700', paid && 'mt-3')}>
        {paid ? fillTemplate(successNotice, { plan: plan.title }) : null}
      </p>
      {/* On a phone the panel rises from the bottom and always leaves some backdrop above it to tap. */}
      <dialog
        ref={dialog}
        id={dialogId}
        closedby="any"
        aria-labelledby={`${dialogId}-title`}
        className="mx-auto mt-auto mb-3 max-h-[calc(100dvh-4.75rem)] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 shadow-lift backdrop:bg-ink-950/70 sm:my-auto sm:max-h-[calc(100dvh-3rem)] sm:p-8"
      >
        <PayForm
          key={formKey}
          dialogId={dialogId}
          plan={plan}
          webhookUrl={webhookUrl}
          copy={copy}
          onPaid={() => {
            dialog.current?.close();
            setFormKey((key) => key + 1);
            setPaid(true);
          }}
        />
      </dialog>
    </div>
  );
}
