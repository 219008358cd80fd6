#!/usr/bin/env node
/**
 * The Claim Summary Builder's speed and weight in Chromium on the built site (issue 44):
 *   1. the PDF: a typical claim's summary (built from the shared real files: pair 1 and the AmFam claim report and
 *      form, as tests/unit/lib/claim-summary/real-files.test.ts builds it) put on the device, the summary step
 *      opened, "Download the PDF" pressed; the time to lay out and write the PDF (`claim-summary:pdf`) and the same
 *      with its library loaded on that first export (`claim-summary:pdf-total`). Target: 1 s.
 *   2. the proposals: the sample policy and two 30-page carrier PDFs added to their slots; from the first file
 *      chosen to the comparison's proposals on the page (`claim-summary:read`). Targets: the readers' own, 2 s for
 *      a policy booklet plus 3 s for two 30-page PDFs (docs/policy-highlighter.md, docs/estimate-comparison.md).
 *   3. the scripts: what the page loads to paint and hydrate, what the first file adds (the worker, the readers,
 *      pdf.js) and what the first PDF adds (jsPDF), in gzipped bytes; and the page's own load beside the other
 *      tools' pages (scripts/bench/lib/weights.ts, as the budgets count it).
 *
 *   node scripts/bench/claim-summary.mjs [--runs 5]       (needs `npm run build`; writes bench/claim-summary.json)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/browser.mjs';
import { startServer } from '../serve.mjs';
import { importTs } from '../lib/ts.mjs';
import { carrierPdfOfPages } from './fixtures/real-layouts.mjs';
import { median } from './lib/stats.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PAGE = '/tools/claim-summary-builder';
export const SUMMARY_TARGETS = { pdfMs: 1000, readMs: 5000 };

/** A typical claim's draft from the shared real files, every figure accepted as a visitor would. */
async function typicalDraft() {
  const read = await importTs('lib/claim-summary/read.ts');
  const model = await importTs('lib/claim-summary/model.ts');
  const { newDraft, DRAFT_PREFIX, LAST_KEY } = await importTs('lib/claim-summary/draft.ts');
  const { rowWording } = await importTs('components/islands/claim-summary/words.ts');
  const { summaryBuilderCopy } = await importTs('content/claim-summary-builder-copy.ts');
  const { realPolicyPages } = await importTs('tests/real-policies.ts');
  const { realEstimatePages } = await importTs('tests/real-estimates.ts');
  const report = read.readPolicyPages('amfam-claim-report-in.pdf', realPolicyPages('amfam-claim-report-in.pdf-text.json'));
  const form = read.readPolicyPages('amfam-ho3-form.pdf', realPolicyPages('amfam-ho3-form.pdf-text.json'));
  const carrier = read.readEstimatePages('carrier', 'pair-1-carrier.pdf', realEstimatePages('pair-1-carrier.pdf-text.json'));
  const own = read.readEstimatePages('own', 'pair-1-contractor.pdf', realEstimatePages('pair-1-contractor.pdf-text.json'));
  const compared = read.compareSides({
    carrier: { file: 'pair-1-carrier.pdf', extract: carrier.extract },
    own: { file: 'pair-1-contractor.pdf', extract: own.extract },
  });
  const keep = (item) => {
    if (item.target === 'limit') return /^Coverage [A-D] /.test(item.row.label);
    if (item.target === 'deductible') return ['wind-hail', 'all-other-perils'].includes(item.row.appliesTo);
    if (item.target === 'provision') return item.row.kind === 'roof-schedule';
    if (item.target === 'event') return ['inspected', 'completed', 'entered'].includes(item.row.fact);
    if (item.target === 'field') return !item.source.file.startsWith('amfam') && item.value !== 'Hail';
    return true;
  };
  const wording = rowWording(summaryBuilderCopy);
  let draft = newDraft('bench-typical', new Date());
  let { summary } = draft;
  let proposals = [carrier.proposals, own.proposals, compared, report.proposals, form.proposals].reduce((list, more) => model.mergeProposals(list, more), []);
  const taken = new Set();
  for (const item of proposals) {
    if (!keep(item) || (item.target === 'field' && taken.has(item.field))) {
      proposals = model.withStatus(proposals, item.id, 'dismissed');
      continue;
    }
    if (item.target === 'field') taken.add(item.field);
    summary = model.applyProposal(summary, item, wording);
    proposals = model.withStatus(proposals, item.id, 'accepted');
  }
  summary = model.setField(summary, 'parties.visitorName', 'Jane Doe');
  draft = { ...draft, step: 'summary', summary, proposals, files: [report.record, form.record, carrier.record, own.record] };
  return { key: `${DRAFT_PREFIX}${draft.id}`, last: LAST_KEY, draft };
}

/** The site's scripts the page requests, by phase, with their gzipped size as the export holds them. */
function scriptLog(page, outDir, gzippedBytes) {
  const seen = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) seen.push(url.pathname);
  });
  return (from = 0) => {
    const paths = [...new Set(seen.slice(from))];
    return { count: paths.length, bytes: paths.reduce((sum, path) => sum + gzippedBytes(outDir, path), 0), mark: seen.length };
  };
}

