import type { Page } from '@playwright/test';
import { carousel } from '../../content/home';
import { routes } from '../../content/routes';
import { config } from '../../lib/config';
import { expect, open, test } from './fixtures';

const heading = routes[0].heading;

/** The carousel region, scrolled into view and with embla loaded. */
async function openCarousel(page: Page) {
  await open(page, '/');
  const region = page.getByRole('region', { name: carousel.controls.region });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-ready', 'true');
  return region;
}

/**
 * Where the track is, in px, as the visitor sees it: embla's translation of the slide container, folded into
 * one loop length so a wrap-around of the loop does not count as a jump.
 */
async function position(page: Page): Promise<{ x: number; loop: number }> {
  return page
    .getByRole('region', { name: carousel.controls.region })
    .locator('ul')
    .evaluate((list) => {
      const x = new DOMMatrix(getComputedStyle(list).transform).m41;
      const loop = Array.from(list.children).reduce((sum, slide) => {
        const style = getComputedStyle(slide);
        return sum + slide.getBoundingClientRect().width + parseFloat(style.marginRight);
      }, 0);
      return { x, loop };
    });
}

/** How far the track moved between two readings, in (−loop/2, loop/2]. */
function moved(before: { x: number; loop: number }, after: { x: number }) {
  const { loop } = before;
  let delta = (((after.x - before.x) % loop) + loop) % loop;
  if (delta > loop / 2) delta -= loop;
  return delta;
}

/** The track has come to rest and stays there. */
async function expectStill(page: Page) {
  await settled(page);
  const before = await position(page);
  await page.waitForTimeout(800);
  expect(Math.abs(moved(before, await position(page)))).toBeLessThan(1);
}

/**
 * Waits for a drag's glide to end: the track within a tenth of a pixel of one place over 30 painted frames. Counted in
 * frames, not in milliseconds, because a renderer starved of CPU paints no frame for a while, and a glide that
 * waits for its next frame is not a track at rest.
 */
async function settled(page: Page) {
  await page
    .getByRole('region', { name: carousel.controls.region })
    .locator('ul')
    .evaluate(
      (list) =>
        new Promise<void>((resolve) => {
          const place = () => new DOMMatrix(getComputedStyle(list).transform).m41;
          let anchor = place();
          let still = 0;
          const frame = () => {
            const now = place();
            if (Math.abs(now - anchor) < 0.1) still += 1;
            else [anchor, still] = [now, 0];
            if (still >= 30) resolve();
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
}

async function expectMoving(page: Page) {
  const before = await position(page);
  await expect.poll(async () => Math.abs(moved(before, await position(page)))).toBeGreaterThan(20);
}

test.describe('home', () => {
  test('the hero heading is the largest contentful paint and Schedule a Demo opens the scheduler', async ({ page }) => {
    await open(page, '/');
    // The largest contentful paint is settled once the page has loaded.
    await page.waitForLoadState('load');
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
            resolve(last?.element?.tagName ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp).toBe('H1');
    await expect(page.locator('h1')).toHaveText(heading);

    const demo = page
      .getByRole('main')
      .getByRole('link', { name: /Schedule a Demo/ })
      .first();
    await expect(demo).toHaveAttribute('href', config.schedulerUrl);
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the 2.0 announcement leads to the release video, which has its own pause and play button @desktop', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: /Version 2\.0 arrives in October 2025/ }).click();
    await expect(page).toHaveURL(/#release$/);
    const release = page.locator('#release');
    await expect(release.getByRole('heading', { level: 2 })).toBeInViewport();
    const video = release.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await video.scrollIntoViewIfNeeded();
    await expect(release.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await release.getByRole('button', { name: 'Pause video' }).click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(release.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(release.locator('figcaption')).toHaveText(/version 2\.0/i);
  });

  test('the product carousel moves by itself and each card links to its product page @desktop', async ({ page }) => {
    const region = await openCarousel(page);
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expectMoving(page);
    for (const item of carousel.items) {
      await expect(region.getByRole('link', { name: new RegExp(item.title) })).toHaveAttribute('href', item.href);
    }
  });

  test('the carousel stops with its pause button and starts again with play @mobile', async ({ page }) => {
    const region = await openCarousel(page);
    await region.getByRole('button', { name: carousel.controls.pause }).click();
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expectStill(page);
    await region.getByRole('button', { name: carousel.controls.play }).click();
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expectMoving(page);
  });

  test('the carousel pauses while the pointer is over it and resumes when it leaves @desktop', async ({ page }) => {
    const region = await openCarousel(page);
    // The cards move, so point at the track rather than waiting for a card to stand still.
    const track = await region.locator('ul').boundingBox();
    if (!track) throw new Error('no track');
    await page.mouse.move(track.x + 400, track.y + 100);
    await expect(region).toHaveAttribute('data-state', 'paused');
    await expectStill(page);
    await page.mouse.move(5, 5);
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expectMoving(page);
  });

  test('the carousel can be dragged with the mouse without following a card link @desktop', async ({ page }) => {
    const region = await openCarousel(page);
    const track = await region.locator('ul').boundingBox();
    if (!track) throw new Error('no track');
    const [x, y] = [400, track.y + track.height / 2];
    await page.mouse.move(x, y);
    await expect(region).toHaveAttribute('data-state', 'paused');
    const before = await position(page);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + step * 25, y);
    await page.mouse.up();
    await expect.poll(async () => moved(before, await position(page))).toBeGreaterThan(150);
    await expect(page).toHaveURL('/');
    // Still under the pointer: it stays paused until the pointer leaves.
    await expect(region).toHaveAttribute('data-state', 'paused');
    await page.mouse.move(5, 5);
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expectMoving(page);
  });

  test('the carousel can be dragged by touch and carries on afterwards @mobile', async ({ page }) => {
    const region = await openCarousel(page);
    const track = await region.locator('ul').boundingBox();
    if (!track) throw new Error('no track');
    const y = Math.round(track.y + track.height / 2);
    const x = 60;
    const client = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
      client.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: x + dx, y }] });
    await touch('touchStart', 0);
    await expect(region).toHaveAttribute('data-state', 'paused');
    // Measured once the touch has stopped the auto-scroll, so only the drag moves the track from here.
    const before = await position(page);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', step * 20);
    await touch('touchEnd', 200);
    // Dragged against the direction of the auto-scroll, so the movement is the drag's.
    await expect.poll(async () => moved(before, await position(page))).toBeGreaterThan(120);
    await expect(page).toHaveURL('/');
    await expect(region).toHaveAttribute('data-state', 'playing');
    await expectMoving(page);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the carousel does not move at all, needs no pause button and can still be dragged @desktop', async ({ page }) => {
      const region = await openCarousel(page);
      await expect(region).toHaveAttribute('data-state', 'paused');
      await expect(region.getByRole('button', { name: carousel.controls.pause })).toBeHidden();
      await expectStill(page);
      const track = await region.locator('ul').boundingBox();
      if (!track) throw new Error('no track');
      const [x, y] = [400, track.y + track.height / 2];
      const before = await position(page);
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(x + step * 25, y);
      await page.mouse.up();
      await expect.poll(async () => moved(before, await position(page))).toBeGreaterThan(150);
      await page.mouse.move(5, 5);
      await expectStill(page);
    });
  });
});
