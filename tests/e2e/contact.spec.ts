import type { Locator, Page, Request } from '@playwright/test';
import { contactForm } from '../../content/contact';
import { config } from '../../lib/config';
import { DRAFT_KEY, type ContactFormat } from '../../lib/contact';
import { CONTACT_FORM_PAGES, parsePolicy, withPolicyMeta } from '../../scripts/lib/csp';
import { PENDING_ATTRIBUTE, TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { sitePages } from '../site-pages';
import { metaContents } from '../html';
import { exportedPage } from './exported';
import { expect, open, openHydrated, test } from './fixtures';
import { hydrated, openAtFirstPaint, tap } from './first-paint';
import { stubCorsEndpoint } from './stub-endpoint';

/**
 * The contact form on the built export. The default build has no endpoint and must send nothing; the send
 * path is exercised by serving the same pages as a build with NEXT_PUBLIC_CONTACT_ENDPOINT would (the
 * island's `target` prop set, the page's CSP derived again with that origin), and answering that endpoint
 * from the test. The clock is Playwright's, so the 3 s minimum fill time and the 10 s time-out pass
 * without waiting.
 */
const ENDPOINT = 'https://leads.e2e.example/contact';
const copy = contactForm;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | Locator, name: keyof typeof copy.labels) =>
  scope.getByLabel(new RegExp(`^${escape(name === 'consent' ? 'I agree that' : copy.labels[name])}`));
const form = (page: Page) => page.locator(`[${TAP_ISLAND_ATTRIBUTE}="contact"]`);
const sendButton = (page: Page) => form(page).getByRole('button', { name: new RegExp(`^(${copy.submit}|${copy.failed.retry})$`) });

const valid = {
  name: 'Dana Whitfield',
  email: 'dana@whitfield-adjusting.com',
  company: 'Whitfield Adjusting',
  role: 'public-adjuster',
  topic: 'pricing',
  message: 'We handle about forty roof claims a month and would like to compare estimates faster.',
};

async function fill(page: Page, values: Partial<typeof valid> = valid, { consent = true } = {}) {
  const scope = form(page);
  for (const name of ['name', 'email', 'company', 'message'] as const) {
    if (values[name] !== undefined) await field(scope, name).fill(values[name]);
  }
  if (values.role !== undefined) await field(scope, 'role').selectOption(values.role);
  if (values.topic !== undefined && (await field(scope, 'topic').count()) > 0) await field(scope, 'topic').selectOption(values.topic);
  await field(scope, 'consent').setChecked(consent);
}

/** Every request the page makes from now on that is not a GET of our own files. */
function outgoing(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin)) sent.push(request);
  });
  return sent;
}

/**
 * Serves the form's pages as a build with `endpoint` configured would: the island receives it as a prop, and
 * each page's policy is derived again (`policyFor` false derives the default build's policy, to show it refuses).
 */
