import type { Page, Request } from '@playwright/test';
import { payModalCopy, testPaymentsCopy } from '../../content/payments';
import { plans } from '../../content/plans';
import { config } from '../../lib/config';
import { withPolicyMeta } from '../../scripts/lib/csp';
import { expect, open, test } from './fixtures';
import { stubCorsEndpoint } from './stub-endpoint';

/**
 * /test-payments on the built export. The default build has no webhook, so it must send nothing; the submit
 * path is exercised by serving the same page with a webhook in its island props (exactly what a build with
 * NEXT_PUBLIC_TEST_PAYMENT_WEBHOOK_URL changes) and answering that webhook from the test.
 */
const WEBHOOK = 'https://payments.e2e.example/test-webhook';

/** The plans' titles, in the order the page lists them. */
const [pro, adv, basic, ent] = plans.map((plan) => plan.title) as [string, string, string, string];

const validCard = { 'Card number': '4242 4242 4242 4242', 'Expiration date': '12/39', CVC: '123', 'Name on card': 'Dana Whitfield' };

/** Every request the page makes from now on that is not a GET of a static file (scripts, media, fonts). */
function outgoing(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().startsWith(new URL(page.url()).origin)) sent.push(request);
  });
  return sent;
}

/**
 * Serves /test-payments as a build with `webhook` configured would: the island receives it as a prop and
 * the page's Content-Security-Policy allows connecting to its origin.
 */
