import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/islands/contact-form';
import { contactForm } from '@/content/contact';
import { DRAFT_KEY, parseDraft, type ContactTarget, type ContactVariant } from '@/lib/contact';
import { fillTemplate } from '@/lib/template';

const SALES = 'sales@acme.example';
const copy = { ...contactForm, labels: { ...contactForm.labels, consent: fillTemplate(contactForm.labels.consent, { brand: 'Acme' }) } };
const target: ContactTarget = { url: 'https://leads.acme.example/contact', format: 'json' };
const label = (field: keyof typeof contactForm.labels) => new RegExp(`^${copy.labels[field].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** What the endpoint answers (jsdom has no Response): only `ok` and `status` are read. */
const reply = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

/** A draft begun a minute ago, so the minimum fill time has passed. */
function startedLongAgo(values = {}) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values, startedAt: Date.now() - 60_000 }));
}

function setup(variant: ContactVariant = 'full', to: ContactTarget | null = null) {
  const user = userEvent.setup();
  const view = render(<ContactForm variant={variant} copy={copy} salesEmail={SALES} target={to} />);
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, variant: ContactVariant = 'full') {
  await typeInto(user, screen.getByLabelText(label('name')), 'Dana Whitfield');
  await typeInto(user, screen.getByLabelText(label('email')), 'dana@whitfield-adjusting.com');
  await typeInto(user, screen.getByLabelText(label('company')), 'Whitfield Adjusting');
  await user.selectOptions(screen.getByLabelText(label('role')), 'public-adjuster');
  if (variant === 'full') await user.selectOptions(screen.getByLabelText(label('topic')), 'pricing');
  await typeInto(user, screen.getByLabelText(label('message')), 'About forty roof claims a month.');
  await user.click(screen.getByRole('checkbox', { name: copy.labels.consent }));
}

/** Types by pasting: one input event per field keeps the suite fast on a busy machine. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const submit = () => screen.getByRole('button', { name: new RegExp(`${copy.submit}|${copy.failed.retry}`) });

jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  global.fetch = jest.fn();
  if (!crypto.randomUUID) Object.defineProperty(crypto, 'randomUUID', { value: () => '00000000-0000-4000-8000-000000000000' });
});

describe('ContactForm', () => {
  it('refuses an empty form: a summary, a message next to each field, focus on the first, nothing sent', async () => {
    const { user } = setup();
    await user.click(submit());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(copy.summary);
    expect(within(summary).getAllByRole('link')).toHaveLength(7);
    const name = screen.getByLabelText(label('name'));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(copy.errors.name.missing);
    expect(screen.getByLabelText(label('email'))).toHaveAccessibleDescription(`${copy.errors.email.missing} ${copy.hints.email}`);
    expect(global.fetch).not.toHaveBeenCalled();

    // A summary link takes the visitor to its field; a corrected field loses its message as it is typed.
    await user.click(within(summary).getByRole('link', { name: copy.errors.company.missing }));
    expect(screen.getByLabelText(label('company'))).toHaveFocus();
    await user.keyboard('Whitfield Adjusting');
    expect(screen.getByLabelText(label('company'))).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(6);
  });

  it('without an endpoint, accepts a valid form and offers it as a pre-filled e-mail; nothing is sent', async () => {
    startedLongAgo();
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const offer = await screen.findByTestId('contact-mailto-offer');
    const link = within(offer).getByRole('link', { name: fillTemplate(copy.unconfigured.action, { email: SALES }) });
    expect(link).toHaveFocus();
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toBe(SALES);
    expect(href.searchParams.get('body')).toContain('About forty roof claims a month.');
    expect(global.fetch).not.toHaveBeenCalled();
    // The draft stays: nobody knows whether the e-mail was sent.
    expect(parseDraft(sessionStorage.getItem(DRAFT_KEY))?.values.name).toBe('Dana Whitfield');
  });

  it('notes a personal address without refusing it', async () => {
    const { user } = setup();
    await typeInto(user, screen.getByLabelText(label('email')), 'dana@gmail.com');
    await user.tab();
    expect(screen.getByTestId('contact-free-mail')).toHaveTextContent(copy.freeMail);
    expect(screen.getByLabelText(label('email'))).not.toHaveAttribute('aria-invalid');
  });

  it('holds a form whose honeypot is filled and offers the e-mail instead; nothing is sent', async () => {
    startedLongAgo();
    const { user, container } = setup('full', target);
    await fillValid(user);
    container.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    await user.click(submit());
    expect(await screen.findByTestId('contact-mailto-offer')).toHaveTextContent(copy.held.title);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('holds a form filled faster than a person types', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values: {}, startedAt: Date.now() }));
    const { user } = setup('full', target);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByTestId('contact-mailto-offer')).toHaveTextContent(copy.held.title);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('sends once however often it is pressed, then thanks the visitor, says what happens next and forgets the draft', async () => {
    startedLongAgo();
    let answer: (response: Response) => void = () => undefined;
    (global.fetch as jest.Mock).mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup('full', target);
    await fillValid(user);
    await user.click(submit());
    const button = screen.getByRole('button', { name: copy.sending });
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    act(() => button.closest('form')!.requestSubmit());
    expect(global.fetch).toHaveBeenCalledTimes(1);

    const [url, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(target.url);
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({ name: 'Dana Whitfield', topic: 'pricing', consent: true, page: window.location.pathname });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer(reply(200)));
    const heading = await screen.findByRole('heading', { name: copy.sent.title });
    expect(heading).toHaveFocus();
    for (const step of copy.sent.steps) expect(screen.getByText(step.text)).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('on a refusal keeps every word, says why, offers the e-mail and retries with the same key', async () => {
    startedLongAgo();
    (global.fetch as jest.Mock).mockResolvedValueOnce(reply(500)).mockResolvedValueOnce(reply(200));
    const { user } = setup('full', target);
    await fillValid(user);
    await user.click(submit());
    const failed = await screen.findByTestId('contact-failed');
    expect(failed).toHaveTextContent(fillTemplate(copy.failed.reasons.http, { status: '500' }));
    expect(within(failed).getByRole('link', { name: fillTemplate(copy.failed.fallback, { email: SALES }) })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('About forty roof claims a month.')),
    );
    expect(screen.getByLabelText(label('message'))).toHaveValue('About forty roof claims a month.');
    expect(parseDraft(sessionStorage.getItem(DRAFT_KEY))?.pending?.key).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: copy.failed.retry }));
    await screen.findByRole('heading', { name: copy.sent.title });
    const keys = (global.fetch as jest.Mock).mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('restores a kept draft into the fields, and keeps every keystroke', async () => {
    startedLongAgo({ name: 'Dana Whitfield', email: 'dana@x.com', role: 'attorney', message: 'Half-written', consent: true });
    const { user } = setup();
    expect(screen.getByLabelText(label('name'))).toHaveValue('Dana Whitfield');
    expect(screen.getByLabelText(label('role'))).toHaveValue('attorney');
    expect(screen.getByLabelText(label('message'))).toHaveValue('Half-written');
    expect(screen.getByRole('checkbox', { name: copy.labels.consent })).toBeChecked();
    await typeInto(user, screen.getByLabelText(label('message')), ' question');
    await waitFor(() => expect(parseDraft(sessionStorage.getItem(DRAFT_KEY))?.values.message).toBe('Half-written question'));
  });

  it('is shorter on product and audience pages: no topic field (a demo request), and the message optional', async () => {
    startedLongAgo();
    const { user, container } = setup('compact', target);
    (global.fetch as jest.Mock).mockResolvedValue(reply(200));
    expect(screen.queryByLabelText(label('topic'))).not.toBeInTheDocument();
    await typeInto(user, screen.getByLabelText(label('name')), 'Dana Whitfield');
    await typeInto(user, screen.getByLabelText(label('email')), 'dana@whitfield-adjusting.com');
    await typeInto(user, screen.getByLabelText(label('company')), 'Whitfield Adjusting');
    await user.selectOptions(screen.getByLabelText(label('role')), 'contractor');
    await user.click(screen.getByRole('checkbox', { name: copy.labels.consent }));
    await user.click(submit());
    await screen.findByRole('heading', { name: copy.sent.title });
    expect(JSON.parse((global.fetch as jest.Mock).mock.calls[0][1].body)).toMatchObject({ topic: copy.compactTopic, message: '' });
    expect(container.querySelector('[data-tap-island="contact"]')).not.toBeNull();
  });

  it('without scripts is a form that e-mails sales, with the browser’s own checks', () => {
    const { container } = setup();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toMatch(new RegExp(`^mailto:${SALES}`));
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
    expect(screen.getByLabelText(label('email'))).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(label('name'))).toBeRequired();
    // Once hydrated, the island validates instead of the browser.
    expect(form.noValidate).toBe(true);
  });
});
