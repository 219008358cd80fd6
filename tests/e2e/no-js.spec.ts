import { expect, test } from './fixtures';
import { indexablePaths, sitePages as pages } from '../site-pages';

/** With JavaScript off, every page still reads, reaches every other page and hides nothing behind a control. */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const page of pages) {
    test(`${page.path} shows its heading, content and links to every page`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('h1')).toBeVisible();
      await expect(tab.locator('h1')).toHaveText(page.heading);
      expect((await tab.locator('main').innerText()).trim().length).toBeGreaterThan(100);

      const hrefs = await tab.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const missing = indexablePaths.filter((path) => path !== page.path && !hrefs.includes(path));
      expect(missing, 'pages not linked from this page').toEqual([]);

      // Whatever a control would reveal (accordion panels, descriptions, bios) is already on screen.
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
