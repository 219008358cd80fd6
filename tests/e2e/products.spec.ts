import { expect, open, test } from './fixtures';

// Where each product page's calls to action lead, and its clips' attributes: tests/export/actions.test.ts.
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
