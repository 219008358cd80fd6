import { expect, open, test } from './fixtures';

// Each audience page's banner, taglines, feature cards and call to action: tests/export/actions.test.ts.
test.describe('audience pages @desktop', () => {
  test('a feature card lifts under the pointer @desktop', async ({ page }) => {
    await open(page, '/adjusters');
    const card = page
      .getByRole('main')
      .locator('li', { has: page.locator('video') })
      .first();
    const heading = card.getByRole('heading', { level: 3 });
    const before = await card.boundingBox();
    await heading.hover();
    await expect.poll(async () => (await card.boundingBox())!.y).toBeLessThan(before!.y - 2);
  });
});
