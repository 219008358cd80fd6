import { expect, openHydrated, test } from './fixtures';
import { expectNothingRunning, movers, watchedForMotion } from './motion';
import { sitePages as pages } from '../site-pages';

/**
 * Under prefers-reduced-motion nothing moves by itself: no auto-scrolling carousel, no rotating headline, no
 * sliding slideshow, no autoplaying video, no running CSS animation. On a page with a moving island, the first
 * screen, then each island in turn, brought into view (a carousel moves only while on screen), are captured
 * twice: before and after the page's clock has run on 3.5 s (its timers fire at once) and half a second of
 * real time (CSS animations do not follow the page's clock). The captures must be identical, and once its
 * videos are brought into view and its clock has run on, no video plays and no animation runs. The first page
 * with each kind of moving island is watched here (an island is the same code on every page); every other page
 * gets that last check in the registry walk (registry-walk.spec.ts), which hydrates each of them anyway.
 */
test.describe('reduced motion @desktop', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  for (const path of watchedForMotion(pages.map((page) => page.path))) {
    test(`${path} stays still`, async ({ page: tab }) => {
      // Motion could only start once the page has hydrated.
      await openHydrated(tab, path);
      await tab.evaluate(() => document.fonts.ready.then(() => undefined));
      const staysStill = async (what: string, capture: () => Promise<Buffer>) => {
        await tab.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
        await tab.waitForTimeout(300);
        const before = await capture();
        // Longer than one headline rotation (3 s) and one slider step (3 s).
        await tab.clock.runFor(3_500);
        await tab.waitForTimeout(500);
        expect(before.equals(await capture()), `${what} changed by itself`).toBe(true);
      };
      await staysStill('the first screen', () => tab.screenshot());
      const found = tab.locator(movers);
      for (let i = 0; i < (await found.count()); i += 1) {
        const mover = found.nth(i);
        await mover.scrollIntoViewIfNeeded();
        await staysStill(`island ${i + 1}`, () => mover.screenshot());
      }
      await expectNothingRunning(tab);
    });
  }
});
