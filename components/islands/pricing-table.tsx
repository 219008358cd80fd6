'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PRICING_TABLE_TIMEOUT_MS, STRIPE_PRICING_TABLE_SCRIPT, STRIPE_PRICING_TABLE_TAG } from '@/lib/stripe';

let scriptLoad: Promise<void> | undefined;

/** Adds Stripe's script once per page, after hydration; a failed download may be retried by a later call. */
function loadStripeScript(): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_PRICING_TABLE_SCRIPT;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      scriptLoad = undefined;
      reject(new Error(`${STRIPE_PRICING_TABLE_SCRIPT} did not load`));
    });
    document.head.append(script);
  });
  return scriptLoad;
}

/** Drops the module's memory of the script between unit tests. */
export function resetStripeScriptForTests() {
  scriptLoad = undefined;
}

type Status = 'loading' | 'ready' | 'failed';

/** The element has content once Stripe's script has defined it and drawn the table into it. */
function rendered(element: HTMLElement | null): boolean {
  return element !== null && customElements.get(STRIPE_PRICING_TABLE_TAG) !== undefined && element.getBoundingClientRect().height > 0;
}

/**
 * Stripe's embedded pricing table. The script loads after the page has painted. Until the table has drawn
 * itself, `fallback` (a server-rendered plans summary and a way forward) shows from the first paint, so the
 * plans are readable at once and a blocked or slow Stripe never paints the page's largest text late; it
 * gives way to the table once Stripe has drawn it. Without JavaScript the fallback is all there is.
 */
export function PricingTable({
  publishableKey,
  tableId,
  loadingLabel,
  fallback,
}: {
  publishableKey: string;
  tableId: string;
  loadingLabel: string;
  fallback: ReactNode;
}) {
  const table = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(deadline);
      setStatus(next);
    };
    const check = () => {
      if (rendered(table.current)) settle('ready');
    };
    const poll = window.setInterval(check, 250);
    const deadline = window.setTimeout(() => {
      if (rendered(table.current)) settle('ready');
      else {
        console.warn('The Stripe pricing table did not appear in time; showing the plans summary instead.');
        settle('failed');
      }
    }, PRICING_TABLE_TIMEOUT_MS);
    loadStripeScript().then(check, () => {
      console.warn('The Stripe pricing table could not be loaded; showing the plans summary instead.');
      settle('failed');
    });
    return () => {
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(deadline);
    };
  }, []);

  return (
    <div data-pricing-table={status}>
      {status === 'loading' ? (
        <p role="status" className="nojs-hide mb-6 text-center text-ink-500">
          {loadingLabel}
        </p>
      ) : null}
      <stripe-pricing-table ref={table} className="block" pricing-table-id={tableId} publishable-key={publishableKey} />
      <div className="nojs-show" hidden={status === 'ready'}>
        {fallback}
      </div>
    </div>
  );
}
