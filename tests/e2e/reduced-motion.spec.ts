import { expect, open, test } from './fixtures';
import { sitePages as pages } from '../site-pages';

/**
 * Under prefers-reduced-motion nothing moves by itself: no auto-scrolling carousel, no rotating
 * headline, no autoplaying video. Two full-page captures 3.5 s apart must be identical.
 */
test.describe('reduced motion @desktop', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const page of pages) {
    test(`${page.path} stays still`, async ({ page: tab }) => {
      await open(tab, page.path);
      const before = await tab.screenshot({ fullPage: true });
      // Watch the page for longer than one headline rotation (3 s) and one slider step (3 s).
      await tab.waitForTimeout(3_500);
      const after = await tab.screenshot({ fullPage: true });
      expect(before.equals(after), 'the page changed by itself').toBe(true);
      const playing = await tab.locator('video').evaluateAll((videos) =>
        videos.filter((video) => !(video as HTMLVideoElement).paused).length,
      );
      expect(playing).toBe(0);
    });
  }
});
