import { expect, openHydrated, test } from './fixtures';
import { TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { sitePages as pages } from '../site-pages';

/**
 * Under prefers-reduced-motion nothing moves by itself: no auto-scrolling carousel, no rotating headline, no
 * sliding slideshow, no autoplaying video, no running CSS animation. The first screen, then each island and
 * video in turn, brought into view (a carousel moves only while on screen), are captured twice: before and
 * after the page's clock has run on 3.5 s (its timers fire at once) and half a second of real time (CSS
 * animations and video do not follow the page's clock). The captures must be identical.
 */
test.describe('reduced motion @desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const page of pages) {
    test(`${page.path} stays still`, async ({ page: tab }) => {
      await tab.clock.install();
      // Motion could only start once the page has hydrated.
      await openHydrated(tab, page.path);
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
      const movers = tab.locator(`main [${TAP_ISLAND_ATTRIBUTE}], main video`);
      for (let i = 0; i < (await movers.count()); i += 1) {
        const mover = movers.nth(i);
        await mover.scrollIntoViewIfNeeded();
        await staysStill(`island or video ${i + 1}`, () => mover.screenshot());
      }

      const moving = await tab.evaluate(() => ({
        videos: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
        animations: document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName ?? 'a transition'),
      }));
      expect(moving).toEqual({ videos: 0, animations: [] });
    });
  }
});
