import { navLabels } from '../../content/site';
import type { Locator } from '@playwright/test';
import { expect, open, openHydrated, test } from './fixtures';

/** A group of the mobile menu's accordion (a `<details>` summary). */
const group = (menu: Locator, name: string) => menu.locator('summary', { hasText: name });

test.describe('desktop navigation @desktop', () => {
  test('a flyout opens on hover and closes when the pointer leaves', async ({ page }) => {
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: navLabels.bar, exact: true });
    await nav.getByRole('button', { name: 'Products' }).hover();
    for (const name of ['Delta Mate', 'Estimate Analyzer', 'Policy Analyzer']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    // The panel sits under its button, and the pointer can travel down into it without closing it.
    const button = (await nav.getByRole('button', { name: 'Products' }).boundingBox())!;
    const link = (await nav.getByRole('link', { name: 'Delta Mate' }).boundingBox())!;
    expect(link.y).toBeGreaterThan(button.y + button.height - 1);
    expect(Math.abs(link.x - button.x)).toBeLessThan(40);
    await page.mouse.move(link.x + 10, link.y + link.height / 2, { steps: 8 });
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeVisible();
    // A click on the button of a flyout the hover opened keeps it open.
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeVisible();
    await page.mouse.move(800, 600);
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeHidden();
  });

  test('one flyout is open at a time, and a click elsewhere closes it', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: navLabels.bar, exact: true });
    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeVisible();
    await nav.getByRole('button', { name: 'Company' }).click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeHidden();
    await page.locator('h1').click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('a flyout opens from the keyboard and Escape closes it with focus back on its button', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: navLabels.bar, exact: true });
    await expect(nav).toBeVisible(); // the visitor starts once the page shows
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Products' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Delta Mate' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Products' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/FAQs');
  });

  test('the current page is marked in its flyout and the bar buttons go where they say', async ({ page }) => {
    await open(page, '/team');
    const nav = page.getByRole('navigation', { name: navLabels.bar, exact: true });
    await nav.getByRole('button', { name: 'Company' }).click();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current', 'page');

    const demo = page.getByRole('banner').getByRole('link', { name: /Live Demo/ });
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(demo).toHaveAttribute('href', /^https:\/\//);
    await page.getByRole('banner').getByRole('link', { name: 'Get Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Pricing' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL('/login-signup');
  });
});

test.describe('mobile menu @mobile', () => {
  test('the groups form an accordion with one group open at a time', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await group(menu, 'Products').click();
    await expect(menu.getByRole('link', { name: 'Delta Mate' })).toBeVisible();
    await group(menu, 'Company').click();
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Delta Mate' })).toBeHidden();
    await group(menu, 'Company').click();
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeHidden();
    for (const name of ['Get Pricing', 'Log In']) await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Live Demo/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('choosing a link closes the panel and opens the page', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await group(menu, 'Products').click();
    await menu.getByRole('link', { name: 'Delta Mate' }).click();
    await expect(page).toHaveURL('/products/delta-mate');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Delta Mate');
    // Back to the page the menu was opened on: it is not still open there.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the backdrop and Escape close the panel, focus stays inside while open and returns to the button', async ({ page }) => {
    await open(page, '/blog');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // The page behind is inert: focus never lands there (past the last control it may visit the browser's
    // own interface, where the document has no focused element, and comes back to the menu).
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await group(menu, 'Resources').click();
    await expect(menu.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    const box = await menu.boundingBox();
    await page.mouse.click(195, Math.min(830, (box?.y ?? 0) + (box?.height ?? 0) + 40));
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });
});

// The footer's links, tone and shape on every page are checked on the exported HTML (tests/export/shell.test.ts).
test.describe('footer @desktop', () => {
  test('a page opens scrolled to the top', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/careers');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
