import { audiences } from '../../content/audiences';
import { findRoute } from '../../content/routes';
import { expect, open, test } from './fixtures';

test.describe('audience pages @desktop', () => {
  for (const audience of audiences) {
    test(`${audience.path}: banner, two taglines, three feature cards with clips, and Get Access`, async ({ page }) => {
      await open(page, audience.path);
      const route = findRoute(audience.path)!;
      await expect(page.locator('h1')).toHaveText(route.heading);
      await expect(page.getByText(audience.tagline)).toBeVisible();
      await expect(page.getByText(route.intro)).toBeVisible();

      const cards = page.getByRole('main').locator('li', { has: page.locator('video') });
      await expect(cards).toHaveCount(3);
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(audience.features.map((f) => f.title));

      const access = page.getByRole('main').getByRole('link', { name: 'Get Access' });
      await expect(access.first()).toHaveAttribute('href', '/login-signup');
      await access.first().click();
      await expect(page).toHaveURL('/login-signup');
    });
  }

  test('/attorneys carries the bullet lists for insurance, adjusters and attorneys', async ({ page }) => {
    await open(page, '/attorneys');
    for (const name of ['Insurance', 'Adjusters', 'Attorneys']) {
      const list = page.getByRole('heading', { level: 3, name, exact: true }).locator('xpath=..').getByRole('listitem');
      await expect(list).toHaveCount(4);
    }
  });

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
