/** @jest-environment node */
import { contactForm } from '@/content/contact';
import {
  contactFields,
  contactLimits,
  contactMailto,
  contactRequestBody,
  contactSubmission,
  emptyContact,
  fingerprint,
  firstProblem,
  idempotencyKey,
  isEmailShape,
  isFreeMail,
  looksAutomated,
  MIN_FILL_MS,
  parseDraft,
  readContactValues,
  sendContact,
  splitName,
  validateContact,
  type ContactProblems,
  type ContactValues,
  type SendDeps,
} from '@/lib/contact';

const valid: ContactValues = {
  name: 'Dana Whitfield',
  email: 'dana@whitfield-adjusting.com',
  company: 'Whitfield Adjusting',
  role: 'public-adjuster',
  topic: 'pricing',
  message: 'We handle about 40 roof claims a month and want to compare estimates faster.',
  consent: true,
};

describe('validateContact', () => {
  it('accepts a complete form, in both variants', () => {
    expect(validateContact(valid, 'full')).toEqual({});
    expect(validateContact(valid, 'compact')).toEqual({});
  });

  it('accepts names, addresses and companies from outside ASCII', () => {
    const values = { ...valid, name: 'José Ñúñez-O’Brien', email: 'jose.nunez+claims@müller-bau.de', company: 'Müller Bau GmbH' };
    expect(validateContact(values, 'full')).toEqual({});
  });

  // Each bad input is rejected for the one field it breaks, with the problem the form names next to it.
  const bad: [string, Partial<ContactValues>, ContactProblems][] = [
    ['an empty name', { name: '' }, { name: 'missing' }],
    ['a name of spaces only', { name: '   ' }, { name: 'missing' }],
    ['a name without letters', { name: '12345' }, { name: 'letters' }],
    ['a name over 100 characters', { name: 'A'.repeat(contactLimits.name + 1) }, { name: 'long' }],
    ['an empty e-mail', { email: '' }, { email: 'missing' }],
    ['an e-mail without @', { email: 'dana.whitfield.com' }, { email: 'format' }],
    ['an e-mail ending in @', { email: 'dana@' }, { email: 'format' }],
    ['an e-mail without a local part', { email: '@whitfield.com' }, { email: 'format' }],
    ['an e-mail without a domain ending', { email: 'dana@whitfield' }, { email: 'format' }],
    ['an e-mail with two @', { email: 'dana@@whitfield.com' }, { email: 'format' }],
    ['an e-mail with a space', { email: 'dana whitfield@whitfield.com' }, { email: 'format' }],
    ['an e-mail with two dots in a row', { email: 'dana@whitfield..com' }, { email: 'format' }],
    ['an e-mail whose local part ends in a dot', { email: 'dana.@whitfield.com' }, { email: 'format' }],
    ['an e-mail with a one-letter ending', { email: 'dana@whitfield.c' }, { email: 'format' }],
    ['an e-mail with a domain label starting with a hyphen', { email: 'dana@-whitfield.com' }, { email: 'format' }],
    ['an e-mail with a local part over 64 characters', { email: `${'d'.repeat(65)}@whitfield.com` }, { email: 'format' }],
    ['an e-mail over 254 characters', { email: `dana@${'a'.repeat(250)}.com` }, { email: 'long' }],
    ['an empty company', { company: ' ' }, { company: 'missing' }],
    ['a company over 120 characters', { company: 'C'.repeat(contactLimits.company + 1) }, { company: 'long' }],
    ['no role', { role: '' }, { role: 'missing' }],
    ['a role not in the list', { role: 'astronaut' }, { role: 'unknown' }],
    ['no topic', { topic: '' }, { topic: 'missing' }],
    ['a topic not in the list', { topic: 'lunch' }, { topic: 'unknown' }],
    ['an empty message', { message: '' }, { message: 'missing' }],
    ['a message under 10 characters', { message: 'Call me' }, { message: 'short' }],
    ['a message over 3,000 characters', { message: 'x'.repeat(contactLimits.message + 1) }, { message: 'long' }],
    ['no consent', { consent: false }, { consent: 'missing' }],
  ];

  it('has at least 15 bad inputs in its table', () => expect(bad.length).toBeGreaterThanOrEqual(15));

  it.each(bad)('rejects %s, naming only that field', (_, change, problems) => {
    expect(validateContact({ ...valid, ...change }, 'full')).toEqual(problems);
  });

  it('makes the message optional in the compact form, but keeps its upper limit', () => {
    expect(validateContact({ ...valid, message: '' }, 'compact')).toEqual({});
    expect(validateContact({ ...valid, message: 'Call me' }, 'compact')).toEqual({});
    expect(validateContact({ ...valid, message: 'x'.repeat(contactLimits.message + 1) }, 'compact')).toEqual({ message: 'long' });
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(validateContact({ ...valid, name: '🦉'.repeat(contactLimits.name - 1) + 'A' }, 'full')).toEqual({});
  });

  it('reports every problem of an empty form, first in form order', () => {
    const problems = validateContact(emptyContact, 'full');
    expect(Object.keys(problems)).toEqual([...contactFields]);
    expect(firstProblem(problems)).toBe('name');
    expect(firstProblem({ message: 'short', email: 'format' })).toBe('email');
    expect(firstProblem({})).toBeUndefined();
  });

  it('has a message next to the field for every problem it can report', () => {
    for (const [, , problems] of bad) {
      for (const [field, problem] of Object.entries(problems)) {
        const messages = contactForm.errors[field as keyof typeof contactForm.errors] as Record<string, string>;
        expect([field, problem, messages[problem as string]?.length ?? 0]).not.toEqual([field, problem, 0]);
      }
    }
  });
});

