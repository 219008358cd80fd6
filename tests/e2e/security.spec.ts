import { getRoute } from '../../content/routes';
import { STRIPE_ORIGIN, STRIPE_PAGES } from '../../scripts/lib/csp';
import { expect, openHydrated, test } from './fixtures';

/**
 * What the browser does with the policies: an injected inline script does not run, Stripe loads on the
 * pricing pages and is refused elsewhere, and no page can be framed. The headers and each page's policy as
 * exported are checked without a browser (tests/export/security.test.ts); and every e2e test fails on any
 * policy violation (tests/e2e/fixtures.ts).
 */

test.describe('the policy in the browser @desktop', () => {
  test.use({ allowCsp: [/inline|script-src/] });

  test('an injected inline script does not run: nothing runs on the strength of unsafe-inline', async ({ page, issues }) => {
    await openHydrated(page, '/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => issues.cspViolations.some((v) => /script-src/.test(v))).toBe(true);
  });
});

test.describe('Stripe on the pricing pages only @desktop', () => {
  test.use({ allowCsp: [/js\.stripe\.com/] });

  /** Adds the pricing-table script and its frame; returns the directives the page's policy refused. */
  const embedStripe = (page: import('@playwright/test').Page) =>
    page.evaluate(async (origin) => {
      const refused: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => refused.push(event.effectiveDirective));
      const script = document.createElement('script');
      script.src = `${origin}/v3/pricing-table.js`;
      const frame = document.createElement('iframe');
      frame.src = `${origin}/v3/pricing-table.html`;
      frame.title = 'Pricing table';
      document.body.append(script, frame);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [...new Set(refused)].sort();
    }, STRIPE_ORIGIN);

  for (const path of STRIPE_PAGES) {
    test(`${path} lets the Stripe pricing table load`, async ({ page, issues }) => {
      await openHydrated(page, path);
      expect(await embedStripe(page)).toEqual([]);
      // The browser asked for it (the suite then keeps it off the network).
      await expect.poll(() => issues.blockedThirdParty.some((url) => url.startsWith(STRIPE_ORIGIN))).toBe(true);
      expect(issues.cspViolations).toEqual([]);
    });
  }

  test('other pages refuse the Stripe script and frame', async ({ page, issues }) => {
    await openHydrated(page, '/FAQs');
    expect(await embedStripe(page)).toEqual(['frame-src', 'script-src-elem']);
    expect(issues.blockedThirdParty.filter((url) => url.startsWith(STRIPE_ORIGIN))).toEqual([]);
  });
});

test('no page can be shown inside another site’s frame @desktop', async ({ browser, baseURL }) => {
  // A page of another origin (about:blank) frames a page of the site; the header's frame-ancestors refuses.
  // Its own browser page: the refusal is the expected outcome, not an error of the site.
  const other = await browser.newPage();
  try {
    const refused = other.waitForEvent('requestfailed', (request) => request.url().endsWith('/FAQs'));
    await other.setContent(`<iframe title="framed" src="${baseURL}/FAQs"></iframe>`);
    expect((await refused).failure()?.errorText).toMatch(/ERR_BLOCKED_BY_RESPONSE/);
    // The frame holds the browser's error page, not the site's.
    await expect(other.frameLocator('iframe').getByText(getRoute('/FAQs').heading)).toHaveCount(0);
    expect(other.frames()[1]?.url()).not.toContain('/FAQs');
  } finally {
    await other.close();
  }
});
