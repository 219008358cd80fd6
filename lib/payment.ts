/**
 * The test-payment form (spec §3 "Payment form", §5, §7 "Test payment submit"): validation of each field,
 * the JSON body that is sent, and the submit itself with every way it can fail. Pure apart from the
 * `fetch` and `log` it is given.
 */

/** The plan a Pay button stands for: what the pay modal names and what is sent as `plan`. */
export interface PayPlan {
  readonly title: string;
  readonly subtitle: string;
  readonly price: string;
  readonly priceNote: string;
}

export type PaymentField = 'cardNumber' | 'expDate' | 'cvc' | 'name';

/** What the visitor typed, as typed. */
export type PaymentValues = Readonly<Record<PaymentField, string>>;

/** The problem with each invalid field; a field that is fine has no entry. */
export interface PaymentProblems {
  cardNumber?: 'missing' | 'format' | 'length' | 'checksum';
  expDate?: 'missing' | 'format' | 'past';
  cvc?: 'missing' | 'format';
  name?: 'missing';
}

/** Field order in the form: the first invalid one receives focus. */
export const paymentFields: readonly PaymentField[] = ['cardNumber', 'expDate', 'cvc', 'name'];

/** The card number's digits: spaces between groups are allowed and dropped. */
export function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The Luhn (mod 10) check of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function checkCardNumber(value: string): PaymentProblems['cardNumber'] {
  const digits = cardDigits(value);
  if (digits === '') return 'missing';
  if (!/^\d+$/.test(digits)) return 'format';
  if (digits.length < 13 || digits.length > 19) return 'length';
  return passesLuhn(digits) ? undefined : 'checksum';
}

/**
 * `MM/YY` (or `MMYY`, as typed on a numeric keypad) with a month from 01 to 12, or `undefined` when the
 * value is not one. Spaces are ignored.
 */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.replace(/\s+/g, ''));
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** The expiry as `MM/YY`; a value that is not a valid expiry is returned without its spaces. */
export function normalExpiry(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return /^\d{4}$/.test(compact) ? `${compact.slice(0, 2)}/${compact.slice(2)}` : compact;
}

/** A card is valid through the last day of its expiry month, so the current month is still fine. */
export function checkExpiry(value: string, now: Date = new Date()): PaymentProblems['expDate'] {
  if (value.trim() === '') return 'missing';
  const expiry = parseExpiry(value);
  if (!expiry) return 'format';
  const current = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < current ? 'past' : undefined;
}

export function checkCvc(value: string): PaymentProblems['cvc'] {
  const trimmed = value.trim();
  if (trimmed === '') return 'missing';
  return /^\d{3,4}$/.test(trimmed) ? undefined : 'format';
}

export function checkName(value: string): PaymentProblems['name'] {
  return value.trim() === '' ? 'missing' : undefined;
}

/** Every problem of the form; an empty object means it may be sent. */
export function validatePayment(values: PaymentValues, now: Date = new Date()): PaymentProblems {
  const problems: PaymentProblems = {};
  const cardNumber = checkCardNumber(values.cardNumber);
  if (cardNumber) problems.cardNumber = cardNumber;
  const expDate = checkExpiry(values.expDate, now);
  if (expDate) problems.expDate = expDate;
  const cvc = checkCvc(values.cvc);
  if (cvc) problems.cvc = cvc;
  const name = checkName(values.name);
  if (name) problems.name = name;
  return problems;
}

/** The JSON body of a test payment (spec §7), in this key order. */
export interface PaymentPayload {
  readonly plan: string;
  readonly cardNumber: string;
  readonly expDate: string;
  readonly cvc: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly company: string;
  readonly website: string;
}

/**
 * The body for a valid form: the plan title, the card digits without spaces, the expiry as MM/YY, the CVC
 * and the name trimmed. The form has no inputs for e-mail, phone, company and website (spec §3), so they
 * are sent empty.
 */
export function paymentPayload(plan: string, values: PaymentValues): PaymentPayload {
  return {
    plan,
    cardNumber: cardDigits(values.cardNumber),
    expDate: normalExpiry(values.expDate),
    cvc: values.cvc.trim(),
    name: values.name.trim(),
    email: '',
    phone: '',
    company: '',
    website: '',
  };
}

export type SubmitResult =
  | { readonly outcome: 'sent'; readonly reply: unknown }
  /** No endpoint configured: nothing was sent anywhere. */
  | { readonly outcome: 'unconfigured' }
  | { readonly outcome: 'failed'; readonly reason: 'network' | 'json' }
  | { readonly outcome: 'failed'; readonly reason: 'http'; readonly status: number };

export interface SubmitDeps {
  readonly fetch: typeof fetch;
  readonly log: Pick<Console, 'info' | 'error'>;
}

/**
 * POSTs `payload` as JSON to `endpoint` and reads the JSON reply. Logs the reply, or the failure (network
 * error, a non-2xx status, a reply that is not JSON), and returns what happened so the form can say so.
 * Without an endpoint it sends nothing.
 */
export async function submitTestPayment(
  endpoint: string | null | undefined,
  payload: PaymentPayload,
  deps: SubmitDeps = { fetch: (...args) => fetch(...args), log: console },
): Promise<SubmitResult> {
  if (!endpoint) {
    deps.log.info('[test payment] No payment endpoint is configured; nothing was sent.');
    return { outcome: 'unconfigured' };
  }
  let response: Response;
  try {
    response = await deps.fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
    });
  } catch (error) {
    deps.log.error('[test payment] The endpoint could not be reached.', error);
    return { outcome: 'failed', reason: 'network' };
  }
  if (!response.ok) {
    deps.log.error(`[test payment] The endpoint answered with status ${response.status}.`);
    return { outcome: 'failed', reason: 'http', status: response.status };
  }
  let reply: unknown;
  try {
    reply = await response.json();
  } catch (error) {
    deps.log.error('[test payment] The endpoint’s reply is not JSON.', error);
    return { outcome: 'failed', reason: 'json' };
  }
  deps.log.info('[test payment] Reply:', reply);
  return { outcome: 'sent', reply };
}