describe('e-mail addresses', () => {
  it('checks the shape only', () => {
    expect(isEmailShape('a@b.co')).toBe(true);
    expect(isEmailShape('o’brien@x.com')).toBe(false);
    expect(isEmailShape('first.last@sub.domain.xn--p1ai')).toBe(true);
  });

  it('notes personal mailbox providers without refusing them', () => {
    expect(isFreeMail('Dana@Gmail.com ')).toBe(true);
    expect(isFreeMail('dana@whitfield-adjusting.com')).toBe(false);
    expect(isFreeMail('not an address')).toBe(false);
    expect(validateContact({ ...valid, email: 'dana@gmail.com' }, 'full')).toEqual({});
  });
});

describe('reading the form', () => {
  it('takes strings as typed and consent as ticked or not', () => {
    const data = new Map<string, string>([
      ['name', ' Dana '],
      ['email', 'dana@x.com'],
      ['consent', 'yes'],
    ]);
    expect(readContactValues({ get: (name) => data.get(name) ?? null })).toEqual({
      ...emptyContact,
      name: ' Dana ',
      email: 'dana@x.com',
      consent: true,
    });
    expect(readContactValues({ get: () => null }).consent).toBe(false);
  });
});

describe('the body that is sent', () => {
  const at = new Date('2026-11-23T18:30:00.000Z');
  const submission = contactSubmission(
    { ...valid, name: '  Dana  Whitfield ', message: ` ${valid.message}\n` },
    { page: '/contact-us', idempotencyKey: '0b6a3f2e-1111-4c2b-9d7e-3a1f0c9e8b7d', submittedAt: at },
  );
  const context = {
    pageUrl: 'https://www.claimowl.ai/contact-us',
    pageTitle: 'Contact Us | ClaimOwl',
    subject: 'Website enquiry from Whitfield Adjusting: Pricing and plans',
    consentText: 'I agree that ClaimOwl may contact me about this message by e-mail or phone.',
  };

  it('is the documented JSON: the trimmed fields, consent, page, idempotency key and time, in this order', () => {
    expect(contactRequestBody('json', submission, context)).toEqual({
      name: 'Dana  Whitfield',
      email: 'dana@whitfield-adjusting.com',
      company: 'Whitfield Adjusting',
      role: 'public-adjuster',
      topic: 'pricing',
      message: valid.message,
      consent: true,
      page: '/contact-us',
      idempotencyKey: '0b6a3f2e-1111-4c2b-9d7e-3a1f0c9e8b7d',
      submittedAt: '2026-11-23T18:30:00.000Z',
    });
    expect(Object.keys(submission)).toEqual([
      'name',
      'email',
      'company',
      'role',
      'topic',
      'message',
      'consent',
      'page',
      'idempotencyKey',
      'submittedAt',
    ]);
  });

  it('refuses to build a body from a form the validator would refuse', () => {
    expect(() => contactSubmission({ ...valid, role: 'astronaut' }, { page: '/', idempotencyKey: 'k', submittedAt: at })).toThrow();
    expect(() => contactSubmission({ ...valid, consent: false }, { page: '/', idempotencyKey: 'k', submittedAt: at })).toThrow();
  });

  it('in Formspree’s shape: the same fields, consent as text and the notification subject', () => {
    expect(contactRequestBody('formspree', submission, context)).toEqual({ ...submission, consent: 'yes', _subject: context.subject });
  });

  it('in HubSpot’s Forms API v3 shape: contact properties, the time in milliseconds, the page and the consent', () => {
    expect(contactRequestBody('hubspot', submission, context)).toEqual({
      submittedAt: String(at.getTime()),
      fields: [
        { objectTypeId: '0-1', name: 'firstname', value: 'Dana' },
        { objectTypeId: '0-1', name: 'lastname', value: 'Whitfield' },
        { objectTypeId: '0-1', name: 'email', value: 'dana@whitfield-adjusting.com' },
        { objectTypeId: '0-1', name: 'company', value: 'Whitfield Adjusting' },
        { objectTypeId: '0-1', name: 'contact_role', value: 'public-adjuster' },
        { objectTypeId: '0-1', name: 'contact_topic', value: 'pricing' },
        { objectTypeId: '0-1', name: 'message', value: valid.message },
        { objectTypeId: '0-1', name: 'idempotency_key', value: '0b6a3f2e-1111-4c2b-9d7e-3a1f0c9e8b7d' },
      ],
      context: { pageUri: context.pageUrl, pageName: context.pageTitle },
      legalConsentOptions: { consent: { consentToProcess: true, text: context.consentText, communications: [] } },
    });
  });

  it('splits a full name at its first space for HubSpot', () => {
    expect(splitName('Dana')).toEqual({ firstname: 'Dana', lastname: '' });
    expect(splitName(' Mary Ann  van der Berg ')).toEqual({ firstname: 'Mary', lastname: 'Ann  van der Berg' });
  });
});

