import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { summaryBuilderCopy as copy } from '../../content/claim-summary-builder-copy';
import { comparisonTool } from '../../content/estimate-comparison';
import { stepKeys, type StepKey } from '../../lib/claim-summary/draft';
import type { FieldKey } from '../../lib/claim-summary/types';
import { readPdfText } from '../../lib/pdf/document';
import { parsePolicy } from '../../scripts/lib/csp';
import { metaContent } from '../html';
import { axeViolations } from './axe';
import { expect, open, openHydrated, test } from './fixtures';

/**
 * The Claim Summary Builder on the built export: a claim outlined from empty to its PDF with the visitor's own files
 * (read in the browser, proposed with their sources, accepted or corrected), the PDF's text read back with pdf.js and
 * compared with what was entered; drafts kept on the device through a reload, several claims, one deleted with its
 * files; nothing sent; the Estimate Comparison's "Use in a claim summary" arriving as proposals; axe at every step,
 * on the phone and on the desktop.
 */
const PATH = '/tools/claim-summary-builder';
const policyFile = join(__dirname, '../../public/samples/sample-policy.pdf');
const estimate = (name: string) => join(__dirname, '../fixtures/estimates/corpus', name);

const builder = (page: Page) => page.locator('[data-builder]');
const slot = (page: Page, name: string) => page.locator(`[data-slot="${name}"]`);
const field = (page: Page, key: FieldKey) => page.locator(`[data-field="${key}"]`);
const input = (page: Page, key: FieldKey) => field(page, key).locator('input, textarea');
const useProposal = (page: Page, key: FieldKey) => field(page, key).getByRole('button', { name: copy.proposals.use }).first();

async function goTo(page: Page, step: StepKey) {
  await page.locator(`[data-step-link="${step}"]`).click();
  await expect(page.locator(`[data-step="${step}"]`)).toBeVisible();
}

/**
 * Each step opened in turn, axe run on the builder at each (the steps show different controls: files, fields, rows,
 * radios, tables). The page around it is the registry walk's, as for every page.
 */
async function axeEveryStep(page: Page) {
  for (const step of stepKeys) {
    await goTo(page, step);
    expect(await axeViolations(page, { within: '[data-builder]' }), step).toEqual([]);
  }
}

/** The list of claims kept on the device, opened (it is a disclosure above the steps). */
async function showClaims(page: Page) {
  const list = builder(page).locator('details');
  if (!(await list.evaluate((element) => (element as HTMLDetailsElement).open))) await list.locator('summary').click();
}

