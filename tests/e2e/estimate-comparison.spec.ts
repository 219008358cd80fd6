import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { comparisonRoles, comparisonTool as tool, comparisonWords as words } from '../../content/estimate-comparison';
import { checkerCopy } from '../../content/estimator-checker-copy';
import { problemText } from '../../components/islands/estimate/problem-words';
import { parsePolicy } from '../../scripts/lib/csp';
import { metaContent } from '../html';
import { say } from '../../components/islands/estimate/report/names';
import { PAIRS_SHOWN } from '../../lib/estimate/compare/protocol';
import { axeViolations } from './axe';
import { expect, open, openHydrated, test } from './fixtures';

/**
 * The Estimate Comparison on the built export: two files chosen as a visitor chooses them, the report, the
 * corrections, the download, and what happens with a file that cannot be read or the same file twice.
 */
const PATH = '/tools/estimate-comparison';
const fixture = (name: string) => join(__dirname, '../fixtures/estimates', name);
const names = comparisonRoles.carrier;
const side = (page: Page, key: 'a' | 'b') => page.locator(`[data-side="comparison-${key}"]`);
const choose = (page: Page, key: 'a' | 'b', name: string) => side(page, key).locator('input[type="file"]').setInputFiles(fixture(name));
const report = (page: Page) => page.locator('[data-print-report]');
const pairRows = (page: Page) => report(page).locator('tbody tr[data-pair]');
/** How many line pairs the comparison holds, as its "Showing … of …" line says (the table shows the first 25 and more on request). */
const pairCount = async (page: Page) => {
  const text = (await report(page).locator('[role="status"] span[data-filter="all"]').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
};
const summaryCounts = (page: Page) => report(page).locator('dl[data-summary] + p');

test.describe('the Estimate Comparison', () => {
  test('compares the sample pair: each side’s RCV, the difference by cause, every line paired @mobile', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: tool.sample }).click();
    await expect(report(page).getByRole('heading', { level: 2 })).toBeVisible();
    // The causes of the waterfall add up to the difference between the two totals.
    const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.−-]/g, '').replace('−', '-'));
    const steps = report(page).locator('[data-step]');
    const from = money(await steps.first().locator('span').last().textContent());
    const to = money(await steps.last().locator('span').last().textContent());
    const causes = await steps.evaluateAll((items) => items.slice(1, -1).map((item) => item.lastElementChild?.textContent ?? ''));
    expect(causes.reduce((sum, text) => sum + money(text), 0)).toBeCloseTo(to - from, 2);
    await expect(pairRows(page).first()).toBeVisible();
    // The report is as accessible as the page around it, on the phone where touch targets are measured.
    expect(await axeViolations(page, { within: 'main' })).toEqual([]);
  });

  test('two estimates of one claim in two formats: every line matched, the filters narrow the table, the download holds every pair @desktop', async ({
    page,
  }) => {
    await open(page, PATH);
    await choose(page, 'a', 'corpus/xactimate-38.csv');
    await expect(side(page, 'a').getByRole('status')).toContainText('106');
    await choose(page, 'b', 'corpus/carrier-op.pdf');
    await expect(report(page)).toBeVisible({ timeout: 20_000 });
    await expect(summaryCounts(page)).toContainText('106 lines matched');
    const all = await pairCount(page);
    const shown = await pairRows(page).count();
    await report(page).locator('label[data-filter="rcv"]').click();
    await expect.poll(async () => pairRows(page).filter({ visible: true }).count()).toBeLessThan(shown);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: tool.actions.download }).click(),
    ]);
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const [header, ...rows] = Papa.parse<string[]>(text.trim()).data;
    expect(header).toEqual([...words.csv.columns]);
    expect(rows).toHaveLength(all);

    // The page holds the first pairs; more come on request, and the download held them all from the start.
    expect(shown).toBe(Math.min(PAIRS_SHOWN, all));
    await page.getByRole('button', { name: say(tool.actions.more, names, { count: String(Math.min(PAIRS_SHOWN, all - shown)) }) }).click();
    await expect(pairRows(page)).toHaveCount(Math.min(2 * PAIRS_SHOWN, all));
  });

  test('the second file chosen while the first is still being read: both are read and compared @mobile', async ({ page }) => {
    await open(page, PATH);
    // The PDF takes longer to read than the export chosen right after it, so the first side finishes last.
    await choose(page, 'a', 'corpus/carrier-op.pdf');
    await choose(page, 'b', 'corpus/xactimate-38.csv');
    await expect(report(page)).toBeVisible({ timeout: 20_000 });
    await expect(side(page, 'a').getByRole('status')).toContainText('carrier-op.pdf');
    await expect(side(page, 'a').getByRole('status')).not.toHaveText(say(tool.reading, names, { name: 'carrier-op.pdf' }));
    await expect(summaryCounts(page)).toContainText('106 lines matched');
  });

  test('a line unmatched by hand is one-sided on each side, and matched again by hand @desktop', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: tool.sample }).click();
    const matched = report(page).locator('tbody tr', { has: page.getByRole('button', { name: tool.actions.unmatch }) });
    await expect(matched.first()).toBeVisible();
    const before = await pairCount(page);
    await matched.first().getByRole('button', { name: tool.actions.unmatch }).click();
    await expect.poll(() => pairCount(page)).toBe(before + 1);
    const only = (status: string) => report(page).locator(`tbody tr:has([data-status="${status}"])`).first();
    await only('only-a').getByRole('checkbox').check();
    await only('only-b').getByRole('checkbox').check();
    await page.getByRole('button', { name: tool.actions.match }).click();
    await expect.poll(() => pairCount(page)).toBe(before);
  });

  test('a file that cannot be read gets its own message and the other side is kept; the same file twice is said plainly @desktop', async ({
    page,
  }) => {
    await open(page, PATH);
    await choose(page, 'a', 'clean.csv');
    await choose(page, 'b', 'corpus/scanned.pdf');
    await expect(side(page, 'b').getByRole('alert')).toHaveText(problemText(checkerCopy, { kind: 'pdf-scanned' }, 'scanned.pdf'), {
      timeout: 20_000,
    });
    await expect(side(page, 'a').getByRole('status')).toContainText('clean.csv');
    await choose(page, 'b', 'clean.csv');
    await expect(page.locator('[data-comparison-problem]')).toHaveText(tool.problems['same-file']);
    await expect(report(page)).toHaveCount(0);
  });
});

