import type { Route } from '@playwright/test';
import { products } from '../../content/products';
import { expect, open, test } from './fixtures';

/**
 * The startup scripts are fetched from the first paint but run only once the pictures on the first screen have
 * loaded (lib/inline-scripts/after-paint-loader.ts): a product hero's screen held back holds hydration, not the fetch.
 */
test('a page fetches its scripts at first paint and runs them once its hero picture has loaded @desktop', async ({ page }) => {
  const held: Route[] = [];
  let release = false;
  await page.route(`**${products[0]!.screen.src.replace(/\.\w+$/, '')}*`, (route) => (release ? route.continue() : held.push(route)));
  const scriptFetched = page.waitForRequest((request) => request.url().includes('/_next/static/chunks/'));

  await open(page, products[0]!.path);
  await scriptFetched;
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', { timeout: 20_000 });
});