async function serveWithEndpoint(page: Page, { format = 'json' as ContactFormat, policyFor = true } = {}) {
  const target = { url: ENDPOINT, format };
  await page.route(
    (url) => CONTACT_FORM_PAGES.includes(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const prop = String.raw`\"target\":null`;
      expect(html.split(prop), 'the default build passes no target to the form').toHaveLength(2);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const path = new URL(route.request().url()).pathname;
      const changed = html.replace(prop, String.raw`\"target\":${JSON.stringify(JSON.stringify(target)).slice(1, -1)}`);
      // The page changed, so its hashes are derived again; its connect-src names the endpoint only if asked.
      const body = withPolicyMeta(changed, path, { ...config, contactTarget: policyFor ? target : undefined }).html;
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

/** Answers the endpoint (and its CORS preflight) with each status in turn; `'hang'` never answers. */
function answerEndpoint(page: Page, ...answers: (number | 'hang')[]) {
  return stubCorsEndpoint(page, ENDPOINT, (nth) => {
    const answer = answers[Math.min(nth, answers.length) - 1] ?? 200;
    // A hang is never answered: the form's own time-out has to end it.
    return answer === 'hang' ? 'hang' : { status: answer, body: '{}' };
  });
}

/** Opens a form page with Playwright's clock, and lets more than the minimum fill time pass. */
async function openForm(page: Page, path = '/contact-us') {
  await page.clock.install();
  await openHydrated(page, path);
}
const typingTime = (page: Page) => page.clock.fastForward(5_000);

test.describe('the default build (no endpoint) @mobile', () => {
  test('checks the form, then offers the message as a pre-filled e-mail to sales; nothing is sent anywhere', async ({ page, issues }) => {
    expect(config.contactTarget, 'this suite runs on a default build').toBeUndefined();
    await openForm(page);
    const sent = outgoing(page);
    await fill(page);
    await typingTime(page);
    await sendButton(page).click();
    const offer = form(page).getByTestId('contact-mailto-offer');
    await expect(offer).toContainText(copy.unconfigured.title);
    const link = offer.getByRole('link');
    await expect(link).toBeFocused();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.protocol + href.pathname).toBe(`mailto:${config.salesEmail}`);
    expect(href.searchParams.get('subject')).toBe(`Website enquiry from ${valid.company}: ${copy.topics.pricing}`);
    expect(href.searchParams.get('body')).toContain(valid.message);
    expect(href.searchParams.get('body')).toContain(`${copy.mailto.fields.role}: ${copy.roles['public-adjuster']}`);
    expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
    expect(issues.blockedThirdParty).toEqual([]);
  });
});

test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  test('the form opens the visitor’s e-mail app with the message to sales, which the page’s policy allows', async ({ page }) => {
    await open(page, '/contact-us');
    const mailer = page.waitForRequest((request) => request.url().startsWith('mailto:'));
    await fill(page);
    await sendButton(page).click({ noWaitAfter: true });
    const mail = new URL((await mailer).url());
    expect(mail.pathname).toBe(config.salesEmail);
    expect(mail.searchParams.get('subject')).toBe(copy.mailto.noScriptSubject);
    const body = mail.searchParams.get('body') ?? '';
    for (const [name, value] of Object.entries(valid)) expect(body).toContain(`${name}=${value}`);
    expect(body).toContain('consent=yes');
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('the browser’s own checks stop an empty form: no e-mail is written', async ({ page }) => {
    await open(page, '/contact-us');
    let mailed = false;
    page.on('request', (request) => {
      if (request.url().startsWith('mailto:')) mailed = true;
    });
    await sendButton(page).click();
    await expect(field(page, 'name')).toBeFocused();
    expect(await field(page, 'name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(mailed).toBe(false);
  });
});

test.describe('with an endpoint configured @mobile', () => {
  test('a valid message is POSTed once, as the documented JSON, and the sent state says what happens next', async ({ page }) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 200);
    await openForm(page);
    const policy = parsePolicy(metaContents(await page.content(), 'Content-Security-Policy')[0]!);
    expect(policy['connect-src']).toEqual(["'self'", new URL(ENDPOINT).origin]);

    await fill(page);
    await typingTime(page);
    // Pressed twice, as impatient visitors do: one message.
    await sendButton(page).dblclick();
    const thanks = form(page).getByRole('heading', { name: copy.sent.title });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    for (const step of copy.sent.steps) await expect(form(page)).toContainText(step.text);

    expect(posts).toHaveLength(1);
    const request = posts[0]!;
    expect(request.headers()['content-type']).toBe('application/json');
    const body = request.postDataJSON();
    expect(Object.keys(body)).toEqual([...Object.keys(valid), 'consent', 'page', 'idempotencyKey', 'submittedAt']);
    expect(body).toMatchObject({ ...valid, consent: true, page: '/contact-us' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
    // Sent: the draft is gone, so a reload starts afresh.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('the compact form on a product page sends a demo request from that page', async ({ page }) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 200);
    await openForm(page, '/products/delta-mate');
    await expect(field(form(page), 'topic')).toHaveCount(0);
    await fill(page, { ...valid, message: '' });
    await typingTime(page);
    await sendButton(page).click();
    await expect(form(page).getByRole('heading', { name: copy.sent.title })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ topic: copy.compactTopic, message: '', page: '/products/delta-mate' });
  });

  test.describe('a refusal', () => {
    // The browser reports the 500 in the console; that is what this test provokes.
    test.use({ allowConsole: [/status of 500/] });

    test('a 500 shows the failed state with the text kept and the e-mail fallback; the retry reuses the key', async ({ page }) => {
      await serveWithEndpoint(page);
      const posts = await answerEndpoint(page, 500, 200);
      await openForm(page);
      await fill(page);
      await typingTime(page);
      await sendButton(page).click();
      const failed = form(page).getByTestId('contact-failed');
      await expect(failed).toContainText(copy.failed.reasons.http.replace('{status}', '500'));
      await expect(failed).toContainText(copy.failed.kept);
      await expect(field(page, 'message')).toHaveValue(valid.message);
      const fallback = new URL((await failed.getByRole('link').getAttribute('href'))!);
      expect(fallback.pathname).toBe(config.salesEmail);
      expect(fallback.searchParams.get('body')).toContain(valid.message);

      await expect(sendButton(page)).toHaveText(copy.failed.retry);
      await sendButton(page).click();
      await expect(form(page).getByRole('heading', { name: copy.sent.title })).toBeVisible();
      expect(posts.map((post) => post.postDataJSON().idempotencyKey)).toEqual([
        posts[0]!.postDataJSON().idempotencyKey,
        posts[0]!.postDataJSON().idempotencyKey,
      ]);
    });
  });

  test('an endpoint that does not answer within 10 s shows the failed state, not a spinner for ever', async ({ page }) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 'hang');
    await openForm(page);
    await fill(page);
    await typingTime(page);
    await sendButton(page).click();
    await expect(form(page).getByRole('button', { name: copy.sending })).toBeDisabled();
    await expect(form(page).locator('form')).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => posts.length).toBe(1);
    await page.clock.fastForward(10_000);
    const failed = form(page).getByTestId('contact-failed');
    await expect(failed).toContainText(copy.failed.reasons.timeout);
    await expect(field(page, 'message')).toHaveValue(valid.message);
    await expect(failed.getByRole('link')).toHaveAttribute('href', /^mailto:/);
    await expect(form(page).locator('form')).toHaveAttribute('aria-busy', 'false');
  });

  test('a filled honeypot sends nothing and offers the e-mail instead', async ({ page }) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 200);
    await openForm(page);
    const sent = outgoing(page);
    await fill(page);
    await form(page)
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = 'https://cheap-backlinks.example';
      });
    await typingTime(page);
    await sendButton(page).click();
    await expect(form(page).getByTestId('contact-mailto-offer')).toContainText(copy.held.title);
    expect(posts).toEqual([]);
    expect(sent).toEqual([]);
  });

  test.describe('under the default build’s policy', () => {
    test.use({ allowCsp: [/leads\.e2e\.example/] });

    test('the endpoint is refused: connect-src allows it only in a build that configures it', async ({ page, issues }) => {
      await serveWithEndpoint(page, { policyFor: false });
      const posts = await answerEndpoint(page, 200);
      await openForm(page);
      await fill(page);
      await typingTime(page);
      await sendButton(page).click();
      await expect(form(page).getByTestId('contact-failed')).toContainText(copy.failed.reasons.network);
      expect(posts).toEqual([]);
      expect(issues.cspViolations.some((violation) => /connect-src/.test(violation))).toBe(true);
    });
  });

  // A bad value for each field, rejected next to it, with an endpoint ready to receive anything sent. Every rule
  // (eighteen bad inputs and more) is checked without a browser in tests/unit/contact.test.ts: this is the wiring.
  const bad: [string, Partial<typeof valid> & { consent?: boolean }, keyof typeof copy.errors, string][] = [
    ['a name without letters', { name: '12345' }, 'name', copy.errors.name.letters],
    ['an e-mail without @', { email: 'dana.whitfield.com' }, 'email', copy.errors.email.format],
    ['an empty company', { company: '' }, 'company', copy.errors.company.missing],
    ['no role', { role: '' }, 'role', copy.errors.role.missing],
    ['no topic', { topic: '' }, 'topic', copy.errors.topic.missing],
    ['a message too short', { message: 'Call me' }, 'message', copy.errors.message.short],
    ['no consent', { consent: false }, 'consent', copy.errors.consent.missing],
  ];

  test('a bad value in each field is refused next to it, focus goes to it, and nothing is sent', async ({ page }) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 200);
    await openForm(page);
    await typingTime(page);
    await fill(page, valid);
    for (const [what, change, name, message] of bad) {
      // One bad value at a time, on an otherwise valid form; the previous case's field is put right first.
      const { consent = true, ...values } = change;
      await fill(page, values, { consent });
      await sendButton(page).click();
      const input = field(page, name);
      await expect(input, what).toHaveAttribute('aria-invalid', 'true');
      await expect(input, what).toBeFocused();
      await expect(input, what).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
      const summary = form(page).getByTestId('contact-error-summary');
      await expect(summary.getByRole('link'), what).toHaveText([message]);
      // The message sits right under its own field.
      const error = form(page).locator(`#${await input.getAttribute('id')}-error`);
      await expect(error, what).toHaveText(message);
      // A checkbox's field is its row, the box and its label.
      const anchor = name === 'consent' ? input.locator('..') : input;
      const [inputBox, errorBox] = [await anchor.boundingBox(), await error.boundingBox()];
      expect(errorBox!.y - (inputBox!.y + inputBox!.height), what).toBeLessThan(40);
      const changed = Object.keys(values) as (keyof typeof valid)[];
      await fill(page, Object.fromEntries(changed.map((key) => [key, valid[key]])));
    }
    expect(posts).toEqual([]);
  });
});

