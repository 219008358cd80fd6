import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { payModalCopy, testPaymentsCopy } from '@/content/payments';
import { plans } from '@/content/plans';
import { PayPlan } from '@/components/islands/pay-plan';
import { keepEarlyTaps } from '@/lib/inline-scripts/early-taps';
import type { PayPlan as Plan } from '@/lib/payment';
import { replayTaps } from '@/lib/tap-replay';
import { fillTemplate } from '@/lib/template';

const [first, second] = plans.map(({ title, subtitle, price, priceNote }): Plan => ({ title, subtitle, price, priceNote }));
const [pro, basic] = [first!, second!];
const webhook = 'https://hooks.example.com/test-payment';
const payFor = (plan: Plan) => `Pay for ${plan.title}`;

beforeAll(() => {
  // jsdom has neither modal dialogs nor invoker commands: the page's early script fills in `commandfor` as it
  // does for browsers without them, on a dialog that opens and closes as the platform's does.
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
  keepEarlyTaps();
});

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
    <>
      {[pro, basic].map((plan) => (
        <PayPlan
          key={plan.title}
          plan={plan}
          label="Pay"
          labelSuffix="for"
          webhookUrl={webhookUrl}
          successNotice={testPaymentsCopy.success}
          copy={payModalCopy}
        />
      ))}
    </>,
  );
  return user;
}

async function openFor(user: ReturnType<typeof userEvent.setup>, plan: Plan) {
  await user.click(screen.getByRole('button', { name: payFor(plan) }));
  return screen.findByRole('dialog', { name: fillTemplate(payModalCopy.title, { plan: plan.title }) });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, values: Record<string, string>) {
  const modal = within(dialog);
  for (const [label, value] of Object.entries(values)) {
    const input = modal.getByLabelText(label);
    await user.clear(input);
    // Pasted rather than typed key by key: the same input events, in a fraction of the time on a busy machine.
    if (value) await user.paste(value);
  }
}

const validCard = { 'Card number': '4242 4242 4242 4242', 'Expiration date': '12/39', CVC: '123', 'Name on card': 'Dana Whitfield' };

describe('the pay dialog', () => {
  it('opens from a plan’s Pay button and names the plan, its price and the fields, each required', async () => {
    const user = setup();
    const dialog = await openFor(user, basic);
    expect(dialog).toHaveTextContent(`${basic.title} (${basic.subtitle}) · ${basic.price} ${basic.priceNote}`);
    expect(within(dialog).getByLabelText('Expiration date')).toHaveAttribute('placeholder', payModalCopy.fields.expDatePlaceholder);
    for (const label of ['Card number', 'Expiration date', 'CVC', 'Name on card']) {
      expect(within(dialog).getByLabelText(label)).toBeRequired();
    }
  });

  it('shows a message next to each invalid field, focuses the first one and sends nothing', async () => {
    const user = setup();
    const dialog = await openFor(user, pro);
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
    const dialog = await openFor(user, pro);
    await fill(user, dialog, { ...validCard, 'Expiration date': '01/20' });
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));
    expect(within(dialog).getByLabelText('Expiration date')).toHaveFocus();
    expect(within(dialog).getByLabelText('Expiration date')).toHaveAccessibleDescription(payModalCopy.errors.expDate.past);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs exactly the spec’s JSON, logs the reply, closes and confirms under the Pay button', async () => {
    fetchMock.mockResolvedValue(reply(200, async () => ({ ok: true, id: 'pay_1' })));
    const user = setup();
    const dialog = await openFor(user, pro);
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(webhook);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      plan: pro.title,
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
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      fillTemplate(testPaymentsCopy.success, { plan: pro.title }),
    );

    // The next payment starts from an empty form, and the notice goes.
    const again = await openFor(user, pro);
    expect(within(again).getByLabelText('Card number')).toHaveValue('');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain(
      fillTemplate(testPaymentsCopy.success, { plan: pro.title }),
    );
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
  ])('on %s, logs it, says so in the dialog and keeps it open with the values', async (_case, arrange, message) => {
    arrange();
    const user = setup();
    const dialog = await openFor(user, basic);
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(error).toHaveBeenCalled();
    expect(dialog).toBeVisible();
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByLabelText('Name on card')).toHaveValue('Dana Whitfield');
  });

  it('without a webhook says it is in test mode, checks the form and sends nothing anywhere', async () => {
    const user = setup(null);
    const dialog = await openFor(user, pro);
    expect(dialog).toHaveTextContent(payModalCopy.unconfiguredNotice);
    await fill(user, dialog, validCard);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));

    expect(await within(dialog).findByText(payModalCopy.notSent)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  it('closes on Close, keeping what was typed in that plan’s form, and clearing what its last submit said', async () => {
    const user = setup();
    const dialog = await openFor(user, basic);
    await fill(user, dialog, { 'Name on card': 'Dana' });
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.submit }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(payModalCopy.fixErrors);
    await user.click(within(dialog).getByRole('button', { name: payModalCopy.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const again = await openFor(user, basic);
    expect(within(again).getByLabelText('Name on card')).toHaveValue('Dana');
    expect(within(again).getByRole('alert')).toHaveTextContent('');
    expect(within(again).getByLabelText('Card number')).not.toHaveAttribute('aria-invalid');
  });

  it('checks a form filled and submitted before it was live once it is, with what was typed', async () => {
    fetchMock.mockResolvedValue(reply(200, async () => ({ ok: true })));
    const user = setup();
    const dialog = await openFor(user, pro);
    const form = dialog.querySelector('form')!;
    // As before hydration: the form not yet live, the fields filled and Submit pressed.
    form.removeAttribute('data-live');
    for (const [label, value] of Object.entries(validCard)) (within(dialog).getByLabelText(label) as HTMLInputElement).value = value;
    const submit = within(dialog).getByRole('button', { name: payModalCopy.submit });
    await user.click(submit);
    expect(submit).toHaveAttribute('data-pending');
    expect(fetchMock).not.toHaveBeenCalled();

    replayTaps(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toMatchObject({
      cardNumber: '4242424242424242',
      name: validCard['Name on card'],
    });
  });
});