async function pdfOnce(browser, origin, typical) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, acceptDownloads: true });
  await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
  await context.addInitScript(({ key, last, text, id }) => {
    localStorage.setItem(key, text);
    localStorage.setItem(last, id);
  }, { key: typical.key, last: typical.last, text: JSON.stringify(typical.draft), id: typical.draft.id });
  const page = await context.newPage();
  try {
    await page.goto(`${origin}${PAGE}`);
    await page.locator('[data-summary]').waitFor({ timeout: 60_000 });
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the PDF' }).click()]);
    return await page.evaluate(() => ({
      ms: performance.getEntriesByName('claim-summary:pdf').at(-1).duration,
      totalMs: performance.getEntriesByName('claim-summary:pdf-total').at(-1).duration,
    }));
  } finally {
    await context.close();
  }
}

async function readAndScripts(browser, origin, files, outDir, gzippedBytes) {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 }, acceptDownloads: true });
  await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const scripts = scriptLog(page, outDir, gzippedBytes);
  try {
    await page.goto(`${origin}${PAGE}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const load = scripts();
    await page.getByRole('button', { name: 'Start a claim summary' }).click();
    await page.locator('[data-step="documents"]').waitFor();
    const typing = scripts(load.mark);
    await page.evaluate(() => performance.clearMeasures());
    await page.locator('[data-slot="policy"] input[type="file"]').setInputFiles(files.policy);
    await page.locator('[data-slot="carrier"] input[type="file"]').setInputFiles(files.carrier);
    await page.locator('[data-slot="own"] input[type="file"]').setInputFiles(files.own);
    await page.waitForFunction(() => performance.getEntriesByName('claim-summary:read').length > 0, null, { timeout: 120_000, polling: 100 });
    const readMs = await page.evaluate(() => performance.getEntriesByName('claim-summary:read').at(-1).duration);
    await page.waitForLoadState('networkidle');
    const reading = scripts(load.mark + typing.count);
    await page.locator('[data-step-link="summary"]').click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the PDF' }).click()]);
    const exporting = scripts(reading.mark);
    return { readMs, scripts: { load, typing, reading, exporting } };
  } finally {
    await context.close();
  }
}

export async function benchSummary({ outDir = join(root, 'out'), port = 4431, runs = 5, write = true, log = console.log } = {}) {
  const { gzippedBytes, jsWeights } = await importTs('scripts/bench/lib/weights.ts');
  const typical = await typicalDraft();
  const scratch = mkdtempSync(join(tmpdir(), 'summary-bench-'));
  const files = {
    policy: join(root, 'public/samples/sample-policy.pdf'),
    carrier: join(scratch, 'carrier.pdf'),
    own: join(scratch, 'own.pdf'),
  };
  writeFileSync(files.carrier, (await carrierPdfOfPages(30)).bytes);
  writeFileSync(files.own, (await carrierPdfOfPages(30, { opBase: 'item+tax' })).bytes);
  const server = await startServer({ dir: outDir, port });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const loadBefore = loadavg()[0];
  const pdf = [];
  const reads = [];
  let scripts = null;
  try {
    for (let run = 1; run <= runs; run += 1) {
      const figures = await pdfOnce(browser, origin, typical);
      log(`  PDF, run ${run}: ${Math.round(figures.ms)} ms (${Math.round(figures.totalMs)} ms with jsPDF loaded)`);
      pdf.push(figures);
    }
    for (let run = 1; run <= Math.min(runs, 3); run += 1) {
      const figures = await readAndScripts(browser, origin, files, outDir, gzippedBytes);
      log(`  proposals from a policy and two 30-page PDFs, run ${run}: ${Math.round(figures.readMs)} ms`);
      reads.push(figures.readMs);
      scripts = figures.scripts;
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const weights = new Map(jsWeights(root).pages.map((page) => [page.path, page.bytes]));
  const report = {
    date: new Date().toISOString(),
    chromium: browser.version(),
    load: { before: loadBefore, after: loadavg()[0] },
    pdf: { targetMs: SUMMARY_TARGETS.pdfMs, ms: Math.round(median(pdf.map((r) => r.ms))), totalMs: Math.round(median(pdf.map((r) => r.totalMs))), runs: pdf },
    proposals: { targetMs: SUMMARY_TARGETS.readMs, ms: Math.round(median(reads)), runs: reads },
    scripts,
    pageScripts: Object.fromEntries(
      ['/tools/claim-summary-builder', '/tools/estimate-comparison', '/tools/estimator-checker'].map((path) => [path, weights.get(path) ?? null]),
    ),
  };
  if (write) writeFileSync(join(root, 'bench/claim-summary.json'), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--runs');
  const report = await benchSummary({ runs: at > 0 ? Number(process.argv[at + 1]) : 5 });
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`PDF: ${report.pdf.ms} ms median (${report.pdf.totalMs} ms with jsPDF loaded), target ${report.pdf.targetMs} ms`);
  console.log(`Proposals: ${report.proposals.ms} ms median, target ${report.proposals.targetMs} ms`);
  for (const [phase, figures] of Object.entries(report.scripts)) console.log(`Scripts, ${phase}: ${figures.count} files, ${kb(figures.bytes)}`);
  for (const [path, bytes] of Object.entries(report.pageScripts)) console.log(`Page scripts ${path}: ${kb(bytes)}`);
  process.exitCode = report.pdf.totalMs > report.pdf.targetMs || report.proposals.ms > report.proposals.targetMs ? 1 : 0;
}
