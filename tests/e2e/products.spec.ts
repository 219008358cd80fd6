import { products } from '../../content/products';
import { findRoute } from '../../content/routes';
import { config } from '../../lib/config';
import { expect, open, test } from './fixtures';

test.describe('product pages @desktop', () => {
  for (const product of products) {
    test(`${product.path}: each call to action goes where listed or is disabled with its reason`, async ({ page }) => {
      await open(page, product.path);
      const hero = page.getByRole('main').locator('section').first();
      await expect(hero.locator('h1')).toHaveText(findRoute(product.path)!.heading);

      for (const action of product.ctas) {
        if (action.kind === 'disabled') {
          const button = hero.getByRole('button', { name: action.label });
          await expect(button).toBeDisabled();
          await expect(button).toHaveAccessibleDescription(action.reason);
          await expect(hero.getByText(action.reason).first()).toBeVisible();
        } else if (action.kind === 'scheduler') {
          const link = hero.getByRole('link', { name: new RegExp(`^${action.label}`) });
          await expect(link).toHaveAttribute('href', config.schedulerUrl);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        } else {
          await hero.getByRole('link', { name: action.label, exact: true }).click();
          await expect(page).toHaveURL(action.href);
          await open(page, product.path);
        }
      }
    });
  }

  test('the See It in Action clip is muted, looping, with controls and a caption', async ({ page }) => {
    await open(page, '/products/delta-mate');
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(page.locator('figure', { has: video }).locator('figcaption')).not.toBeEmpty();
  });
});

test.describe('estimate analyzer sample dashboard', () => {
  test('the tiles add up and each chart has its numbers as a table @desktop', async ({ page }) => {
    await open(page, '/products/estimate-analyzer');
    const money = async (key: string) => Number((await page.locator(`[data-kpi="${key}"] dd`).first().innerText()).replace(/[$,]/g, ''));
    const [rcv, depreciation, acv] = [await money('rcv'), await money('depreciation'), await money('acv')];
    expect(Math.round((rcv - depreciation) * 100)).toBe(Math.round(acv * 100));
    await expect(page.locator('[data-savings]')).toContainText('58 minutes');
    await expect(page.locator('[data-savings]')).toContainText('116 line items');

    const table = page.locator('details table');
    await expect(table).toBeHidden();
    await page.getByText('Show the numbers as a table').click();
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(8);
  });

  test('the comparison filter changes the rows shown @mobile', async ({ page }) => {
    await open(page, '/products/estimate-analyzer');
    const report = page.locator('#comparison-report');
    const rows = report.locator('tbody tr');
    const visible = () => rows.evaluateAll((all) => all.filter((row) => (row as HTMLElement).offsetParent !== null).length);
    // The status holds one summary per filter; the chosen one is shown (and the only one read out).
    const status = report.getByRole('status').locator(':scope > :visible');

    await expect(status).toHaveText('Showing 116 of 116 lines');
    expect(await visible()).toBe(116);

    const seen = new Set<number>();
    for (const name of ['RCV', 'ACV', 'Depreciation', 'Overhead & profit']) {
      await report.getByText(name, { exact: true }).click();
      await expect(report.getByRole('radio', { name })).toBeChecked();
      const shown = Number((await status.innerText()).match(/Showing (\d+) of 116 lines/)?.[1]);
      expect(shown).toBeLessThan(116);
      expect(await visible()).toBe(shown);
      seen.add(shown);
    }
    // Each filter picks out a different set of lines.
    expect(seen.size).toBe(4);

    // Under Depreciation, every row shown has a depreciation difference.
    await report.getByText('Depreciation', { exact: true }).click();
    const cells = await rows.evaluateAll((all) =>
      all.filter((row) => (row as HTMLElement).offsetParent !== null).map((row) => row.querySelectorAll('td')[6]?.textContent),
    );
    expect(cells.every((text) => text && text !== '—')).toBe(true);

    await report.getByText('All lines', { exact: true }).click();
    expect(await visible()).toBe(116);
  });
});
