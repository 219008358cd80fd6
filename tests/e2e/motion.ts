import type { Page } from '@playwright/test';
import { TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { exportedPage } from './exported';
import { expect } from './fixtures';

/** The islands that move by themselves when motion is allowed (the others wait for a tap). */
const movingKinds = ['carousel', 'slider', 'rotating-headline'];

/** A selector for the islands of a page that could move by themselves. */
export const movers = movingKinds.map((kind) => `main [${TAP_ISLAND_ATTRIBUTE}="${kind}"]`).join(', ');

/** The kinds of island on the exported page that could move by themselves. */
function moverKinds(path: string): string[] {
  const $ = exportedPage(path);
  return $(movers)
    .map((_, island) => $(island).attr(TAP_ISLAND_ATTRIBUTE))
    .get();
}

/**
 * The first page of each kind of moving island, with the other kinds it holds: reduced-motion.spec.ts watches
 * these stay still, with their islands in view; an island is the same code on every page, so the registry walk
 * checks the other pages with one under reduced motion as it checks a page without one.
 */
export const watchedForMotion = (paths: readonly string[]) => {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const fresh = moverKinds(path).filter((kind) => !seen.has(kind));
    for (const kind of fresh) seen.add(kind);
    return fresh.length > 0;
  });
};

/**
 * Once the page's clock (installed before it was opened) has run on, with its videos in view (where they would
 * start), nothing is running: no video plays and no animation runs.
 */
export async function expectNothingRunning(tab: Page) {
  for (const video of await tab.locator('video').all()) await video.scrollIntoViewIfNeeded();
  await tab.clock.runFor(3_500);
  const moving = await tab.evaluate(() => ({
    videos: [...document.querySelectorAll('video')].filter((video) => !video.paused).length,
    animations: document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName ?? 'a transition'),
  }));
  expect(moving, `what runs on ${new URL(tab.url()).pathname}`).toEqual({ videos: 0, animations: [] });
}
