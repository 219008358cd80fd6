import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { checkerCopy as copy } from '../../content/estimator-checker';
import { parsePolicy } from '../../lib/csp';
import { MAX_FILE_BYTES } from '../../lib/estimate-check/input';
import { problemText, skipText } from '../../lib/estimate-check/messages';
import type { InputProblem, SkipReason } from '../../lib/estimate-check/types';
import { fillTemplate } from '../../lib/template';
import { expect, open, openHydrated, test } from './fixtures';
import { slowDown } from '../../scripts/lib/slow-phone.mjs';
import { hydrated, openAtFirstPaint } from './first-paint';

/**
 * The Estimator Checker on the built export: the sample and the fixture estimates produce exactly their
 * findings, the download matches the table, each bad file gets its own message while the last results
 * stay, and no request carries the file.
 */
const PATH = '/tools/estimator-checker';
const fixtures = join(__dirname, '../fixtures/estimates');
const fixture = (name: string) => join(fixtures, name);
const labels = copy.findings;
const k = labels.kinds;
const lines = (list: string) => fillTemplate(list.includes(',') || list.includes('–') ? labels.lines.many : labels.lines.one, { lines: list });
const rows = (list: string) => fillTemplate(list.includes('–') ? labels.lines.rows : labels.lines.row, { lines: list });
const count = (n: number) => (n === 1 ? labels.count.one : fillTemplate(labels.count.many, { count: String(n) }));

const cells = ['finding', 'why', 'lines', 'item', 'expected', 'found', 'stake'] as const;

/** The findings table as the visitor reads it: one array of cell texts per row. */
async function table(page: Page): Promise<string[][]> {
  return page.locator('[data-findings] tbody tr').evaluateAll(
    (trs, names) => trs.map((tr) => names.map((name) => tr.querySelector(`[data-cell="${name}"]`)?.textContent?.trim() ?? '')),
    [...cells],
  );
}

/** Kind, lines, item, expected, found and money at stake of each row (the "why" is checked against the download). */
const visible = async (page: Page) => (await table(page)).map(([finding, , where, item, expected, found, stake]) => [finding, where, item, expected, found, stake]);

async function choose(page: Page, name: string) {
  await page.getByLabel(copy.drop.label).setInputFiles(fixture(name));
}

const results = (page: Page) => page.locator('[data-print-report]');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: fillTemplate(copy.results.heading, { name }) });
const tile = (page: Page, key: 'lines' | 'skipped' | 'findings' | 'stake') => page.locator(`[data-tile="${key}"] dd`).first();

