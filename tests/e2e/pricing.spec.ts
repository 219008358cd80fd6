import { plans } from '../../content/plans';
import { practicalSolution, pricingFallback, pricingTables } from '../../content/pricing';
import { config } from '../../lib/config';
import { STRIPE_PRICING_TABLE_SCRIPT } from '../../lib/stripe';
import { expect, open, test } from './fixtures';

/**
 * The sign-up and pricing pages on the built export. The fixtures abort every third-party request, which is
 * exactly the visitor whose browser or network blocks Stripe.
 */
const tablePages = Object.values(pricingTables).map(({ path, table }) => ({
  path,
  tableId: table === 'trial' ? config.stripeTrialTableId : config.stripePricingTableId,
}));

test.describe('Stripe pricing tables', () => {
  for (const { path, tableId } of tablePages) {
    test(`${path}: with Stripe blocked, the plans summary and a way forward replace the table @mobile`, async ({ page, issues }) => {
      await open(page, path);
      const table = page.locator('stripe-pricing-table');
      await expect(table).toHaveAttribute('publishable-key', config.stripePublishableKey);
      await expect(table).toHaveAttribute('pricing-table-id', tableId);
      // The table's script is requested once the page has hydrated; the suite keeps it off the network.
      await expect.poll(() => issues.blockedThirdParty).toContain(STRIPE_PRICING_TABLE_SCRIPT);

      const summary = page.getByRole('heading', { name: pricingFallback.title });
      await expect(summary).toBeVisible();
      for (const plan of plans) {
        const heading = page.getByRole('heading', { level: 4, name: new RegExp(`^${plan.title}`) });
        await expect(heading).toBeVisible();
        await expect(page.locator('article', { has: heading }).getByText(plan.price, { exact: true })).toBeVisible();
      }
      const sales = page.getByRole('main').getByRole('link', { name: /Talk to Sales/ });
      await expect(sales).toHaveAttribute('href', config.schedulerUrl);
      await expect(sales).toHaveAttribute('target', '_blank');
      await expect(sales).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
      await expect(page.getByText('Loading plans and prices…')).toHaveCount(0);
    });
  }

  test('the Stripe script is requested only by the three pricing pages, never in the HTML @desktop', async ({ page, issues }) => {
    for (const path of ['/', '/test-payments', '/signup-success', '/products/delta-mate']) {
      await open(page, path);
      await expect(page.locator('stripe-pricing-table')).toHaveCount(0);
    }
    expect(issues.blockedThirdParty.filter((url) => url.includes('stripe'))).toEqual([]);

    for (const { path } of tablePages) {
      const html = await (await page.request.get(path)).text();
      // Added after hydration, so it can never hold up the first paint.
      expect(html).not.toContain(STRIPE_PRICING_TABLE_SCRIPT);
    }
  });
});

test.describe('hosted login @desktop', () => {
  test('Log In is a link to the authorize URL with the code flow, client, callback and a session state', async ({ page }) => {
    await open(page, '/login-signup');
    const login = page.getByRole('main').getByRole('link', { name: 'Log In', exact: true });
    await expect(login).toHaveAttribute('href', /[?&]state=[0-9a-f]{32}(&|$)/);
    const url = new URL((await login.getAttribute('href'))!);
    expect(`${url.origin}${url.pathname}`).toBe(config.loginAuthorizeUrl);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(config.loginClientId);
    expect(url.searchParams.get('redirect_uri')).toBe(config.portalCallbackUrl);
    const state = url.searchParams.get('state');

    // The same state for the rest of the browser session.
    await page.reload({ waitUntil: 'commit' });
    await expect(login).toHaveAttribute('href', new RegExp(`state=${state}`));
    expect(await page.evaluate(() => Object.values({ ...sessionStorage }))).toContain(state);

    // A navigation, not a fetch.
    const request = page.waitForRequest((r) => r.url().startsWith(config.loginAuthorizeUrl));
    await login.click();
    const sent = await request;
    expect(sent.isNavigationRequest()).toBe(true);
    expect(new URL(sent.url()).searchParams.get('state')).toBe(state);
  });

  test('Sign Up leads to the pricing table on the same page', async ({ page }) => {
    await open(page, '/login-signup');
    await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/login-signup#sign-up');
    await expect(page.getByRole('heading', { level: 2, name: 'New here? Choose your plan' })).toBeInViewport();
  });
});

test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  test('the pricing pages show every plan and a way forward, and Log In still works', async ({ page }) => {
    for (const { path } of tablePages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: pricingFallback.title })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /Talk to Sales/ })).toBeVisible();
      await expect(page.getByText('Loading plans and prices…')).toBeHidden();
    }
    await page.goto('/login-signup');
    const href = await page.getByRole('main').getByRole('link', { name: 'Log In', exact: true }).getAttribute('href');
    const url = new URL(href!);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(config.loginClientId);
    expect(url.searchParams.get('redirect_uri')).toBe(config.portalCallbackUrl);
  });

  test('/test-payments shows the plans and says the form needs JavaScript', async ({ page }) => {
    await page.goto('/test-payments');
    for (const plan of plans) await expect(page.getByRole('heading', { name: new RegExp(`^${plan.title}`) })).toBeVisible();
    await expect(page.getByText('The payment form needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay for/ })).toHaveCount(0);
  });
});

test('/pricing: "A practical solution that pays for itself" shows three product cards with their demos, then Get Access @desktop', async ({
  page,
}) => {
  await open(page, '/pricing');
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: practicalSolution.title }) });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  for (const [index, card] of practicalSolution.cards.entries()) {
    const item = cards.nth(index);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(card.title);
    const video = item.locator('video');
    await expect(video).toHaveAttribute('poster', /\/media\/posters\//);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(item.locator('figcaption')).toBeVisible();
  }
  // One column at every width: the cards sit one above the other.
  const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  expect(Math.abs(boxes[1]!.x - boxes[0]!.x)).toBeLessThan(1);
  expect(await section.textContent(), 'no prices in this section').not.toContain('$');
  await section.getByRole('link', { name: 'Get Access' }).click();
  await expect(page).toHaveURL('/login-signup');
});

test('without an analytics id or Vercel, no page-view script loads and no web-vitals beacon leaves @desktop', async ({ page }) => {
  expect(config.analyticsEnabled || config.analyticsId, 'this suite runs on a default build').toBeFalsy();
  const analytics: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_vercel/') || request.url().startsWith(config.vitalsUrl)) analytics.push(request.url());
  });
  await open(page, '/pricing');
  await page.getByRole('link', { name: 'Get Access' }).click();
  // Nothing may be sent at any point: wait until the page has hydrated and the network has gone quiet.
  await page.waitForLoadState('networkidle');
  expect(analytics).toEqual([]);
});