test.describe('nothing is lost', () => {
  test('a reload mid-typing, or a visit to another page and back, restores every field @mobile', async ({ page }) => {
    await openHydrated(page, '/contact-us');
    await fill(page, { ...valid, message: 'Half-way through a sentence about' });
    await page.reload();
    await hydrated(page);
    for (const name of ['name', 'email', 'company'] as const) await expect(field(page, name)).toHaveValue(valid[name]);
    await expect(field(page, 'role')).toHaveValue(valid.role);
    await expect(field(page, 'topic')).toHaveValue(valid.topic);
    await expect(field(page, 'message')).toHaveValue('Half-way through a sentence about');
    await expect(field(page, 'consent')).toBeChecked();

    // Onwards to another page with the form: the same draft follows (no topic field there).
    await open(page, '/products/policy-analyzer');
    await hydrated(page);
    await expect(field(form(page), 'name')).toHaveValue(valid.name);
    await expect(field(form(page), 'message')).toHaveValue('Half-way through a sentence about');
  });

  test('text typed and Send pressed before hydration survive it, and the message is sent once hydrated @mobile', async ({
    page,
  }, testInfo) => {
    await serveWithEndpoint(page);
    const posts = await answerEndpoint(page, 200);
    // A draft begun earlier, so the minimum fill time is not what this test is about.
    await page.addInitScript((key) => sessionStorage.setItem(key, JSON.stringify({ values: {}, startedAt: 0 })), DRAFT_KEY);
    const { release, fullSpeed } = await openAtFirstPaint(page, '/contact-us');
    await fill(page);
    const button = sendButton(page);
    await tap(button, testInfo);
    await expect(button).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(posts).toEqual([]);
    // What follows is the same code at any speed; a slowed phone would only keep a core busy.
    await fullSpeed();
    release();
    await expect(form(page).getByRole('heading', { name: copy.sent.title })).toBeVisible({ timeout: 20_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toMatchObject({ ...valid, consent: true });
  });
});

test('the pages that carry the form are exactly those whose policy lets it fall back to mailto: @desktop', () => {
  const withForm = sitePages
    .map((route) => route.path)
    .filter((path) => {
      const $ = exportedPage(path);
      const policy = parsePolicy($('meta[http-equiv="Content-Security-Policy"]').attr('content') ?? '');
      const hasForm = $(`[${TAP_ISLAND_ATTRIBUTE}="contact"] form[action^="mailto:"]`).length === 1;
      expect([path, policy['form-action']]).toEqual([path, hasForm ? ["'self'", 'mailto:'] : ["'self'"]]);
      return hasForm;
    });
  expect(withForm.sort()).toEqual([...CONTACT_FORM_PAGES].sort());
});
