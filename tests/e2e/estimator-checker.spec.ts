import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { checkerCopy as copy } from '../../content/estimator-checker-copy';
import { estimatorCheckerPage } from '../../content/estimator-checker';
import { parsePolicy } from '../../scripts/lib/csp';
import { metaContent } from '../html';
import { MAX_FILE_BYTES } from '../../lib/estimate/input';
import { problemText, skippedWhere, skipText } from '../../components/islands/estimate/problem-words';
import type { InputProblem } from '../../lib/estimate/types';
import { fillTemplate } from '../../lib/template';
import { formatList } from '../../lib/numbers';
import { findingCells } from '../../components/islands/estimate/finding-words';
import { formatCents } from '../../lib/estimate/dashboard';
import { expectedEstimates, type ExpectedName } from '../fixtures/estimates/expected';
import { axeViolations } from './axe';
import { expect, open, openHydrated, test } from './fixtures';
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
/** What each file of the generated corpus must give (scripts/data/estimate-corpus.mjs). */
const corpus = JSON.parse(readFileSync(fixture('corpus/expected.json'), 'utf8')) as Record<
  string,
  {
    lines?: number;
    findings?: unknown[];
    reconciliation?: { checked: number; unmatched: string[]; notChecked?: string[] };
    coverage?: { verdict: string; unread: string[] };
    items?: unknown[];
  }
>;
const k = labels.kinds;

const cells = ['finding', 'certainty', 'why', 'lines', 'item', 'expected', 'found', 'stake'] as const;

/** The table a fixture must produce (tests/fixtures/estimates/expected.ts), in the table's own words. */
const expectedTable = (name: ExpectedName) =>
  expectedEstimates[name].findings.map((finding) => {
    const text = findingCells(finding, labels);
    return cells.map((cell) => text[cell]);
  });
const expectedStake = (name: ExpectedName) =>
  formatCents(expectedEstimates[name].findings.reduce((sum, finding) => sum + (finding.stake ?? 0), 0));
const number = (value: number) => value.toLocaleString('en-US');

/** The findings table as the visitor reads it: one array of cell texts per row. */
async function table(page: Page): Promise<string[][]> {
  return page
    .locator('[data-findings] tbody tr[data-kind]')
    .evaluateAll(
      (trs, names) => trs.map((tr) => names.map((name) => tr.querySelector(`[data-cell="${name}"]`)?.textContent?.trim() ?? '')),
      [...cells],
    );
}

/** The money at stake of each row. */
const stakes = async (page: Page) => (await table(page)).map((row) => row[cells.indexOf('stake')]);

async function choose(page: Page, name: string) {
  await page.getByLabel(copy.drop.label).setInputFiles(fixture(name));
}

const results = (page: Page) => page.locator('[data-print-report]');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name: fillTemplate(copy.results.heading, { name }) });
const tile = (page: Page, key: 'lines' | 'skipped' | 'findings' | 'stake') => page.locator(`[data-tile="${key}"] dd`).first();