test.describe('the Estimator Checker', () => {
  test('checks the sample estimate: three findings, focus on the results', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: copy.drop.sample }).click();
    const title = page.getByRole('heading', { level: 2, name: copy.results.sampleHeading });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    await expect(tile(page, 'lines')).toHaveText('116');
    await expect(tile(page, 'findings')).toHaveText('3');
    await expect(tile(page, 'stake')).toHaveText('$710.04');
    expect(await visible(page)).toEqual([
      [k['overhead-profit'], lines('43–58'), 'Water mitigation', '20.0%', '0.0%', '$531.22'],
      [k.tax, lines('109–116'), 'General conditions', '3.5%', '0.0%', '$101.82'],
      [k['overhead-profit'], lines('112'), 'Building permit – re-roof & interior repair (municipal fee)', '$77.00', '$0.00', '$77.00'],
    ]);
  });

  test('a clean estimate: no findings, its totals reconciled', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'clean.csv');
    await expect(heading(page, 'clean.csv')).toBeFocused();
    await expect(results(page).getByText(copy.results.clean)).toBeVisible();
    await expect(tile(page, 'lines')).toHaveText('10');
    await expect(page.locator('[data-findings]')).toHaveCount(0);
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td')).toHaveText(['$15,899.62', '$15,899.62', '—']);
  });

  test('math errors, duplicates and a missing drip edge: exactly those findings, and the download matches the table', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'errors.csv');
    await expect(heading(page, 'errors.csv')).toBeVisible();
    expect(await visible(page)).toEqual([
      [k['missing-item'], lines('1–2'), 'Drip edge', 'Drip edge', labels.absent, labels.notPriced],
      [k.extension, lines('3'), 'Synthetic underlayment', '$1,007.50', '$1,070.50', '$63.00'],
      [k.rcv, lines('5'), 'Ridge cap – standard profile', '$590.20', '$690.20', '$100.00'],
      [k.duplicate, lines('6, 9'), 'Roof vent – turtle type', count(1), count(2), '$322.61'],
      [k.acv, lines('7'), 'Step flashing', '$375.58', '$350.58', '$25.00'],
      [k.duplicate, lines('7, 11'), 'Step flashing', count(1), count(2), '$500.77'],
      [k.total, rows('13'), fillTemplate(labels.totalSubject, { label: 'Grand total', measure: labels.measures.rcv }), '$15,450.91', '$15,400.91', '$50.00'],
    ]);
    await expect(tile(page, 'stake')).toHaveText('$1,061.38');
    await expectDownloadMatchesTable(page, 'errors findings.csv');

    // Filter by kind, then sort by money at stake: the table and the download follow.
    await page.getByRole('group', { name: copy.table.filterLabel }).getByRole('button', { name: new RegExp(`^${k.duplicate}`) }).click();
    await expect(page.locator('[data-findings] tbody tr')).toHaveCount(2);
    const stake = page.getByRole('columnheader', { name: new RegExp(copy.table.columns.stake) });
    await stake.getByRole('button').click();
    await expect(stake).toHaveAttribute('aria-sort', 'descending');
    expect((await visible(page)).map((row) => row[5])).toEqual(['$500.77', '$322.61']);
    await stake.getByRole('button').click();
    await expect(stake).toHaveAttribute('aria-sort', 'ascending');
    expect((await visible(page)).map((row) => row[5])).toEqual(['$322.61', '$500.77']);
    await expectDownloadMatchesTable(page, 'errors findings.csv');
  });

  test('odd headers, a preamble and money formats are read; rows with text for numbers are skipped with their reasons', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'odd-headers.tsv');
    await expect(heading(page, 'odd-headers.tsv')).toBeVisible();
    expect(await visible(page)).toEqual([[k.rcv, lines('6'), 'Fence gate – cedar', '$512.66', '$524.66', '$12.00']]);
    await expect(tile(page, 'lines')).toHaveText('7');
    await expect(tile(page, 'skipped')).toHaveText('2');
    const reasons: [number, SkipReason][] = [
      [8, { kind: 'no-amounts' }],
      [10, { kind: 'not-a-number', field: 'quantity', value: 'N/A' }],
    ];
    await expect(page.locator('[data-skipped] li')).toHaveText(
      reasons.map(([row, reason]) => `${fillTemplate(copy.skip.row, { row: String(row) })}: ${skipText(copy, reason)}`),
    );
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td').first()).toHaveText('$6,532.45');

    // The detected columns are shown for confirmation, and a correction checks the file again.
    await page.getByText(copy.mapping.title).click();
    await page.getByLabel(copy.mapping.fields.rcv).selectOption({ label: copy.mapping.notInFile });
    await expect(results(page).getByText(copy.results.clean)).toBeVisible();
    await expect(heading(page, 'odd-headers.tsv')).not.toBeFocused();
  });

  test('a semicolon file with decimal commas: thousands read right, nothing found @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'european.csv');
    await expect(results(page).getByText(copy.results.clean)).toBeVisible();
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td')).toHaveText(['$5,555.10', '$5,555.10', '—']);
  });

  test('each bad file gets its own message, and the last results stay until a file succeeds @desktop', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: copy.drop.sample }).click();
    const kept = page.getByRole('heading', { level: 2, name: copy.results.sampleHeading });
    await expect(kept).toBeVisible();

    const bad: [string, InputProblem][] = [
      ['empty.csv', { kind: 'empty' }],
      ['estimate.pdf', { kind: 'pdf' }],
      ['workbook.xlsx', { kind: 'spreadsheet' }],
      ['no-columns.csv', { kind: 'no-columns' }],
      ['no-lines.csv', { kind: 'no-lines', skipped: 2, example: { row: 2, reason: { kind: 'not-a-number', field: 'quantity', value: 'twelve' } } }],
    ];
    const alert = page.locator('[role="alert"][data-problem]');
    for (const [name, problem] of bad) {
      await choose(page, name);
      await expect(alert).toContainText(problemText(copy, problem, name));
      await expect(alert).toContainText(copy.errors.kept);
      await expect(kept).toBeVisible();
    }
    await expect(alert.getByRole('link', { name: copy.errors.howTo })).toHaveAttribute('href', '#export-your-estimate');
    await alert.getByRole('link', { name: copy.errors.howTo }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Export your estimate as CSV/ })).toBeInViewport();

    // Over 20 MB: refused before it is read.
    const bytes = MAX_FILE_BYTES + 1;
    await page.getByLabel(copy.drop.label).setInputFiles({ name: 'huge.csv', mimeType: 'text/csv', buffer: Buffer.alloc(bytes, 'a') });
    await expect(alert).toContainText(problemText(copy, { kind: 'too-large', bytes }, 'huge.csv'));
    await expect(kept).toBeVisible();

    // A good file replaces the message and the old results.
    await choose(page, 'text-numbers.csv');
    await expect(heading(page, 'text-numbers.csv')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(kept).toHaveCount(0);
    await expect(page.locator('[data-skipped] li')).toHaveText([
      `${fillTemplate(copy.skip.row, { row: '3' })}: ${skipText(copy, { kind: 'not-a-number', field: 'quantity', value: 'twelve' })}`,
      `${fillTemplate(copy.skip.row, { row: '4' })}: ${skipText(copy, { kind: 'not-a-number', field: 'unitPrice', value: 'call for price' })}`,
    ]);
  });

  test('a missing column is chosen from a select, and the check runs @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'missing-price.csv');
    const alert = page.locator('[role="alert"][data-problem]');
    await expect(alert).toContainText(
      problemText(copy, { kind: 'missing-columns', fields: ['unitPrice'], headers: [], mapping: {} }, 'missing-price.csv'),
    );
    await alert.getByLabel(copy.mapping.fields.unitPrice).selectOption({ label: 'Cost each' });
    await expect(heading(page, 'missing-price.csv')).toBeVisible();
    expect(await visible(page)).toEqual([[k.rcv, rows('4'), 'Prime & paint door slab', '$84.00', '$94.00', '$10.00']]);
  });

  test('works from the keyboard: the picker is reachable, and focus moves to the results @desktop', async ({ page }) => {
    await openHydrated(page, PATH);
    const picker = page.getByLabel(copy.drop.label);
    await page.locator('main').focus();
    for (let i = 0; i < 5 && !(await picker.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await chooser.setFiles(fixture('clean.csv'));
    await expect(heading(page, 'clean.csv')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: copy.actions.download })).toBeFocused();
  });

  test('shows and announces its progress on a long estimate @desktop', async ({ page }) => {
    await openHydrated(page, PATH);
    // A slower processor, so the progress is on screen long enough to be seen.
    await slowDown(page);
    const header = 'Line,Code,Description,Quantity,Unit,Unit price,RCV';
    const body = Array.from({ length: 60_000 }, (_, i) => `${i + 1},GEN ${i % 50},Item ${i % 700},2,EA,10.00,20.00`).join('\n');
    await page.getByLabel(copy.drop.label).setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${body}\n`) });
    await expect(page.getByRole('progressbar', { name: copy.progress.label })).toBeVisible();
    await expect(page.locator('[data-tap-island="estimator"] [role="status"]').first()).not.toHaveText('');
    await expect(heading(page, 'long.csv')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(tile(page, 'lines')).toHaveText('60,000');
  });

  test('a file chosen before the page hydrated is checked once it has', async ({ page }) => {
    const { release } = await openAtFirstPaint(page, PATH);
    await page.getByLabel(copy.drop.label).setInputFiles(fixture('errors.csv'));
    release();
    await hydrated(page);
    await expect(heading(page, 'errors.csv')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-findings] tbody tr')).toHaveCount(7);
  });

  test('prints the report alone @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'errors.csv');
    await expect(heading(page, 'errors.csv')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(results(page)).toBeVisible();
    await expect(page.locator('[data-findings] tbody tr')).toHaveCount(7);
    for (const hidden of [page.locator('body > header'), page.locator('footer'), page.getByLabel(copy.drop.label), page.getByRole('button', { name: copy.actions.print })]) {
      await expect(hidden).toBeHidden();
    }
  });
});

test.describe('privacy', () => {
  test('the page may run its own worker and talk to its own origin only, and no request carries the file', async ({ page, context }) => {
    const response = await openHydrated(page, PATH);
    const html = (await response?.text()) ?? '';
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#x27;|&apos;/g, "'") ?? '';
    const policy = parsePolicy(meta);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);

    const marker = 'PRIVATE-7f3a9c';
    const amount = '98765.43';
    const requests: { url: string; method: string; body: string | null; headers: string }[] = [];
    context.on('request', (request) => {
      requests.push({ url: request.url(), method: request.method(), body: request.postData(), headers: JSON.stringify(request.headers()) });
    });
    const csv = `Description,Quantity,Unit,Unit price,RCV\n${marker} ridge vent,1,EA,${amount},${amount}\nShingles,10,SQ,265.40,2654.00\n`;
    await page.getByLabel(copy.drop.label).setInputFiles({ name: `${marker}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(heading(page, `${marker}.csv`)).toBeVisible();
    await page.getByRole('button', { name: copy.drop.sample }).click();
    await expect(page.getByRole('heading', { level: 2, name: copy.results.sampleHeading })).toBeVisible();

    for (const request of requests) {
      expect(request.method, request.url).toBe('GET');
      expect(request.body, request.url).toBeNull();
      for (const text of [request.url, request.headers]) {
        expect(text).not.toContain(marker);
        expect(text).not.toContain(amount);
      }
    }
  });
});

/** Downloads the findings and compares the file, cell by cell, with the table on screen. */
async function expectDownloadMatchesTable(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: copy.actions.download }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  const text = readFileSync(await download.path(), 'utf8');
  const [header, ...data] = Papa.parse<string[]>(text.trim()).data;
  const order = ['finding', 'why', 'lines', 'item', 'expected', 'found', 'stake'] as const;
  expect(header).toEqual(order.map((column) => labels.csvColumns[column]));
  expect(data).toEqual(await table(page));
}