async function saved(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

test.describe('the Claim Summary Builder', () => {
  // The phone's journey reads three files, walks nine steps twice (the second time with axe) and reads a PDF back.
  test.describe.configure({ timeout: 90_000 });

  test('from empty to PDF on the phone: files read and proposed with their sources, a date checked, the PDF read back @mobile', async ({
    page,
  }) => {
    await open(page, PATH);
    await page.getByRole('button', { name: copy.start.button }).click();
    await expect(page.getByRole('heading', { name: copy.steps.documents.title })).toBeVisible();

    await slot(page, 'policy').locator('input[type="file"]').setInputFiles(policyFile);
    await slot(page, 'carrier').locator('input[type="file"]').setInputFiles(estimate('carrier-a.pdf'));
    await slot(page, 'own').locator('input[type="file"]').setInputFiles(estimate('carrier-op.pdf'));
    await expect(slot(page, 'policy').getByRole('status')).toContainText('sample-policy.pdf', { timeout: 20_000 });
    await expect(slot(page, 'own').getByRole('status')).toContainText('lines read', { timeout: 20_000 });
    await expect(page.locator('[data-step-link="amounts"]')).toContainText('to review');

    await goTo(page, 'claim');
    await input(page, 'claim.carrier').fill('Example Mutual Insurance Company');
    await useProposal(page, 'claim.claimNumber').click();
    await expect(input(page, 'claim.claimNumber')).toHaveValue('EX-2026-104518');
    await expect(field(page, 'claim.claimNumber').locator('[data-source]')).toContainText('carrier-a.pdf, page 1');
    // The policy and the estimates name different properties: both are offered, side by side.
    await expect(field(page, 'claim.property').locator('[data-proposal]')).toHaveCount(2);
    await useProposal(page, 'claim.property').click();

    await goTo(page, 'parties');
    await input(page, 'parties.visitorName').fill('Jane Doe');
    await input(page, 'parties.firm').fill('Doe Public Adjusting');
    await page.getByLabel(copy.role.label).selectOption('public-adjuster');

    await goTo(page, 'coverage');
    await useProposal(page, 'coverage.periodFrom').click();
    await useProposal(page, 'coverage.periodTo').click();
    await page
      .locator('[data-proposals="limit"]')
      .getByRole('button', { name: /^Add all/ })
      .click();
    await page
      .locator('[data-proposals="deductible"] [data-proposal]')
      .filter({ hasText: 'Windstorm' })
      .getByRole('button', { name: copy.proposals.add })
      .click();
    await page.locator('[data-proposals="suit-limit"]').getByRole('button', { name: copy.proposals.add }).click();
    await expect(page.locator('[data-rows="limits"] [data-row]')).toHaveCount(6);
    await expect(page.locator('[data-rows="deductibles"] [data-source]')).toContainText('sample-policy.pdf, page 1');
    await expect(page.locator('[data-deadline]')).toHaveText(copy.suit.needsLoss);

    // A date of loss outside the policy period is said beside the field, not refused; corrected, the note goes.
    await goTo(page, 'loss');
    await input(page, 'loss.date').fill('2027-02-01');
    await expect(field(page, 'loss.date').locator('[data-check="loss-outside-period"]')).toHaveText(copy.checks['loss-outside-period']);
    await input(page, 'loss.date').fill('2026-09-21');
    await expect(field(page, 'loss.date').locator('[data-check]')).toHaveCount(0);
    await input(page, 'loss.damaged').fill('Kitchen ceiling and cabinets');

    await goTo(page, 'amounts');
    await useProposal(page, 'amounts.carrier').click();
    await useProposal(page, 'amounts.own').click();
    await page
      .locator('[data-proposals="cause"]')
      .getByRole('button', { name: /^Add all/ })
      .click();
    await expect(page.locator('[data-difference]')).toContainText('+$40,345.27');
    await expect(field(page, 'amounts.carrier').locator('[data-source]')).toContainText('carrier-a.pdf, page 5');

    await goTo(page, 'timeline');
    await page.locator('[data-rows="events"]').getByRole('button', { name: copy.rows.events.add }).click();
    const event = page.locator('[data-rows="events"] [data-row]').last();
    await event.getByLabel(copy.rows.events.date).fill('2026-10-02');
    await event.getByLabel(copy.rows.events.kind).selectOption('inspected');
    await event.getByLabel(copy.rows.events.label).fill('Reinspection with the desk adjuster');
    await expect(page.locator('[data-timeline] [data-entry]')).toHaveCount(5);
    await expect(page.locator('[data-timeline] [data-entry="deadline"]')).toContainText('September 21, 2028');

    await goTo(page, 'reader');
    await page.getByRole('radio', { name: new RegExp(copy.audiences.options.attorney.option) }).check();

    await goTo(page, 'summary');
    const summary = page.locator('[data-summary]');
    await expect(summary.locator('[data-section]').first()).toHaveAttribute('data-section', 'claim');
    await expect(summary.locator('[data-section]').nth(1)).toHaveAttribute('data-section', 'timeline');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: copy.export.pdf }).click()]);
    expect(pdf.suggestedFilename()).toBe(copy.export.pdfName);
    const text = await readPdfText(new Uint8Array(await saved(pdf)));
    if (!text.ok) throw new Error(text.problem);
    // The sample policy and the estimates name different insureds and properties: their disagreement takes room.
    expect(text.pages.length).toBeLessThanOrEqual(2);
    const printed = text.pages
      .flatMap((item) => item.items.map((run) => run.text))
      .join(' ')
      .replace(/\s+/g, ' ');
    for (const entered of [
      'Claim summary · EX-2026-104518',
      'For counsel',
      'Prepared by Jane Doe, Doe Public Adjusting',
      'Example Mutual Insurance Company',
      'Public adjuster',
      'September 21, 2026',
      'Kitchen ceiling and cabinets',
      'January 1, 2026 – January 1, 2027',
      'Coverage A – Dwelling',
      '$312,000.00',
      'sample-policy.pdf, page 1',
      'Windstorm or Hail Deductible',
      '$6,240.00',
      '2% of Coverage A – Dwelling',
      'within two years after the date of loss',
      'sample-policy.pdf, page 2',
      '$4,204.65',
      'carrier-a.pdf, page 5',
      '$44,549.92',
      'carrier-op.pdf, page 6',
      '+$40,345.27',
      'Scope only in your estimate',
      '+$41,464.33',
      'Reinspection with the desk adjuster',
      'Sep 21, 2028',
      copy.audiences.options.attorney.ask,
    ])
      expect(printed, entered).toContain(entered);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: copy.export.csv }).click()]);
    const [header, ...rows] = Papa.parse<string[]>((await saved(csv)).toString('utf8').trim()).data;
    expect(header).toEqual(copy.export.table.columns);
    expect(rows).toContainEqual(['Amounts', copy.fields['amounts.carrier'].label, '4204.65', '', 'carrier-a.pdf', '5']);
    expect(rows).toContainEqual(['Timeline', 'Reinspection with the desk adjuster', '', '2026-10-02', '', '']);
    expect(rows).toContainEqual(['Timeline', copy.eventKinds.deadline, '', '2028-09-21', 'sample-policy.pdf', '2']);

    // Every step as filled in, on the phone, where touch targets are measured.
    await axeEveryStep(page);
  });

  test('drafts survive a reload, several claims are kept, one is deleted with its files; a document in the wrong place says so; nothing is sent @desktop', async ({
    page,
    context,
  }) => {
    const response = await openHydrated(page, PATH);
    const policy = parsePolicy(metaContent((await response?.text()) ?? '', 'Content-Security-Policy') ?? '');
    expect([policy['connect-src'], policy['worker-src']]).toEqual([["'self'"], ["'self'"]]);
    const marker = 'PRIVATE-7f3a55';
    const requests: { url: string; method: string; body: string | null }[] = [];
    context.on('request', (request) => requests.push({ url: request.url(), method: request.method(), body: request.postData() }));

    await page.getByRole('button', { name: copy.start.button }).click();
    const csv = `Description,Quantity,Unit,Unit price,RCV\n${marker} ridge vent,1,EA,10.00,10.00\n`;
    await slot(page, 'policy')
      .locator('input[type="file"]')
      .setInputFiles({ name: `${marker}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await slot(page, 'carrier').locator('input[type="file"]').setInputFiles(policyFile);
    await slot(page, 'own')
      .locator('input[type="file"]')
      .setInputFiles({ name: `${marker}-own.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(slot(page, 'policy').locator('[data-problem="not-a-pdf"]')).toBeVisible({ timeout: 20_000 });
    await expect(slot(page, 'carrier').locator('[data-problem="not-an-estimate"]')).toContainText('a policy with its declarations', {
      timeout: 20_000,
    });
    await expect(slot(page, 'own').getByRole('status')).toContainText('1 lines read');
    await goTo(page, 'claim');
    await input(page, 'claim.claimNumber').fill(`${marker}-1`);
    const id = await builder(page).getAttribute('data-builder');
    const keptFiles = () =>
      page.evaluate(
        (claim) =>
          new Promise<number>((resolve) => {
            const request = indexedDB.open('claimowl-claim-summary');
            request.onsuccess = () => {
              const index = request.result.transaction('files').objectStore('files').index('claim').count(IDBKeyRange.only(claim));
              index.onsuccess = () => resolve(index.result);
            };
          }),
        id,
      );
    await expect.poll(keptFiles).toBe(3);

    await page.reload();
    await expect(builder(page)).toHaveAttribute('data-builder', id!);
    await expect(input(page, 'claim.claimNumber')).toHaveValue(`${marker}-1`);
    await goTo(page, 'documents');
    await expect(slot(page, 'own').getByRole('status')).toContainText(`${marker}-own.csv`);
    await expect(slot(page, 'carrier').locator('[data-problem="not-an-estimate"]')).toBeVisible();
    expect(await axeViolations(page, { within: '[data-builder]' })).toEqual([]);

    await showClaims(page);
    await page.getByRole('button', { name: copy.start.another }).click();
    await goTo(page, 'claim');
    await input(page, 'claim.claimNumber').fill('SECOND-2');
    await showClaims(page);
    await expect(page.locator('[data-claims] [data-claim]')).toHaveCount(2);
    await page
      .locator(`[data-claim="${id}"]`)
      .getByRole('button', { name: new RegExp(copy.start.open) })
      .click();
    await expect(builder(page)).toHaveAttribute('data-builder', id!);
    // It reopens where it was left: the documents, with their problems.
    await expect(slot(page, 'carrier').locator('[data-problem="not-an-estimate"]')).toBeVisible();

    await page.getByRole('button', { name: copy.start.delete }).click();
    await page.getByRole('button', { name: copy.start.confirmYes }).click();
    await expect(page.locator('[data-deleted]')).toHaveText(copy.start.deleted);
    await expect(page.locator('[data-claims] [data-claim]')).toHaveCount(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft')).length)).toBe(1);
    expect(await keptFiles()).toBe(0);

    for (const request of requests) {
      expect(request.method, request.url).toBe('GET');
      expect(request.body, request.url).toBeNull();
      expect(request.url).not.toContain(marker);
    }
  });

  test('the Estimate Comparison’s “Use in a claim summary” arrives as proposals; every step is accessible on the desktop @desktop', async ({
    page,
  }) => {
    await open(page, '/tools/estimate-comparison');
    await page.getByRole('button', { name: comparisonTool.sample }).click();
    await page.getByRole('button', { name: comparisonTool.actions.summary }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.locator('[data-handoff="estimate-comparison"]')).toBeVisible();
    await expect(page.locator('[data-step="amounts"]')).toBeVisible();
    const carrier = field(page, 'amounts.carrier').locator('[data-proposal]');
    await expect(carrier).toContainText('Sample carrier estimate.csv, by the Estimate Comparison');
    // Nothing filled until accepted.
    await expect(input(page, 'amounts.carrier')).toHaveValue('');
    await useProposal(page, 'amounts.carrier').click();
    await useProposal(page, 'amounts.own').click();
    await page
      .locator('[data-proposals="cause"]')
      .getByRole('button', { name: /^Add all/ })
      .click();
    await expect(page.locator('[data-difference]')).not.toContainText('—');
    await expect(page.locator('[data-rows="causes"] [data-row]').first()).toBeVisible();
    await axeEveryStep(page);
  });
});
