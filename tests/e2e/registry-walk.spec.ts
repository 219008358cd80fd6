import { routes } from '../../content/routes';
import { sitePages } from '../site-pages';
import { axeViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';

/**
 * Every page of the page index (the registry's routes and the pages made from content: blog posts, tag
 * pages) in the browser, on the phone: it hydrates without an error, a failed request or a policy violation
 * (the suite's fixture fails the test on any), and axe finds nothing against WCAG 2.2 AA (on the phone, where
 * touch targets are measured; nothing else it checks depends on the viewport). What the exported HTML holds
 * (titles, links, outline, metadata) is checked without a browser in tests/export. A new page is covered
 * without a new test.
 */
for (const route of sitePages) {
  test(`${route.path} hydrates cleanly and is accessible @mobile`, async ({ page }) => {
    // Hydrated: a hydration mismatch or an error while hydrating reaches the console and fails the test.
    const response = await openHydrated(page, route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('unknown paths', () => {
  // The browser logs the document's own 404 status; that is the expected outcome here.
  test.use({ allowConsole: [/status of 404/] });

  test('an unknown path shows the Page Not Found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toHaveText(routes[0].heading);
  });
});
