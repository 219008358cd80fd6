'use client';

import clsx from 'clsx';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PayModalCopy } from '@/content/payments';
import { buttonClasses } from '@/components/ui/button-styles';
import type { PayPlan } from '@/lib/payment';
import { earlyAnswer, tapIsland } from '@/lib/tap-replay';
import { EarlyStatus } from './early-status';
import { fillTemplate } from '@/lib/template';
import { PayModal } from './pay-modal';
import { useTapReplay } from './use-tap-replay';

interface Notice {
  readonly plan: string;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

interface Picker {
  readonly open: (plan: PayPlan, button: HTMLButtonElement) => void;
  readonly notice: Notice | null;
}

const PickerContext = createContext<Picker | null>(null);

/**
 * Holds the pay modal (a Headless UI dialog and the form) for the Pay buttons inside it, and the outcome
 * of the last payment, which the plan's own button announces.
 */
export function PayModalProvider({
  webhookUrl,
  successNotice,
  modalCopy,
  children,
}: {
  /** The test-payment webhook from config; `null` sends nothing anywhere. */
  webhookUrl: string | null;
  /** Announced under the plan's button after a successful payment; `{plan}` is its title. */
  successNotice: string;
  modalCopy: PayModalCopy;
  children: ReactNode;
}) {
  const [plan, setPlan] = useState<PayPlan | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new form after each successful payment; otherwise what was typed stays when the modal closes.
  const [formKey, setFormKey] = useState(0);

  const openFor = useCallback((next: PayPlan, button: HTMLButtonElement) => {
    // A tap does not focus a button in every browser, and a replayed tap (lib/tap-replay.ts) never does:
    // focus the Pay button so Headless UI returns focus to it when the modal closes.
    button.focus();
    setNotice(null);
    setPlan(next);
    setOpen(true);
  }, []);

  const picker = useMemo<Picker>(() => ({ open: openFor, notice }), [openFor, notice]);

  return (
    <PickerContext value={picker}>
      {children}
      {plan ? (
        <PayModal
          key={formKey}
          open={open}
          plan={plan}
          webhookUrl={webhookUrl}
          copy={modalCopy}
          onClose={() => setOpen(false)}
          onPaid={() => {
            setOpen(false);
            setFormKey((key) => key + 1);
            setNotice({ plan: plan.title, tone: 'success', text: fillTemplate(successNotice, { plan: plan.title }) });
          }}
        />
      ) : null}
    </PickerContext>
  );
}

/**
 * A plan card's Pay button. Its accessible name names the plan; the outcome of the last payment for this
 * plan is announced right below it, where focus returns when the modal closes. A press made before
 * hydration opens the modal once hydrated (`useTapReplay`).
 */
export function PayButton({
  plan,
  label,
  labelSuffix,
  openingLabel,
}: {
  plan: PayPlan;
  label: string;
  labelSuffix: string;
  /** Said at once when Pay is pressed before the page is ready; the modal opens once it is. */
  openingLabel: string;
}) {
  const picker = use(PickerContext);
  if (!picker) throw new Error('PayButton must be inside PayModalProvider');
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root);
  const notice = picker.notice?.plan === plan.title ? picker.notice : null;
  return (
    <div ref={root} {...tapIsland('pay')} className="group nojs-hide">
      <button
        type="button"
        {...earlyAnswer({ kind: 'status' })}
        className={buttonClasses('primary', 'lg', 'w-full')}
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
          'text-sm font-medium group-data-early-status:mt-3',
          notice ? 'mt-3' : undefined,
          notice?.tone === 'error' ? 'text-red-700' : 'text-emerald-700',
        )}
      >
        {notice?.text}
        <EarlyStatus text={openingLabel} />
      </p>
    </div>
  );
}