describe('sendContact', () => {
  const target = { url: 'https://leads.example.com/contact', format: 'json' as const };

  /** Deps with a fake timer the test fires by hand. */
  function deps(fetch: typeof globalThis.fetch) {
    const timers: (() => void)[] = [];
    const cleared: unknown[] = [];
    const value: SendDeps = {
      fetch,
      setTimeout: (run) => timers.push(run),
      clearTimeout: (handle) => cleared.push(handle),
      timeoutMs: 10_000,
    };
    return { value, timers, cleared };
  }

  it('POSTs the body as JSON, without cookies, and succeeds on any 2xx', async () => {
    const fetch = jest.fn(async () => new Response(null, { status: 204 }));
    const { value, cleared } = deps(fetch as unknown as typeof globalThis.fetch);
    await expect(sendContact(target, { a: 1 }, value)).resolves.toEqual({ outcome: 'sent' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(target.url);
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'omit' });
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(cleared).toHaveLength(1);
  });

  it('reports a refusal with its status', async () => {
    const { value } = deps((async () => new Response('no', { status: 500 })) as typeof globalThis.fetch);
    await expect(sendContact(target, {}, value)).resolves.toEqual({ outcome: 'failed', reason: 'http', status: 500 });
  });

  it('reports an unreachable server as a network failure', async () => {
    const { value } = deps((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch);
    await expect(sendContact(target, {}, value)).resolves.toEqual({ outcome: 'failed', reason: 'network' });
  });

  it('gives up when the time-out fires: the request is aborted and reported as a time-out', async () => {
    let signal: AbortSignal | undefined;
    const fetch = (async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_, reject) =>
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }) as unknown as typeof globalThis.fetch;
    const { value, timers } = deps(fetch);
    const result = sendContact(target, {}, value);
    expect(timers).toHaveLength(1);
    timers[0]!();
    await expect(result).resolves.toEqual({ outcome: 'failed', reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
  });
});

describe('the mailto: fallback', () => {
  const labels = { ...contactForm.mailto, roles: contactForm.roles, topics: contactForm.topics };

  it('addresses sales with a subject naming company and topic, and the whole message in the body', () => {
    const href = contactMailto('sales@claimowl.ai', valid, labels);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('sales@claimowl.ai');
    expect(url.searchParams.get('subject')).toBe(`Website enquiry from Whitfield Adjusting: ${contactForm.topics.pricing}`);
    const body = url.searchParams.get('body') ?? '';
    expect(body.split('\r\n')).toEqual([
      `Name: ${valid.name}`,
      `E-mail: ${valid.email}`,
      `Company: ${valid.company}`,
      `Role: ${contactForm.roles['public-adjuster']}`,
      `Topic: ${contactForm.topics.pricing}`,
      '',
      valid.message,
    ]);
    expect(href).not.toMatch(/[ \n]/);
  });
});

describe('the draft kept in sessionStorage', () => {
  it('reads back what was stored, and only the known fields with the right types', () => {
    const stored = JSON.stringify({
      values: { name: 'Dana', consent: true, message: 42, evil: 'x' },
      startedAt: 1000,
      pending: { key: 'k', fingerprint: 'f' },
    });
    expect(parseDraft(stored)).toEqual({
      values: { name: 'Dana', consent: true },
      startedAt: 1000,
      pending: { key: 'k', fingerprint: 'f' },
    });
  });

  it('treats anything malformed as no draft', () => {
    for (const text of [null, '', 'not json', '[]', '{"values":{}}', '{"startedAt":1}', 'null']) expect(parseDraft(text)).toBeUndefined();
  });

  it('keeps the idempotency key for the same message and makes a new one for an edited message', () => {
    let made = 0;
    const newKey = () => `key-${(made += 1)}`;
    const first = idempotencyKey(undefined, valid, newKey);
    expect(first.key).toBe('key-1');
    expect(idempotencyKey(first, { ...valid, message: ` ${valid.message} ` }, newKey)).toBe(first);
    const edited = idempotencyKey(first, { ...valid, message: 'A different question about pricing.' }, newKey);
    expect(edited.key).toBe('key-2');
    expect(edited.fingerprint).toBe(fingerprint({ ...valid, message: 'A different question about pricing.' }));
  });
});

describe('spam checks', () => {
  it('holds a form whose honeypot is filled, or that was filled faster than a person types', () => {
    const startedAt = 1_000_000;
    expect(looksAutomated({ honeypot: '', startedAt, now: startedAt + MIN_FILL_MS })).toBe(false);
    expect(looksAutomated({ honeypot: 'https://spam.example', startedAt, now: startedAt + 60_000 })).toBe(true);
    expect(looksAutomated({ honeypot: '', startedAt, now: startedAt + MIN_FILL_MS - 1 })).toBe(true);
  });
});
