import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { policyCopy as copy } from '../../content/policy-highlighter-copy';
import { formatMoney, pageRef } from '../../components/islands/policy/policy-values';
import { problemText } from '../../components/islands/policy/policy-words';
import { MAX_POLICY_FILE_BYTES, type PolicyInputProblem } from '../../lib/policy/input';
import type { DocumentKind } from '../../lib/policy/types';
import { PENDING_ATTRIBUTE } from '../../lib/tap-replay';
import { fillTemplate } from '../../lib/template';
import { parsePolicy } from '../../scripts/lib/csp';
import { metaContent } from '../html';
import { axeViolations } from './axe';
import { expect, open, test } from './fixtures';
import { hydrated, isHydrated, openAtFirstPaint, tap } from './first-paint';

/**
 * The Policy Highlighter on the built export: the sample and a policy of the generated corpus give what their
 * expected.json lists, each item opens its page drawn with its words highlighted, the index prints alone and
 * downloads as the CSV it shows, each bad file gets its own message while the last reading stays, and no request
 * carries a file. Each test loads the page once and does as much as it can there.
 */
const PATH = '/tools/policy-highlighter';
const policies = join(__dirname, '../fixtures/policies/corpus');
const estimates = join(__dirname, '../fixtures/estimates/corpus');

type Row = readonly (string | number | null | readonly unknown[])[];
/** What each file of the generated corpus gives (scripts/data/policy-corpus.mjs). */
type Expected = { readonly kind: DocumentKind } & Readonly<
  Record<'coverages' | 'deductibles' | 'specialLimits' | 'definitions' | 'exclusions' | 'amendments' | 'formsMissing', readonly Row[]>
>;
const expected = JSON.parse(readFileSync(join(policies, 'expected.json'), 'utf8')) as Record<string, Expected>;

const results = (page: Page) => page.locator('[data-results]');
const entries = (page: Page, kind: string) => results(page).locator(`[data-entry][data-kind="${kind}"]`);
const entry = (page: Page, kind: string, item: string) =>
  entries(page, kind).filter({ has: page.locator('[data-cell="item"]', { hasText: new RegExp(`^${item}$`) }) });
const problems = (page: Page) => page.locator('[role="alert"][data-problems]');
const picker = (page: Page) => page.getByLabel(copy.drop.label);

/** The index as it shows: section, item, what is stated, page. */
async function indexShown(page: Page): Promise<string[][]> {
  return page
    .locator('[data-index-row]')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.closest('[data-index-group]')?.querySelector('h3')?.textContent?.trim() ?? '',
        row.querySelector('[data-cell="item"]')?.textContent?.trim() ?? '',
        row.querySelector('[data-cell="value"]')?.textContent?.trim() ?? '',
        row.querySelector('[data-cell="page"]')?.textContent?.trim() ?? '',
      ]),
    );
}

/** Downloads the index and compares it, row by row, with the index on screen. */
async function expectDownloadMatchesIndex(page: Page, name: string, documents: readonly string[]) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: copy.index.download }).click()]);
  expect(download.suggestedFilename()).toBe(name);
  const [header, ...rows] = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trim()).data;
  expect(header).toEqual(Object.values(copy.items.csvColumns));
  // The index grows a slice per frame: every row is on the page before it is read.
  await expect(page.locator('[data-index-row]')).toHaveCount(rows.length);
  const shown = await indexShown(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(
    rows.map(([group, item, value, document, number]) => [group, item, value, pageRef(copy.items, document!, Number(number), documents)]),
  ).toEqual(shown);
  // Each row also carries the words it rests on.
  expect(rows.every((row) => (row[5] ?? '').length > 0)).toBe(true);
}

