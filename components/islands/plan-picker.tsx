'use client';

import clsx from 'clsx';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { PayModalCopy } from '@/content/payments';
import { buttonClasses } from '@/components/ui/button-styles';
import { useDeferredModule } from './use-deferred-module';

/** The plan a Pay button stands for: what the modal names and what is sent as `plan`. */
export interface PayPlan {
  readonly title: string;
  readonly subtitle: string;
  readonly price: string;
  readonly priceNote: string;
}

interface Notice {
  readonly plan: string;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

interface Picker {
  readonly prefetch: () => void;
  readonly open: (plan: PayPlan, button: HTMLButtonElement) => void;
  readonly notice: Notice | null;
}

const PickerContext = createContext<Picker | null>(null);

const importModal = () => import('./pay-modal');

/**
 * Holds the pay modal for the plan cards inside it. The modal (a Headless UI dialog and the form) loads on
 * the first hover, focus or press of a Pay button, so the page itself carries only the buttons.
 */
export function PayModalHost({
  webhookUrl,
  copy,
  modalCopy,
  children,
}: {
  /** The test-payment webhook from config; `null` sends nothing anywhere. */
  webhookUrl: string | null;
  copy: { readonly loadFailed: string; readonly success: string };
  modalCopy: PayModalCopy;
  children: ReactNode;
}) {
  const [modal, load] = useDeferredModule(importModal);
  const [plan, setPlan] = useState<PayPlan | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new form after each successful payment; otherwise what was typed stays when the modal closes.
  const [formKey, setFormKey] = useState(0);

  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  const openFor = useCallback(
    (next: PayPlan, button: HTMLButtonElement) => {
      load().then(
        () => {
          // Headless UI returns focus on close from a focus history it starts keeping when it loads, and a
          // tap does not focus a button in every browser: focus the Pay button so the history holds it.
          button.blur();
          button.focus();
          setNotice(null);
          setPlan(next);
          setOpen(true);
        },
        (error: unknown) => {
          console.error('The payment form could not be loaded.', error);
          setNotice({ plan: next.title, tone: 'error', text: copy.loadFailed });
        },
      );
    },
    [load, copy.loadFailed],
  );

  const picker = useMemo<Picker>(() => ({ prefetch, open: openFor, notice }), [prefetch, openFor, notice]);
  const Modal = modal?.PayModal;

  return (
    <PickerContext value={picker}>
      {children}
      {Modal && plan ? (
        <Modal
          key={formKey}
          open={open}
          plan={plan}
          webhookUrl={webhookUrl}
          copy={modalCopy}
          onClose={() => setOpen(false)}
          onPaid={() => {
            setOpen(false);
            setFormKey((key) => key + 1);
            setNotice({ plan: plan.title, tone: 'success', text: copy.success.replace('{plan}', plan.title) });
          }}
        />
      ) : null}
    </PickerContext>
  );
}

/**
 * A plan card's Pay button. Its accessible name names the plan; the outcome of the last payment for this
 * plan is announced right below it, where focus returns when the modal closes.
 */
export function PayButton({ plan, label, labelSuffix }: { plan: PayPlan; label: string; labelSuffix: string }) {
  const picker = use(PickerContext);
  if (!picker) throw new Error('PayButton must be inside PayModalHost');
  const notice = picker.notice?.plan === plan.title ? picker.notice : null;
  return (
    <div className="nojs-hide">
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'w-full')}
        onPointerEnter={picker.prefetch}
        onFocus={picker.prefetch}
        onClick={(event) => picker.open(plan, event.currentTarget)}
      >
        {label}
        <span className="sr-only">
          {' '}
          {labelSuffix} {plan.title}
        </span>
      </button>
      <p
        role="status"
        className={clsx(
          'text-sm font-medium',
          notice ? 'mt-3' : undefined,
          notice?.tone === 'error' ? 'text-red-700' : 'text-emerald-700',
        )}
      >
        {notice?.text}
      </p>
    </div>
  );
}
