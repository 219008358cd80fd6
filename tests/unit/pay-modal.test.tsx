import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payModalCopy, testPaymentsCopy } from '@/content/payments';
import { PayButton, PayModalProvider } from '@/components/islands/pay-modal-provider';
import type { PayPlan } from '@/lib/payment';

const pro: PayPlan = { title: 'ProOwl', subtitle: 'Professional', price: '$115', priceNote: 'per month' };
const basic: PayPlan = { title: 'BasicOwl', subtitle: 'Basic', price: '$139', priceNote: 'per month' };
const webhook = 'https://hooks.example.com/test-payment';

const fetchMock = jest.fn();
let info: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  info.mockRestore();
  error.mockRestore();
});

function reply(status: number, body: () => Promise<unknown>) {
  return { ok: status >= 200 && status < 300, status, json: body };
}

function setup(webhookUrl: string | null = webhook) {
  // No pause between keystrokes: the many typed values then take milliseconds, not seconds, on a busy machine.
  const user = userEvent.setup({ delay: null });
  render(
    <PayModalProvider webhookUrl={webhookUrl} successNotice={testPaymentsCopy.success} modalCopy={payModalCopy}>
      <PayButton plan={pro} label="Pay" labelSuffix="for" openingLabel={testPaymentsCopy.opening} />
      <PayButton plan={basic} label="Pay" labelSuffix="for" openingLabel={testPaymentsCopy.opening} />
    </PayModalProvider>,
  );
  return user;
}

async function openFor(user: ReturnType<typeof userEvent.setup>, plan: string) {
  await user.click(screen.getByRole('button', { name: `Pay for ${plan}` }));
  return screen.findByRole('dialog', { name: `Pay for ${plan}` });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, values: Record<string, string>) {
  const modal = within(dialog);
  for (const [label, value] of Object.entries(values)) {
    const input = modal.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const validCard = { 'Card number': '4242 4242 4242 4242', 'Expiration date': '12/39', CVC: '123', 'Name on card': 'Dana Whitfield' };

describe('the pay modal', () => {
  it('opens from a plan’s Pay button, names the plan and starts in the card number field', async () => {
    const user = setup();
    const dialog = await openFor(user, 'BasicOwl');
    expect(dialog).toHaveTextContent('BasicOwl (Basic) · $139 per month');
    await waitFor(() => expect(within(dialog).getByLabelText('Card number')).toHaveFocus());
    expect(within(dialog).getByLabelText('Expiration date')).toHaveAttribute('placeholder', 'MM/YY');
    for (const label of ['Card number', 'Expiration date', 'CVC', 'Name on card']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
  });

  it('shows a message next to each invalid field, focuses the first one and sends nothing', async () => {
    const user = setup();
    const dialog = await openFor(user, 'ProOwl');
    const modal = within(dialog);
    await fill(user, dialog, { 'Card number': '4242 4242 4242 4241', 'Expiration date': '13/30', CVC: '12', 'Name on card': '' });
    await user.click(modal.getByRole('button', { name: payModalCopy.submit }));

    const expectations: [string, string][] = [
      ['Card number', payModalCopy.errors.cardNumber.checksum],
      ['Expiration date', payModalCopy.errors.expDate.format],
      ['CVC', payModalCopy.errors.cvc.format],
      ['Name on card', payModalCopy.errors.name.missing],
    ];
    for (const [label, message] of expectations) {
      const input = modal.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(modal.getByLabelText('Card number')).toHaveFocus();
    expect(modal.getByRole('alert')).toHaveTextContent(payModalCopy.fixErrors);
    expect(fetchMock).not.toHaveBeenCalled();

    // Correcting a field clears its message; the others stay.
    await fill(user, dialog, { CVC: '123' });
    expect(modal.getByLabelText('CVC')).not.toHaveAttribute('aria-invalid');
    expect(modal.queryByText(payModalCopy.errors.cvc.format)).not.toBeInTheDocument();
    expect(modal.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the first invalid field even when earlier fields are fine', async () => {
    const user = setup();
    const dialog = await openFor(user, 'ProOwl');
    await fill(user, dialog, { ...validCard, 'Expiration date': '01/20' });
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));
    expect(within(dialog).getByLabelText('Expiration date')).toHaveFocus();
    expect(within(dialog).getByLabelText('Expiration date')).toHaveAccessibleDescription(payModalCopy.errors.expDate.past);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs exactly the spec’s JSON, logs the reply, closes, confirms under the Pay button and returns focus to it', async () => {
    fetchMock.mockResolvedValue(reply(200, async () => ({ ok: true, id: 'pay_1' })));
    const user = setup();
    const dialog = await openFor(user, 'ProOwl');
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(webhook);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      plan: 'ProOwl',
      cardNumber: '4242424242424242',
      expDate: '12/39',
      cvc: '123',
      name: 'Dana Whitfield',
      email: '',
      phone: '',
      company: '',
      website: '',
    });
    expect(info).toHaveBeenCalledWith(expect.any(String), { ok: true, id: 'pay_1' });
    const payButton = screen.getByRole('button', { name: 'Pay for ProOwl' });
    await waitFor(() => expect(payButton).toHaveFocus());
    const statuses = screen.getAllByRole('status');
    // The status region also holds the early notice, hidden (lib/tap-replay.ts).
    expect(statuses.some((status) => status.textContent?.startsWith(testPaymentsCopy.success.replace('{plan}', 'ProOwl')))).toBe(true);

    // The next payment starts from an empty form.
    const again = await openFor(user, 'ProOwl');
    expect(within(again).getByLabelText('Card number')).toHaveValue('');
  });

  it.each([
    [
      'a non-2xx answer',
      () => fetchMock.mockResolvedValue(reply(500, async () => ({}))),
      payModalCopy.failures.http.replace('{status}', '500'),
    ],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch')), payModalCopy.failures.network],
    [
      'a reply that is not JSON',
      () => fetchMock.mockResolvedValue(reply(200, () => Promise.reject(new SyntaxError('Unexpected token <')))),
      payModalCopy.failures.json,
    ],
  ])('on %s, logs it, says so in the modal and keeps it open with the values', async (_case, arrange, message) => {
    arrange();
    const user = setup();
    const dialog = await openFor(user, 'BasicOwl');
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Pay for BasicOwl' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByLabelText('Name on card')).toHaveValue('Dana Whitfield');
  });

  it('without a webhook says it is in test mode, checks the form and sends nothing anywhere', async () => {
    const user = setup(null);
    const dialog = await openFor(user, 'ProOwl');
    expect(dialog).toHaveTextContent(payModalCopy.unconfiguredNotice);
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    expect(await within(dialog).findByText(payModalCopy.notSent)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Close and on Escape, keeping what was typed, with focus back on the Pay button', async () => {
    const user = setup();
    let dialog = await openFor(user, 'BasicOwl');
    await fill(user, dialog, { 'Name on card': 'Dana' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay for BasicOwl' })).toHaveFocus();

    dialog = await openFor(user, 'ProOwl');
    expect(within(dialog).getByLabelText('Name on card')).toHaveValue('Dana');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay for ProOwl' })).toHaveFocus();
  });
});
