import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';
import { inGroups } from './groups';
import { parseHtml } from '../../scripts/lib/html';
import { TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { sitePages as pages } from '../site-pages';

/**
 * Under prefers-reduced-motion nothing moves by itself: no auto-scrolling carousel, no rotating headline, no
 * sliding slideshow, no autoplaying video, no running CSS animation. On a page with a moving island, the first
 * screen, then each island in turn, brought into view (a carousel moves only while on screen), are captured
 * twice: before and after the page's clock has run on 3.5 s (its timers fire at once) and half a second of
 * real time (CSS animations do not follow the page's clock). The captures must be identical. On every page,
 * once it has hydrated, its videos brought into view and its clock run on, no video plays and no animation
 * runs (the pages without a moving island are visited a group at a time in one tab).
 */
/** The islands that move by themselves when motion is allowed (the others wait for a tap). */
const movingKinds = ['carousel', 'slider', 'rotating-headline'];
const movers = movingKinds.map((kind) => `main [${TAP_ISLAND_ATTRIBUTE}="${kind}"]`).join(', ');
/** Whether the exported page holds an island that could move by itself. */
const hasMovers = (path: string) =>
  parseHtml(readFileSync(join(process.cwd(), 'out', `${path === '/' ? 'index' : path.slice(1)}.html`), 'utf8'))(movers).length > 0;

/** Once the page's clock has run on, with its videos in view (where they would start), nothing is running. */
async function expectNothingRunning(tab: Page) {
  for (const video of await tab.locator('video').all()) await video.scrollIntoViewIfNeeded();
  await tab.clock.runFor(3_500);
  const moving = await tab.evaluate(() => ({
    videos: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
    animations: document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName ?? 'a transition'),
  }));
  expect(moving).toEqual({ videos: 0, animations: [] });
}

test.describe('reduced motion @desktop', () => {
  test.use({ reducedMotion: 'reduce' });
  // A test visits several pages, each hydrated in turn.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  for (const page of pages.filter((each) => hasMovers(each.path))) {
    test(`${page.path} stays still`, async ({ page: tab }) => {
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
      const found = tab.locator(movers);
      for (let i = 0; i < (await found.count()); i += 1) {
        const mover = found.nth(i);
        await mover.scrollIntoViewIfNeeded();
        await staysStill(`island ${i + 1}`, () => mover.screenshot());
      }
      await expectNothingRunning(tab);
    });
  }

  for (const group of inGroups(
    pages.filter((each) => !hasMovers(each.path)),
    8,
  )) {
    test(`${group.map((page) => page.path).join(', ')} stay still`, async ({ page: tab }) => {
      for (const page of group) {
        await test.step(page.path, async () => {
          await openHydrated(tab, page.path);
          await expectNothingRunning(tab);
        });
      }
    });
  }
});
