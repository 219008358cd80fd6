import type { Locator, Page, TestInfo } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../lib/tap-replay';
import { slowDown } from '../../scripts/bench/lib/slow-phone.mjs';

/** Next's script chunks: without them nothing hydrates. */
const runtimeScript = /\/_next\/static\/.+\.js(\?.*)?$/;

/**
 * Opens `path` and returns as soon as the page has painted something (its first contentful paint), without
 * waiting for anything else, as a visitor who taps the moment a control appears. On a phone (`slowPhone`,
 * the default) the page runs as on a cheap one (`SLOW_PHONE`: CPU 4× slower, a 4G-like link); a desktop
 * visitor gets this machine's own speed.
 *
 * With `holdScripts` (the default), Next's script chunks are held back until `release()` is called, so
 * whatever the test does first happens before hydration on any machine, however fast: the window in which
 * a page looks ready but React is not, which a test that waits for the network to go idle never sees.
 * Without it, the scripts load as they would, and a tap may land before, during or after hydration.
 * `fullSpeed()` ends the slow phone once the tap has landed.
 */
export async function openAtFirstPaint(page: Page, path: string, { holdScripts = true, slowPhone = true } = {}) {
  const fullSpeed: () => Promise<unknown> = slowPhone ? await slowDown(page) : async () => undefined;
  let release: () => void = () => undefined;
  if (holdScripts) {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(runtimeScript, async (route) => {
      await held;
      // The test may have ended (and the page closed) while the request waited.
      await route.continue().catch(() => undefined);
    });
  }
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 50,
  });
  return { release, fullSpeed };
}

/** Taps `control` as a visitor does on this project's device: a touch on phones, a click elsewhere. */
export async function tap(control: Locator, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.use.hasTouch) await control.tap();
  else await control.click();
}

export const isHydrated = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);

/** Waits until React has hydrated the whole page (`components/islands/hydration-mark.tsx`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', timeout: 30_000 });
}