test.describe('privacy @desktop', () => {
  test('the page runs its own worker, talks to its own origin only, and no request carries either file', async ({ page, context }) => {
    const response = await openHydrated(page, PATH);
    const policy = parsePolicy(metaContent((await response?.text()) ?? '', 'Content-Security-Policy') ?? '');
    expect([policy['connect-src'], policy['worker-src']]).toEqual([["'self'"], ["'self'"]]);
    const marker = 'PRIVATE-2b9e41';
    const requests: { url: string; method: string; body: string | null }[] = [];
    context.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }));
    const csv = (price: string) => `Description,Quantity,Unit,Unit price,RCV\n${marker} ridge vent,1,EA,${price},${price}\n`;
    await side(page, 'a')
      .locator('input[type="file"]')
      .setInputFiles({ name: `${marker}-a.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv('10.00')) });
    await side(page, 'b')
      .locator('input[type="file"]')
      .setInputFiles({ name: `${marker}-b.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv('12.00')) });
    await expect(report(page)).toBeVisible();
    await expect(report(page).getByText(names.sideA, { exact: false }).first()).toBeVisible();
    for (const request of requests) {
      expect(request.method, request.url).toBe('GET');
      expect(request.body, request.url).toBeNull();
      expect(request.url).not.toContain(marker);
    }
  });
});
