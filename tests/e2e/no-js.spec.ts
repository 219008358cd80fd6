import { expect, test } from './fixtures';
import { sitePages as pages } from '../site-pages';

/**
 * With JavaScript off, every page still reads and hides nothing behind a control: whatever a control would
 * reveal (accordion panels, descriptions, bios) is on screen, and so is what the page shows only without
 * scripts. On the phone, whose layout hides the most; that every page links to every other, so each is
 * reached without scripts, is checked on the exported HTML (tests/export/pages.test.ts).
 */
test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pages) {
    test(`${page.path} shows its heading, its content and what its controls would reveal`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('h1')).toBeVisible();
      await expect(tab.locator('h1')).toHaveText(page.heading);
      expect((await tab.locator('main').innerText()).trim().length).toBeGreaterThan(100);
      const controlled = await tab
        .locator('main [aria-controls]')
        .evaluateAll((controls) => controls.map((c) => c.getAttribute('aria-controls') ?? '').filter(Boolean));
      for (const id of controlled) {
        await expect(tab.locator(`[id="${id}"]`), `content of #${id}`).toBeVisible();
      }
      for (const element of await tab.locator('main .nojs-show').all()) await expect(element).toBeVisible();
    });
  }
});
