import { sampleDashboard as copy } from '../../content/estimate-dashboard';
import { MANUAL_SECONDS_PER_LINE, manualReviewMinutes } from '../../lib/estimate/dashboard';
import { fillTemplate } from '../../lib/template';
import { expect, open, test } from './fixtures';

// Where each product page's calls to action lead, and its clips' attributes: tests/export/actions.test.ts.
test.describe('estimate analyzer sample dashboard', () => {
  test('the tiles add up and each chart has its numbers as a table @desktop', async ({ page }) => {
    await open(page, '/products/estimate-analyzer');
    const money = async (key: string) => Number((await page.locator(`[data-kpi="${key}"] dd`).first().innerText()).replace(/[$,]/g, ''));
    const [rcv, depreciation, acv] = [await money('rcv'), await money('depreciation'), await money('acv')];
    expect(Math.round((rcv - depreciation) * 100)).toBe(Math.round(acv * 100));
    // The time saved is the manual rate applied to the lines the tiles count.
    const [, lines] = /(\d+)/.exec((await page.locator('[data-kpi="rcv"] dd').nth(1).textContent()) ?? '') ?? [];
    const counts = { lines: lines!, seconds: String(MANUAL_SECONDS_PER_LINE) };
    await expect(page.locator('[data-kpi="rcv"] dd').nth(1)).toHaveText(fillTemplate(copy.lineItems, counts));
    await expect(page.locator('[data-savings]')).toContainText(`${manualReviewMinutes(Number(lines))} ${copy.savings.unit}`);
    await expect(page.locator('[data-savings]')).toContainText(fillTemplate(copy.savings.scope, counts));

    const table = page.locator('details table');
    await expect(table).toBeHidden();
    await page.getByText('Show the numbers as a table').click();
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(8);
  });

  test('the comparison filter changes the rows shown @mobile', async ({ page }) => {
    await open(page, '/products/estimate-analyzer');
    const report = page.locator('#comparison-report');
    // As a visitor reaches it: what lies below the first screen is drawn only then.
    await report.getByRole('status').scrollIntoViewIfNeeded();
    const rows = report.locator('tbody tr[data-pair]');
    const visible = () => rows.evaluateAll((all) => all.filter((row) => (row as HTMLElement).offsetParent !== null).length);
    // The status holds one summary per filter; the chosen one is shown (and the only one read out).
    const status = report.getByRole('status').locator(':scope > :visible');
    // textContent: innerText is empty while the section is scrolled out of rendering (`content-visibility: auto`).
    const counts = async () => (/(\d+) of (\d+)/.exec((await status.textContent()) ?? '') ?? []).slice(1).map(Number);

    const [all, total] = await counts();
    expect(all).toBe(total);
    expect(await visible()).toBe(total);

    const seen = new Set<number>();
    for (const [filter, column] of [
      ['rcv', 5],
      ['acv', 6],
      ['depreciation', 7],
      ['overheadProfit', 8],
      ['tax', 9],
    ] as const) {
      await report.locator(`label[data-filter="${filter}"]`).click();
      await expect(report.locator(`input[value="${filter}"]`)).toBeChecked();
      const [shown] = await counts();
      expect(shown).toBeLessThan(total!);
      expect(await visible()).toBe(shown);
      seen.add(shown!);
      // Every row shown differs in the chosen amount.
      const cells = await rows.evaluateAll(
        (all, at) =>
          all.filter((row) => (row as HTMLElement).offsetParent !== null).map((row) => row.querySelectorAll('td')[at]?.textContent),
        column,
      );
      expect(cells.every((text) => text && text !== '—')).toBe(true);
    }
    // The filters pick out different sets of lines.
    expect(seen.size).toBeGreaterThan(1);

    await report.locator('label[data-filter="all"]').click();
    expect(await visible()).toBe(total);
  });
});
