import { act, render, screen } from '@testing-library/react';
import { PricingTable, resetStripeScriptForTests } from '@/components/islands/pricing-table';
import { PRICING_TABLE_TIMEOUT_MS, STRIPE_PRICING_TABLE_SCRIPT } from '@/lib/stripe';

function stripeScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === STRIPE_PRICING_TABLE_SCRIPT);
}

function renderTable() {
  return render(
    <PricingTable
      publishableKey="pk_test_abc"
      tableId="prctbl_123"
      loadingLabel="Loading plans…"
      fallback={<p>Plans summary and Talk to Sales</p>}
    />,
  );
}

let warn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  resetStripeScriptForTests();
  document.head.innerHTML = '';
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

describe('PricingTable', () => {
  it('renders Stripe’s element with the key and table id, and adds Stripe’s script once, async, after mounting', () => {
    const { container } = renderTable();
    const element = container.querySelector('stripe-pricing-table');
    expect(element).toHaveAttribute('pricing-table-id', 'prctbl_123');
    expect(element).toHaveAttribute('publishable-key', 'pk_test_abc');
    expect(stripeScripts()).toHaveLength(1);
    expect(stripeScripts()[0]!.async).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    // The plans are readable while Stripe loads.
    expect(screen.getByText('Plans summary and Talk to Sales')).toBeVisible();
  });

  it('keeps the fallback and drops the loading line when the script fails to load (blocked or offline)', async () => {
    renderTable();
    await act(async () => {
      stripeScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(screen.getByText('Plans summary and Talk to Sales')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The failed script is removed, so the next table that mounts can try again.
    expect(stripeScripts()).toHaveLength(0);
  });

  it('keeps the fallback and stops waiting when the script loaded but no table appeared within the time allowed', async () => {
    renderTable();
    await act(async () => {
      stripeScripts()[0]!.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    act(() => {
      jest.advanceTimersByTime(PRICING_TABLE_TIMEOUT_MS - 1);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Plans summary and Talk to Sales')).toBeVisible();
  });

  it('hides the fallback once Stripe has drawn the table', async () => {
    const { container } = renderTable();
    customElements.define('stripe-pricing-table', class extends HTMLElement {});
    const element = container.querySelector('stripe-pricing-table')!;
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height: 640 } as DOMRect);
    await act(async () => {
      stripeScripts()[0]!.dispatchEvent(new Event('load'));
      await Promise.resolve();
    });
    act(() => {
      jest.advanceTimersByTime(PRICING_TABLE_TIMEOUT_MS * 2);
    });
    expect(screen.getByText('Plans summary and Talk to Sales').parentElement).not.toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-pricing-table]')).toHaveAttribute('data-pricing-table', 'ready');
  });
});
