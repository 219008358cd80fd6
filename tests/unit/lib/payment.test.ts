/** @jest-environment node */
import {
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkName,
  passesLuhn,
  paymentPayload,
  submitTestPayment,
  validatePayment,
  type PaymentPayload,
  type SubmitDeps,
} from '@/lib/payment';

/** "Now" for the expiry rules: 15 June 2026. */
const now = new Date(2026, 5, 15);

const valid = { cardNumber: '4242 4242 4242 4242', expDate: '12/29', cvc: '123', name: 'Dana Whitfield' };

describe('card validation', () => {
  it.each([
    ['4242424242424242', 'Visa test card'],
    ['4242 4242 4242 4242', 'grouped with spaces'],
    ['  4242  4242 4242 4242 ', 'extra spaces around and between groups'],
    ['5555555555554444', 'Mastercard test card'],
    ['378282246310005', 'American Express, 15 digits'],
    ['4222222222222', '13 digits'],
    ['6011111111111117', 'Discover'],
    ['3566002020360505', 'JCB'],
    ['6250941006528599', 'UnionPay, 16 digits'],
    ['6759649826438453', 'Maestro'],
    ['4111111111111111110', '19 digits passing Luhn'],
  ])('accepts the card number %s (%s)', (number) => {
    expect(checkCardNumber(number)).toBeUndefined();
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['4242-4242-4242-4242', 'format'],
    ['4242 4242 4242 424a', 'format'],
    ['４２４２４２４２４２４２４２４２', 'format'],
    ['+4242424242424242', 'format'],
    ['4242.4242.4242.4242', 'format'],
    ['424242424242', 'length'],
    ['0', 'length'],
    ['42424242424242424242', 'length'],
    ['4242424242424241', 'checksum'],
    ['4242424242424243', 'checksum'],
    ['1234567890123', 'checksum'],
    ['5555555555554445', 'checksum'],
    ['378282246310006', 'checksum'],
  ])('rejects the card number %j as %s', (number, problem) => {
    expect(checkCardNumber(number)).toBe(problem);
  });

  it('runs the Luhn check on the digits', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it.each(['06/26', '12/26', '01/27', '12/99', '0627', ' 07 / 30 '])('accepts the expiry %j (not before June 2026)', (value) => {
    expect(checkExpiry(value, now)).toBeUndefined();
  });

  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['13/27', 'format'],
    ['00/27', 'format'],
    ['6/27', 'format'],
    ['06/2027', 'format'],
    ['06-27', 'format'],
    ['ab/cd', 'format'],
    ['06/', 'format'],
    ['05/26', 'past'],
    ['12/25', 'past'],
    ['01/00', 'past'],
  ])('rejects the expiry %j as %s (in June 2026)', (value, problem) => {
    expect(checkExpiry(value, now)).toBe(problem);
  });

  it('counts a card as valid through the last day of its expiry month', () => {
    expect(checkExpiry('06/26', new Date(2026, 5, 30, 23, 59))).toBeUndefined();
    expect(checkExpiry('06/26', new Date(2026, 6, 1))).toBe('past');
  });

  it.each(['123', '0000', ' 987 '])('accepts the CVC %j', (value) => {
    expect(checkCvc(value)).toBeUndefined();
  });

  it.each([
    ['', 'missing'],
    ['12', 'format'],
    ['12345', 'format'],
    ['12a', 'format'],
    ['1 23', 'format'],
  ])('rejects the CVC %j as %s', (value, problem) => {
    expect(checkCvc(value)).toBe(problem);
  });

  it('needs a name that is not blank', () => {
    expect(checkName('Dana Whitfield')).toBeUndefined();
    expect(checkName('  Ng  ')).toBeUndefined();
    expect(checkName('')).toBe('missing');
    expect(checkName(' \t ')).toBe('missing');
  });

  it('reports every invalid field of a form at once, and nothing for a valid one', () => {
    expect(validatePayment(valid, now)).toEqual({});
    expect(validatePayment({ cardNumber: '4242', expDate: '1/1', cvc: '', name: ' ' }, now)).toEqual({
      cardNumber: 'length',
      expDate: 'format',
      cvc: 'missing',
      name: 'missing',
    });
    expect(validatePayment({ ...valid, cvc: '12' }, now)).toEqual({ cvc: 'format' });
  });
});

describe('paymentPayload', () => {
  it('is exactly the spec’s JSON: the plan title, the card fields tidied, and the four contact fields empty', () => {
    const payload = paymentPayload('ProOwl', {
      cardNumber: ' 4242 4242 4242 4242 ',
      expDate: '1229',
      cvc: ' 123 ',
      name: ' Dana Whitfield ',
    });
    expect(Object.keys(payload)).toEqual(['plan', 'cardNumber', 'expDate', 'cvc', 'name', 'email', 'phone', 'company', 'website']);
    expect(payload).toEqual({
      plan: 'ProOwl',
      cardNumber: '4242424242424242',
      expDate: '12/29',
      cvc: '123',
      name: 'Dana Whitfield',
      email: '',
      phone: '',
      company: '',
      website: '',
    });
  });
});

describe('submitTestPayment', () => {
  const payload: PaymentPayload = paymentPayload('AdvOwl', valid);
  const endpoint = 'https://hooks.example.com/test-payment';

  function deps(respond: () => Promise<Response>) {
    const log = { info: jest.fn(), error: jest.fn() };
    const fetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>(() => respond());
    return { fetch, log, deps: { fetch: fetch as unknown as SubmitDeps['fetch'], log } };
  }

  it('POSTs the payload as JSON to the endpoint, then reads and logs the JSON reply', async () => {
    const { fetch, log, deps: d } = deps(async () => Response.json({ received: true, id: 'evt_1' }));
    const result = await submitTestPayment(endpoint, payload, d);

    expect(result).toEqual({ outcome: 'sent', reply: { received: true, id: 'evt_1' } });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual(payload);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('Reply'), { received: true, id: 'evt_1' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('reports a non-2xx answer with its status and logs it', async () => {
    const { log, deps: d } = deps(async () => Response.json({ error: 'nope' }, { status: 502 }));
    expect(await submitTestPayment(endpoint, payload, d)).toEqual({ outcome: 'failed', reason: 'http', status: 502 });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('502'));
  });

  it('reports a network error and logs it', async () => {
    const { log, deps: d } = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await submitTestPayment(endpoint, payload, d)).toEqual({ outcome: 'failed', reason: 'network' });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('could not be reached'), expect.any(TypeError));
  });

  it('reports a 2xx reply that is not JSON and logs it', async () => {
    const { log, deps: d } = deps(async () => new Response('<html>OK</html>', { status: 200 }));
    expect(await submitTestPayment(endpoint, payload, d)).toEqual({ outcome: 'failed', reason: 'json' });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('not JSON'), expect.anything());
  });

  it('sends nothing anywhere without an endpoint', async () => {
    for (const missing of [undefined, null, '']) {
      const { fetch, deps: d } = deps(async () => Response.json({}));
      expect(await submitTestPayment(missing, payload, d)).toEqual({ outcome: 'unconfigured' });
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