async function serveWithWebhook(page: Page, webhook: string) {
  await page.route(
    (url) => url.pathname === '/test-payments',
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const prop = String.raw`\"webhookUrl\":null`;
      expect(html.split(prop), 'the default build passes no webhook to any plan').toHaveLength(plans.length + 1);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      // Such a build's forms do not say that nothing is sent; the page changed, so its policy is derived again
      // as the post-build step would for such a build.
      const configured = html
        .replaceAll(prop, String.raw`\"webhookUrl\":\"${webhook}\"`)
        .replaceAll(`<!-- -->${payModalCopy.unconfiguredNotice}`, '');
      const body = withPolicyMeta(configured, '/test-payments', {
        ...config,
        testPaymentWebhookUrl: webhook,
      }).html;
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

/** Answers the webhook (and its CORS preflight) with `status` and `body`. */
function answerWebhook(page: Page, status: number, body: string, contentType = 'application/json') {
  return stubCorsEndpoint(page, WEBHOOK, () => ({ status, body, contentType }));
}

async function openModal(page: Page, plan: string) {
  await page.getByRole('button', { name: `Pay for ${plan}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay for ${plan}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: ReturnType<Page['getByRole']>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
}

test('the page says it is in test mode without a payment endpoint, and never claims to take payments @desktop', async ({ page }) => {
  expect(config.testPaymentWebhookUrl, 'this suite runs on a default build').toBeUndefined();
  await open(page, '/test-payments');
  const notice = page.getByTestId('test-mode-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(testPaymentsCopy.notice.unconfigured);
  await expect(notice).toContainText(testPaymentsCopy.notice.body);
  await expect(page.getByRole('button', { name: /^Pay for / })).toHaveCount(plans.length);
});

test('Pay opens the dialog naming the plan; invalid fields get messages, focus goes to the first, and nothing is sent @mobile', async ({
  page,
}) => {
  await open(page, '/test-payments');
  const sent = outgoing(page);
  const plan = plans[1]!;
  const dialog = await openModal(page, plan.title);
  await expect(dialog).toContainText(`${plan.title} (${plan.subtitle}) · ${plan.price} ${plan.priceNote}`);
  // The platform focuses the dialog itself, so the on-screen keyboard does not cover it before the visitor asks.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  await fill(dialog, { 'Card number': '4242 4242 4242 4241', 'Expiration date': '01/20', CVC: '12' });
  await dialog.getByRole('button', { name: payModalCopy.submit }).click();

  await expect(dialog.getByLabel('Card number')).toBeFocused();
  const expected: [string, string][] = [
    ['Card number', payModalCopy.errors.cardNumber.checksum],
    ['Expiration date', payModalCopy.errors.expDate.past],
    ['CVC', payModalCopy.errors.cvc.format],
    ['Name on card', payModalCopy.errors.name.missing],
  ];
  for (const [label, message] of expected) {
    const input = dialog.getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(dialog.getByText(message)).toBeVisible();
  }
  expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
});

test('without a webhook, a valid form is accepted and sent nowhere @mobile', async ({ page, issues }) => {
  await open(page, '/test-payments');
  const sent = outgoing(page);
  const dialog = await openModal(page, pro);
  await expect(dialog).toContainText(payModalCopy.unconfiguredNotice);
  await fill(dialog, validCard);
  await dialog.getByRole('button', { name: payModalCopy.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(payModalCopy.notSent, { useInnerText: true });
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
  expect(issues.blockedThirdParty).toEqual([]);
});

test.describe('with a webhook configured @mobile', () => {
  test('a valid form POSTs exactly the spec’s JSON, the reply is logged, the modal closes and success shows', async ({ page }) => {
    await serveWithWebhook(page, WEBHOOK);
    const posts = await answerWebhook(page, 200, JSON.stringify({ received: true, id: 'evt_e2e' }));
    const replies: unknown[] = [];
    page.on('console', async (message) => {
      if (message.type() === 'info' && message.text().startsWith('[test payment] Reply')) {
        replies.push(await message.args()[1]?.jsonValue());
      }
    });
    await open(page, '/test-payments');

    const dialog = await openModal(page, basic);
    await expect(dialog).not.toContainText(payModalCopy.unconfiguredNotice);
    await fill(dialog, validCard);
    await dialog.getByRole('button', { name: payModalCopy.submit }).click();

    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    const post = posts[0]!;
    expect(post.method()).toBe('POST');
    expect(post.headers()['content-type']).toBe('application/json');
    expect(post.postData()).toBe(
      JSON.stringify({
        plan: basic,
        cardNumber: '4242424242424242',
        expDate: '12/39',
        cvc: '123',
        name: 'Dana Whitfield',
        email: '',
        phone: '',
        company: '',
        website: '',
      }),
    );
    const pay = page.getByRole('button', { name: `Pay for ${basic}` });
    await expect(pay).toBeFocused();
    await expect(page.getByText(testPaymentsCopy.success.replace('{plan}', basic))).toBeVisible();
    await expect.poll(() => replies).toEqual([{ received: true, id: 'evt_e2e' }]);
  });

  test.describe('when the webhook fails', () => {
    test.use({ allowConsole: [/\[test payment\]|status of 502/] });

    test('the failure shows in the modal, which stays open with the values kept', async ({ page }) => {
      await serveWithWebhook(page, WEBHOOK);
      const posts = await answerWebhook(page, 502, JSON.stringify({ error: 'bad gateway' }));
      await open(page, '/test-payments');
      const dialog = await openModal(page, pro);
      await fill(dialog, validCard);
      await dialog.getByRole('button', { name: payModalCopy.submit }).click();

      await expect(dialog.getByRole('alert')).toHaveText(payModalCopy.failures.http.replace('{status}', '502'));
      expect(posts).toHaveLength(1);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Card number')).toHaveValue(validCard['Card number']);
      await expect(dialog.getByLabel('Name on card')).toHaveValue(validCard['Name on card']);
    });
  });
});

test.describe('closing the dialog @desktop', () => {
  test('Escape, a click outside and Close each close it, with focus back on the Pay button that opened it', async ({ page }) => {
    await open(page, '/test-payments');

    let dialog = await openModal(page, pro);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Pay for ${pro}` })).toBeFocused();

    dialog = await openModal(page, ent);
    const panel = (await dialog.boundingBox())!;
    // Above the panel on a phone (it sits at the bottom of the screen), beside it on a wide screen.
    if (panel.x > 20) await page.mouse.click(panel.x / 2, panel.y + 20);
    else {
      expect(panel.y, 'room above the panel').toBeGreaterThan(20);
      await page.mouse.click(panel.x + panel.width / 2, panel.y / 2);
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Pay for ${ent}` })).toBeFocused();

    dialog = await openModal(page, adv);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Pay for ${adv}` })).toBeFocused();
  });

  test('focus stays inside the open dialog', async ({ page }) => {
    await open(page, '/test-payments');
    const dialog = await openModal(page, basic);
    // The page behind is inert: past the last control focus may visit the browser's own interface, where the
    // document has no focused element, and comes back to the dialog.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
  });
});