test.describe('the Policy Highlighter', () => {
  test('the sample, tapped before the page hydrated: its items, and a page drawn with the words highlighted, by keyboard and screen reader @mobile', async ({
    page,
  }, testInfo) => {
    const { release } = await openAtFirstPaint(page, PATH, { slowPhone: false });
    const sample = page.getByRole('button', { name: copy.drop.sample });
    await tap(sample, testInfo);
    await expect(sample).toHaveAttribute(PENDING_ATTRIBUTE);
    await expect(page.locator('[data-tap-island="policy"] [role="status"]')).toHaveText(copy.drop.sampleLoading, { useInnerText: true });
    expect(await isHydrated(page)).toBe(false);
    release();

    const title = page.getByRole('heading', { level: 2, name: copy.results.sampleHeading });
    await expect(title).toBeVisible({ timeout: 20_000 });
    await expect(title).toBeFocused();
    await hydrated(page);

    // What the sample's expected.json lists (scripts/data/policy-corpus/sample.mjs).
    const want = expected['sample-policy.pdf']!;
    await expect(entries(page, 'coverage')).toHaveCount(want.coverages.length);
    for (const [label, amount] of want.coverages) {
      await expect(entry(page, 'coverage', String(label)).locator('[data-cell="value"]')).toHaveText(formatMoney(Number(amount)));
    }
    await expect(entries(page, 'deductible')).toHaveCount(want.deductibles.length);
    await expect(entry(page, 'deductible', copy.items.perils['wind-hail'])).toContainText(formatMoney(6240));
    await expect(entries(page, 'definition')).toHaveCount(want.definitions.length);
    await expect(entries(page, 'exclusion')).toHaveCount(want.exclusions.length);
    await expect(entries(page, 'amendment')).toHaveCount(want.amendments.length);
    await expect(page.locator('[data-missing]')).toContainText(String(want.formsMissing[0]));
    // The definition the endorsement replaces says so, and leads to the endorsement's page.
    const limit = entries(page, 'definition').filter({ has: page.locator('[data-link]') });
    await expect(limit.locator('[data-link]')).toHaveText(
      fillTemplate(copy.items.links.changedBy, {
        change: fillTemplate(copy.items.changedBy.replaced, { form: 'HO 81 17 02 23' }),
        page: '3',
      }),
    );
    expect(await axeViolations(page, { within: 'main' })).toEqual([]);

    // An exclusion opens its page, drawn, its words highlighted and given as text, with the page's other items.
    const water = entry(page, 'exclusion', 'Water Damage').first();
    const opener = water.locator('[data-open-page]');
    await opener.click();
    const view = page.getByRole('dialog', { name: fillTemplate(copy.viewer.title, { page: '2', document: 'sample-policy.pdf' }) });
    await expect(view).toBeVisible();
    await expect(view.getByRole('img', { name: fillTemplate(copy.viewer.pictureLabel, { page: '2' }) })).toBeVisible({ timeout: 15_000 });
    const highlights = view.locator('[data-highlight]');
    await expect(highlights).toHaveCount(4);
    await expect(view.locator('[data-highlighted] blockquote')).toContainText('Water Damage means flood');
    const items = view.locator('[data-page-items]').getByRole('button');
    await expect(items.filter({ hasText: 'Earth Movement' })).toBeVisible();
    await expect(items.filter({ hasText: 'Water Damage' })).toHaveAttribute('aria-pressed', 'true');
    // It fits the phone's width, and is drawn at the phone's pixel density.
    const [box, viewport] = [await view.boundingBox(), page.viewportSize()];
    expect(box!.width).toBeLessThanOrEqual(viewport!.width);
    const canvas = await view.locator('canvas').evaluate((element: HTMLCanvasElement) => [element.width, element.clientWidth]);
    expect(canvas[0]).toBeGreaterThanOrEqual(canvas[1]! * 1.9);
    // Another item of the page, chosen from the list, is highlighted instead.
    await items.filter({ hasText: 'Earth Movement' }).click();
    await expect(items.filter({ hasText: 'Earth Movement' })).toHaveAttribute('aria-pressed', 'true');
    await expect(view.locator('[data-highlighted] blockquote')).toContainText('Earth Movement means earthquake');
    await expect(highlights).toHaveCount(3);
    expect(await axeViolations(page, { within: 'main' })).toEqual([]);
    // Escape closes it, and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a policy in three files: what each file’s expected.json lists, the forms the declarations list and the files lack, the index printed alone and downloaded @desktop', async ({
    page,
  }) => {
    await open(page, PATH);
    const files = ['declarations-beside-labels.pdf', 'homeowners-two-column.pdf', 'amendatory-endorsement.pdf'];
    await picker(page).setInputFiles(files.map((name) => join(policies, name)));
    await expect(page.getByRole('heading', { level: 2, name: fillTemplate(copy.results.headingMany, { count: '3' }) })).toBeFocused({
      timeout: 20_000,
    });
    const total = (key: keyof Omit<Expected, 'kind'>) => files.reduce((sum, name) => sum + expected[name]![key].length, 0);
    for (const [kind, key] of [
      ['coverage', 'coverages'],
      ['deductible', 'deductibles'],
      ['special', 'specialLimits'],
      ['definition', 'definitions'],
      ['exclusion', 'exclusions'],
      ['amendment', 'amendments'],
    ] as const) {
      // A long list shows its first items; its heading counts them all.
      await expect(page.locator(`#policy-${kind}-title`), key).toHaveText(new RegExp(`\\(${total(key)}\\)$`));
    }
    await expect(page.locator('[data-documents] li')).toHaveText(
      files.map((name) => new RegExp(`^${name} · ${copy.results.kinds[expected[name]!.kind]} · `)),
    );
    // The percentage deductible, in dollars from the coverage it is a percentage of.
    await expect(entry(page, 'deductible', copy.items.perils['wind-hail'])).toContainText(formatMoney(6240));
    // Of the three forms the declarations list, only the one none of the files prints is missing.
    await expect(entries(page, 'listed').filter({ hasText: copy.items.forms.missing })).toHaveCount(1);
    await expect(page.locator('[data-missing]')).toContainText('HO 04 90 05 11');

    await expectDownloadMatchesIndex(page, fillTemplate(copy.index.downloadName, { name: 'policy' }), files);

    // Printed, the index alone, on one page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-index]')).toBeVisible();
    for (const hidden of [page.locator('body > header'), page.locator('footer'), results(page), picker(page), page.locator('h1')]) {
      await expect(hidden).toBeHidden();
    }
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

    // Handed to the Claim Summary Builder: the limits and deductibles arrive as proposals, none applied.
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: copy.index.summary }).click();
    await expect(page).toHaveURL(copy.index.summaryPath);
    await expect(page.locator('[data-handoff="policy-highlighter"]')).toBeVisible();
    await expect(page.locator('[data-proposals="limit"]')).toContainText(files[0]!);
    await expect(page.locator('[data-proposals="deductible"]')).toBeVisible();
  });

  test('each bad file gets its own message and the last reading stays; no request carries a file; the tool’s scripts load only with a file @desktop', async ({
    page,
    context,
  }) => {
    const requests: { url: string; method: string; body: string | null; headers: string }[] = [];
    context.on('request', (request) => {
      requests.push({ url: request.url(), method: request.method(), body: request.postData(), headers: JSON.stringify(request.headers()) });
    });
    const response = await open(page, PATH);
    const policy = parsePolicy(metaContent((await response?.text()) ?? '', 'Content-Security-Policy') ?? '');
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['worker-src']).toEqual(["'self'"]);
    await hydrated(page);
    // Nothing of the reader has loaded: no worker runs until a file is chosen.
    expect(page.workers()).toHaveLength(0);
    // Text dragged over the page is not a file on its way: still nothing. Files dragged over it start the reader.
    const dragOver = (type: string) =>
      page.evaluate((kind) => {
        const data = new DataTransfer();
        if (kind === 'Files') data.items.add(new File(['%PDF'], 'policy.pdf', { type: 'application/pdf' }));
        else data.setData(kind, 'words');
        document.body.dispatchEvent(new DragEvent('dragenter', { bubbles: true, dataTransfer: data }));
      }, type);
    await dragOver('text/plain');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(page.workers()).toHaveLength(0);
    await Promise.all([page.waitForEvent('worker'), dragOver('Files')]);

    // A policy under a private name, with words of its own that must go nowhere.
    const marker = 'PRIVATE-5d1e0b';
    const kept = page.getByRole('heading', { level: 2, name: fillTemplate(copy.results.heading, { name: `${marker}.pdf` }) });
    await picker(page).setInputFiles({
      name: `${marker}.pdf`,
      mimeType: 'application/pdf',
      buffer: readFileSync(join(policies, 'company-form-bold-terms.pdf')),
    });
    await expect(kept).toBeVisible({ timeout: 20_000 });
    expect(page.workers()).toHaveLength(1);

    const bad: [string, PolicyInputProblem][] = [
      [join(estimates, 'scanned.pdf'), { name: 'scanned.pdf', kind: 'pdf-scanned' }],
      [join(estimates, 'locked.pdf'), { name: 'locked.pdf', kind: 'pdf-locked' }],
      [
        join(policies, 'estimate-not-policy.pdf'),
        { name: 'estimate-not-policy.pdf', kind: 'estimate', signs: ['estimate-line-items', 'estimate-totals'] },
      ],
      [
        join(policies, 'quote-not-policy.pdf'),
        { name: 'quote-not-policy.pdf', kind: 'quote', signs: ['limits-stated', 'deductibles-stated', 'quote-title', 'premium-offer'] },
      ],
      [join(estimates, 'components.csv'), { name: 'components.csv', kind: 'not-pdf' }],
    ];
    for (const [path, problem] of bad) {
      await picker(page).setInputFiles(path);
      await expect(problems(page).locator(`[data-problem="${problem.kind}"]`)).toHaveText(
        new RegExp(`^${escape(problemText(copy.problems, problem))}`),
        { timeout: 15_000 },
      );
      await expect(problems(page)).toContainText(copy.problems.kept);
      await expect(kept).toBeVisible();
    }

    // Too large: refused before it is read (a sparse file on disk, handed to the browser by its path).
    const folder = mkdtempSync(join(tmpdir(), 'policy-huge-'));
    const huge = join(folder, 'huge.pdf');
    writeFileSync(huge, '');
    truncateSync(huge, MAX_POLICY_FILE_BYTES + 1);
    await picker(page).setInputFiles(huge);
    rmSync(folder, { recursive: true, force: true });
    await expect(problems(page)).toContainText(
      problemText(copy.problems, { name: 'huge.pdf', kind: 'too-large', bytes: MAX_POLICY_FILE_BYTES + 1 }),
    );
    await expect(kept).toBeVisible();

    // A policy with an estimate beside it: the policy is read, the estimate named, with where to take it.
    await picker(page).setInputFiles([join(policies, 'homeowners-two-column.pdf'), join(policies, 'estimate-not-policy.pdf')]);
    await expect(
      page.getByRole('heading', { level: 2, name: fillTemplate(copy.results.heading, { name: 'homeowners-two-column.pdf' }) }),
    ).toBeVisible();
    await expect(problems(page)).toContainText(copy.problems.titleSome);
    await expect(problems(page).getByRole('link', { name: copy.problems.estimateTool.label })).toHaveAttribute(
      'href',
      copy.problems.estimateTool.href,
    );
    await expect(kept).toHaveCount(0);

    // Every request was the page's own: no upload, no form of the file in an address or a header.
    for (const request of requests) {
      expect(request.method, request.url).toBe('GET');
      expect(request.body, request.url).toBeNull();
      for (const text of [request.url, request.headers]) {
        expect(text).not.toContain(marker);
        expect(text).not.toContain('HO 80 03 01 14');
      }
    }
  });
});

/** `text` as a regular expression that matches it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
