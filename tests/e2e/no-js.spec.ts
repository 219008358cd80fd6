import { expect, test } from './fixtures';
import { sitePages } from '../site-pages';
import { inGroups } from './groups';

/**
 * With JavaScript off, every page still reads and hides nothing behind a control: whatever a control would
 * reveal (accordion panels, descriptions, bios) is on screen, and so is what the page shows only without
 * scripts. On the phone, whose layout hides the most; that every page links to every other, so each is
 * reached without scripts, is checked on the exported HTML (tests/export/pages.test.ts). The pages are
 * visited a group at a time, one after another in one tab: without scripts each is read in a moment, and a
 * test of its own would spend longer opening its browser context than reading it.
 */
test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });
  // A test visits several pages in turn.
  test.describe.configure({ timeout: 90_000 });

  for (const group of inGroups(sitePages, 6)) {
    test(`${group.map((page) => page.path).join(', ')} show their heading, content and what their controls would reveal`, async ({
      page: tab,
    }) => {
      for (const page of group) {
        await test.step(page.path, async () => {
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
  }
});