test.describe('the Estimator Checker', () => {
  test('checks the sample estimate: exactly its findings, focus on the results @mobile', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: copy.drop.sample }).click();
    const title = page.getByRole('heading', { level: 2, name: copy.results.sampleHeading });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    const expected = expectedEstimates.sample;
    await expect(tile(page, 'lines')).toHaveText(number(expected.lines));
    await expect(tile(page, 'findings')).toHaveText(number(expected.findings.length));
    await expect(tile(page, 'stake')).toHaveText(expectedStake('sample'));
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expected.findings.length);
    expect(await table(page)).toEqual(expectedTable('sample'));
  });

  test('a clean estimate: no findings, its totals reconciled @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'clean.csv');
    await expect(heading(page, 'clean.csv')).toBeFocused();
    await expect(results(page).getByText(copy.results.clean)).toBeVisible();
    const expected = expectedEstimates['clean.csv'];
    await expect(tile(page, 'lines')).toHaveText(number(expected.lines));
    await expect(page.locator('[data-findings]')).toHaveCount(0);
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td')).toHaveText([formatCents(expected.rcv.stated), formatCents(expected.rcv.recomputed), '—']);
  });

  test('math errors, duplicates and a missing drip edge: exactly those findings, and the download matches the table @desktop', async ({
    page,
  }) => {
    await open(page, PATH);
    await choose(page, 'errors.csv');
    await expect(heading(page, 'errors.csv')).toBeVisible();
    const expected = expectedEstimates['errors.csv'];
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expected.findings.length);
    expect(await table(page)).toEqual(expectedTable('errors.csv'));
    await expect(tile(page, 'stake')).toHaveText(expectedStake('errors.csv'));
    await expectDownloadMatchesTable(page, 'errors findings.csv');

    // Filter by kind, then sort by money at stake: the table and the download follow.
    const duplicates = expected.findings.filter((finding) => finding.kind === 'duplicate').map((finding) => finding.stake!);
    await page
      .getByRole('group', { name: copy.table.filterLabel })
      .getByRole('button', { name: new RegExp(`^${k.duplicate}`) })
      .click();
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(duplicates.length);
    const stake = page.getByRole('columnheader', { name: new RegExp(copy.table.columns.stake) });
    await stake.getByRole('button').click();
    await expect(stake).toHaveAttribute('aria-sort', 'descending');
    const descending = [...duplicates].sort((a, b) => b - a);
    expect(await stakes(page)).toEqual(descending.map(formatCents));
    await stake.getByRole('button').click();
    await expect(stake).toHaveAttribute('aria-sort', 'ascending');
    expect(await stakes(page)).toEqual([...descending].reverse().map(formatCents));
    await expectDownloadMatchesTable(page, 'errors findings.csv');
  });

  test('odd headers, a preamble and money formats are read; rows with text for numbers are skipped with their reasons @desktop', async ({
    page,
  }) => {
    await open(page, PATH);
    await choose(page, 'odd-headers.tsv');
    await expect(heading(page, 'odd-headers.tsv')).toBeVisible();
    const expected = expectedEstimates['odd-headers.tsv'];
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expected.findings.length);
    expect(await table(page)).toEqual(expectedTable('odd-headers.tsv'));
    await expect(tile(page, 'lines')).toHaveText(number(expected.lines));
    await expect(tile(page, 'skipped')).toHaveText(number(expected.skipped.length));
    await expect(page.locator('[data-skipped] li')).toHaveText(
      expected.skipped.map(({ row, reason }) => `${fillTemplate(copy.skip.row, { row: String(row) })}: ${skipText(copy, reason)}`),
    );
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td').first()).toHaveText(formatCents(expected.rcv.stated));

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
    const { rcv: totals } = expectedEstimates['european.csv'];
    const rcv = page.locator('[data-totals] tr', { hasText: copy.results.totals.measures.rcv });
    await expect(rcv.locator('td')).toHaveText([formatCents(totals.stated), formatCents(totals.recomputed), '—']);
  });

  test('each bad file gets its own message, and the last results stay until a file succeeds @desktop', async ({ page }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: copy.drop.sample }).click();
    const kept = page.getByRole('heading', { level: 2, name: copy.results.sampleHeading });
    await expect(kept).toBeVisible();

    const bad: [string, InputProblem][] = [
      ['empty.csv', { kind: 'empty' }],
      ['corpus/project.esx', { kind: 'esx' }],
      ['corpus/scanned.pdf', { kind: 'pdf-scanned' }],
      ['corpus/locked.pdf', { kind: 'pdf-locked' }],
      ['corpus/components.csv', { kind: 'components' }],
      ['corpus/xactimate-28.xls', { kind: 'old-spreadsheet' }],
      ['no-columns.csv', { kind: 'no-columns' }],
      [
        'no-lines.csv',
        { kind: 'no-lines', skipped: 2, example: { row: 2, reason: { kind: 'not-a-number', field: 'quantity', value: 'twelve' } } },
      ],
    ];
    const alert = page.locator('[role="alert"][data-problem]');
    for (const [path, problem] of bad) {
      await choose(page, path);
      await expect(alert).toContainText(problemText(copy, problem, path.replace(/^corpus\//, '')));
      await expect(alert).toContainText(copy.errors.kept);
      await expect(kept).toBeVisible();
    }
    await expect(alert.getByRole('link', { name: copy.errors.howTo })).toHaveAttribute('href', '#export-your-estimate');
    await alert.getByRole('link', { name: copy.errors.howTo }).click();
    await expect(page.getByRole('heading', { level: 2, name: estimatorCheckerPage.exportGuide.title })).toBeInViewport();

    // A good file replaces the message and the old results.
    await choose(page, 'text-numbers.csv');
    await expect(heading(page, 'text-numbers.csv')).toBeVisible();
    await expect(alert).toHaveCount(0);
    await expect(kept).toHaveCount(0);
    await expect(page.locator('[data-skipped] li')).toHaveText(
      expectedEstimates['text-numbers.csv'].skipped.map((row) => `${skippedWhere(copy, row)}: ${skipText(copy, row.reason)}`),
    );
  });

  test('reads a carrier’s PDF in the browser: every line, its rooms’ totals reconciled, pdf.js loaded only then @desktop', async ({
    page,
  }) => {
    await openHydrated(page, PATH);
    await page.getByRole('button', { name: copy.drop.sample }).click();
    await expect(page.getByRole('heading', { level: 2, name: copy.results.sampleHeading })).toBeVisible();
    // The scripts the checker's worker has loaded (a worker's own requests are not the page's).
    const [worker] = page.workers();
    const loaded = () => worker!.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const before = await loaded();
    const expected = corpus['carrier-defects.pdf']!;
    await choose(page, 'corpus/carrier-defects.pdf');
    await expect(heading(page, 'carrier-defects.pdf')).toBeFocused({ timeout: 20_000 });
    await expect(tile(page, 'lines')).toHaveText(number(expected.lines!));
    await expect(page.locator('[data-format="pdf"]')).toBeVisible();
    await expect(page.locator('[data-reconciliation="unmatched"]')).toContainText(expected.reconciliation!.unmatched.join(', '));
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expected.findings!.length);
    expect(await page.getByText(copy.mapping.title).count()).toBe(0);
    // The PDF reader came with the PDF: the page and its worker had loaded and checked an estimate without it.
    const reader = (await loaded()).filter((url) => !before.includes(url));
    expect(reader.length).toBeGreaterThan(0);
    // The results, with each finding's printed lines and certainty, are as accessible as the page around them.
    expect(await axeViolations(page, { within: 'main' })).toEqual([]);
  });

  test('a PDF with lines it cannot read: the report opens with them, as printed, and judges no total over them @mobile', async ({
    page,
  }) => {
    await open(page, PATH);
    const expected = corpus['unreadable-lines.pdf']!;
    await choose(page, 'corpus/unreadable-lines.pdf');
    await expect(heading(page, 'unreadable-lines.pdf')).toBeVisible({ timeout: 20_000 });
    const reading = results(page).locator('[data-reading="partial"]');
    await expect(reading).toBeVisible();
    const printed = expected.items!.length + expected.coverage!.unread.length;
    await expect(reading).toContainText(
      fillTemplate(copy.results.reading.lines.numbered, { read: number(expected.items!.length), printed: number(printed) }),
    );
    // Each line not read is shown with its rows as printed, by its number.
    const rows = reading.locator('[data-note="unread"] li');
    await expect(rows).toHaveCount(expected.coverage!.unread.length);
    for (const line of expected.coverage!.unread) await expect(rows.filter({ hasText: `${line}. ` })).toHaveCount(1);
    // No total is called wrong: those over the unread lines are said to be unchecked.
    await expect(page.locator('[data-findings] tbody tr[data-kind="total"]')).toHaveCount(0);
    await expect(page.locator('[data-reconciliation="not-checked"]')).toContainText(formatList(expected.reconciliation!.notChecked!));
    expect(await axeViolations(page, { within: 'main' })).toEqual([]);
  });

  test('reads an Xactimate export saved as an Excel workbook @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'corpus/xactimate-28.xlsx');
    await expect(heading(page, 'xactimate-28.xlsx')).toBeVisible({ timeout: 20_000 });
    await expect(tile(page, 'lines')).toHaveText(number(corpus['xactimate-28.xlsx']!.lines!));
    await expect(page.locator('[data-format="xactimate"]')).toBeVisible();
    await expect(results(page).getByText(copy.results.clean)).toBeVisible();
  });

  test('a file over 20 MB is refused before it is read, and the last results stay @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'clean.csv');
    await expect(heading(page, 'clean.csv')).toBeVisible();
    const bytes = MAX_FILE_BYTES + 1;
    // A file on disk (sparse: no 20 MB written), which Playwright hands to the browser by its path; a buffer
    // would be carried through the protocol, base64 and all.
    const folder = mkdtempSync(join(tmpdir(), 'checker-huge-'));
    const huge = join(folder, 'huge.csv');
    writeFileSync(huge, '');
    truncateSync(huge, bytes);
    await page.getByLabel(copy.drop.label).setInputFiles(huge);
    rmSync(folder, { recursive: true, force: true });
    const alert = page.locator('[role="alert"][data-problem]');
    await expect(alert).toContainText(problemText(copy, { kind: 'too-large', bytes }, 'huge.csv'));
    await expect(alert).toContainText(copy.errors.kept);
    await expect(heading(page, 'clean.csv')).toBeVisible();
  });

  test('a missing column is chosen from a select, and the check runs @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'missing-price.csv');
    const alert = page.locator('[role="alert"][data-problem]');
    await expect(alert).toContainText(
      problemText(copy, { kind: 'missing-columns', fields: ['unitPrice'], headers: [], mapping: {} }, 'missing-price.csv'),
    );
    const expected = expectedEstimates['missing-price.csv'];
    await alert.getByLabel(copy.mapping.fields.unitPrice).selectOption(String(expected.mapping.unitPrice));
    await expect(heading(page, 'missing-price.csv')).toBeVisible();
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expected.findings.length);
    expect(await table(page)).toEqual(expectedTable('missing-price.csv'));
  });

  test('works from the keyboard: the picker is reachable, and focus moves to the results @desktop', async ({ page }) => {
    await openHydrated(page, PATH);
    // Playwright starts intercepting file choosers when this listener is added, by a message of its own: added
    // only beside the key press, the press could reach the page first and open the native dialog instead.
    const chooser = page.waitForEvent('filechooser');
    const picker = page.getByLabel(copy.drop.label);
    await page.locator('main').focus();
    for (let i = 0; i < 5 && !(await picker.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await page.keyboard.press('Space');
    await (await chooser).setFiles(fixture('clean.csv'));
    await expect(heading(page, 'clean.csv')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: copy.actions.download })).toBeFocused();
  });

  test('shows and announces its progress on a long estimate @desktop', async ({ page }) => {
    await openHydrated(page, PATH);
    const header = 'Line,Code,Description,Quantity,Unit,Unit price,RCV';
    const body = Array.from({ length: 20_000 }, (_, i) => `${i + 1},GEN ${i % 50},Item ${i % 700},2,EA,10.00,20.00`).join('\n');
    // What a screen reader hears and a visitor sees while the check runs, recorded as it happens: the check
    // may finish between two polls of an assertion, and what was announced would then be missed.
    const status = page.locator('[data-tap-island="estimator"] [role="status"]').first();
    await status.evaluate((element) => {
      const seen: { texts: string[]; progress: boolean } = { texts: [], progress: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        // What is shown: the region also holds the early notice of a tap made before hydration, hidden.
        const text = (element as HTMLElement).innerText;
        if (text) seen.texts.push(text);
        if (document.querySelector('progress')) seen.progress = true;
      }).observe(element.closest('[data-tap-island]')!, { subtree: true, childList: true, characterData: true });
    });
    await page
      .getByLabel(copy.drop.label)
      .setInputFiles({ name: 'long.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${body}\n`) });
    await expect(heading(page, 'long.csv')).toBeVisible({ timeout: 20_000 });
    const seen = await page.evaluate(() => (window as unknown as { __seen: { texts: string[]; progress: boolean } }).__seen);
    expect(seen.progress).toBe(true);
    // Each phase is announced as it starts; a fast machine may pass one between two renders.
    expect(seen.texts.length).toBeGreaterThan(0);
    for (const text of seen.texts) expect(Object.values(copy.progress.phases)).toContain(text);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(tile(page, 'lines')).toHaveText('20,000');
  });

  test('a file chosen before the page hydrated is checked once it has @mobile', async ({ page }) => {
    const { release, fullSpeed } = await openAtFirstPaint(page, PATH);
    await page.getByLabel(copy.drop.label).setInputFiles(fixture('errors.csv'));
    // What follows is the same code at any speed; a slowed phone would only keep a core busy.
    await fullSpeed();
    release();
    await hydrated(page);
    await expect(heading(page, 'errors.csv')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expectedEstimates['errors.csv'].findings.length);
  });

  test('prints the report alone @desktop', async ({ page }) => {
    await open(page, PATH);
    await choose(page, 'errors.csv');
    await expect(heading(page, 'errors.csv')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(results(page)).toBeVisible();
    await expect(page.locator('[data-findings] tbody tr[data-kind]')).toHaveCount(expectedEstimates['errors.csv'].findings.length);
    for (const hidden of [
      page.locator('body > header'),
      page.locator('footer'),
      page.getByLabel(copy.drop.label),
      page.getByRole('button', { name: copy.actions.print }),
    ]) {
      await expect(hidden).toBeHidden();
    }
  });
});

test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what the tool does and that it needs JavaScript, and hides controls that cannot work', async ({ page }) => {
    await open(page, PATH);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(copy.drop.noScript)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.drop.sample })).toBeHidden();
    await expect(page.getByLabel(copy.drop.label)).toBeHidden();
  });
});

test.describe('privacy @desktop', () => {
  test('the page may run its own worker and talk to its own origin only, and no request carries the file', async ({ page, context }) => {
    const response = await openHydrated(page, PATH);
    const html = (await response?.text()) ?? '';
    const meta = metaContent(html, 'Content-Security-Policy') ?? '';
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
    // A PDF is read in the browser too: its reader is a script of our own origin, and the file goes nowhere.
    await choose(page, 'corpus/carrier-op.pdf');
    await expect(heading(page, 'carrier-op.pdf')).toBeVisible({ timeout: 20_000 });

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
  const order = ['finding', 'certainty', 'why', 'lines', 'item', 'expected', 'found', 'stake'] as const;
  expect(header).toEqual(order.map((column) => labels.csvColumns[column]));
  expect(data).toEqual(await table(page));
}
