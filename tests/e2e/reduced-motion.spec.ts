import { expect, openHydrated, test } from './fixtures';
import { sitePages as pages } from '../site-pages';

/**
 * Under prefers-reduced-motion nothing moves by itself: no auto-scrolling carousel, no rotating
 * headline, no autoplaying video. The whole page is shown in one tall viewport (so every in-view island is in
 * view and no capture resizes the page between the two looks); two captures 3.5 s apart must be identical.
 */
test.describe('reduced motion @desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const page of pages) {
    test(`${page.path} stays still`, async ({ page: tab }) => {
      // Motion could only start once the page has hydrated.
      await openHydrated(tab, page.path);
      const width = tab.viewportSize()?.width ?? 1600;
      const height = await tab.evaluate(() => document.documentElement.scrollHeight);
      await tab.setViewportSize({ width, height });
      await tab.waitForFunction(() => [...document.images].every((image) => image.complete));
      await tab.evaluate(() => document.fonts.ready.then(() => undefined));
      await tab.waitForTimeout(500);
      const before = await tab.screenshot();
      // Watch the page for longer than one headline rotation (3 s) and one slider step (3 s).
      await tab.waitForTimeout(3_500);
      const after = await tab.screenshot();
      expect(before.equals(after), 'the page changed by itself').toBe(true);
      const playing = await tab.locator('video').evaluateAll((videos) =>
        videos.filter((video) => !(video as HTMLVideoElement).paused).length,
      );
      expect(playing).toBe(0);
    });
  }
});
