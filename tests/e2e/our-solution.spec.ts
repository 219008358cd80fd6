import type { Page } from '@playwright/test';
import { ROTATE_MS, solutionHero } from '../../content/our-solution';
import { expect, open, openHydrated, test } from './fixtures';

/** The phrase on screen (the rotating phrases are stacked; `data-phrase` names the visible one). */
async function phrase(page: Page): Promise<string> {
  return page.locator('[data-phrase]').evaluate((stack) => {
    const index = Number(stack.getAttribute('data-phrase'));
    return stack.children[index]?.textContent ?? '';
  });
}

test.describe('our solution @desktop', () => {
  test('the headline changes after three seconds, and the page keeps its one h1', async ({ page }) => {
    // The page's clock is Playwright's: the test runs it on rather than waiting in real time.
    await page.clock.install();
    await openHydrated(page, '/our-solution');
    expect(await phrase(page)).toBe(solutionHero.phrases[0]);
    await page.clock.runFor(ROTATE_MS);
    await expect.poll(() => phrase(page)).toBe(solutionHero.phrases[1]);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the headline stops with its pause button', async ({ page }) => {
    // The page's clock is Playwright's: the test runs it on past a rotation instead of waiting for one.
    await page.clock.install();
    await open(page, '/our-solution');
    await page.getByRole('button', { name: solutionHero.controls.pause }).click();
    // The button turns into Play once the island has taken the tap (at once, or when it hydrates).
    const play = page.getByRole('button', { name: solutionHero.controls.play });
    await expect(play).toBeVisible();
    const stopped = await phrase(page);
    await page.clock.runFor(3_500);
    expect(await phrase(page)).toBe(stopped);
    await play.click();
    // A click's effects run in the same task as its render: once the button says Pause, the rotation is armed.
    await expect(page.getByRole('button', { name: solutionHero.controls.pause })).toBeVisible();
    await page.clock.runFor(3_500);
    await expect.poll(() => phrase(page)).not.toBe(stopped);
  });

  test('Explore scrolls to the features, Why AI leads to /what-is-ai and Get Access to sign-up', async ({ page }) => {
    await open(page, '/our-solution');
    const features = page.locator('#features');
    await expect(features).not.toBeInViewport();
    await page.getByRole('link', { name: 'Explore', exact: true }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(features.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(features.locator('video')).toHaveCount(4);
    await expect(features.locator('figcaption')).toHaveCount(4);

    await expect(page.getByRole('link', { name: 'Get Access' })).toHaveAttribute('href', '/login-signup');
    await page.getByRole('link', { name: 'Why AI?' }).click();
    await expect(page).toHaveURL('/what-is-ai');
  });
});
