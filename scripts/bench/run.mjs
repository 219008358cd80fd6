#!/usr/bin/env node
/**
 * npm run bench — what the site costs a visitor, page by page:
 *   1. builds the site (with NEXT_PUBLIC_SITE_URL=https://localhost, so canonical URLs share the host that
 *      Lighthouse loads; its SEO audit fails canonicals on another domain), unless --skip-build;
 *   2. writes the variants measured beside the site as built (scripts/bench/lib/variants.mjs: the scripts
 *      as Next writes them, the scripts without the compile hint, and the page without scripts) and serves
 *      each the way the preview does;
 *   3. Lighthouse on every page (scripts/bench/lighthouse.mjs) → bench/lighthouse.json;
 *   4. the real-browser run on the slow phone: paint, hydration and first-tap latency
 *      (scripts/bench/interactivity.mjs) → bench/interactivity.json;
 *   5. the Estimator Checker on 10,000- and 100,000-line estimates, a 3,250-line Xactimate export and a 30-page
 *      carrier PDF (scripts/bench/estimator.mjs) → bench/estimator.json, and its precision on the fixture corpus
 *      (scripts/bench/estimator-precision.mjs) → bench/estimator-precision.json;
 *   5b. the Estimate Comparison on two 3,250-line exports and two 30-page PDFs (scripts/bench/comparison.mjs)
 *      → bench/comparison.json;
 *   5c. every page through the W3C's HTML validator, vnu (scripts/bench/validate.mjs) → bench/vnu.json;
 *   6. bench/report.md (scripts/bench/report.mjs) and bench/report.html, its charts beside the previous run's
 *      figures, which each part first moves to bench/previous/ (scripts/bench/report-html.mjs).
 *
 * Exits non-zero when the figures miss a target of `TARGETS` (report.mjs): a page's Lighthouse LCP or score,
 * a control's first tap, hydration later than the previous run's, or the slow phone's largest paint; or when
 * vnu finds an error.
 *
 *   node scripts/bench/run.mjs [--runs 3] [--load-runs N] [--skip-build] [--only /a,/b] [--parts lighthouse,interactivity,estimator,comparison,vnu] [--port 4410]
 *
 * `--load-runs` sets the cold loads per page and loader in the real-browser run (default: `--runs`); the
 * taps always get `--runs`. One load per page still compares the loaders soundly over ~45 pages. With
 * `--only`, Lighthouse and the real browser re-measure those pages (and the taps measured on them) and replace
 * their rows in the last run's figures (each re-measured row carries its own `generated` time). The preview
 * servers listen on six ports from `--port`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../serve.mjs';
import { exportedPages } from '../lib/export.mjs';
import { importTs } from '../lib/ts.mjs';
import { benchComparison } from './comparison.mjs';
import { benchEstimator } from './estimator.mjs';
import { measurePrecision } from './estimator-precision.mjs';
import { measureInteractivity } from './interactivity.mjs';
import { writeVariant, writeWithoutCompileHints, withNextLoading, withoutScripts } from './lib/variants.mjs';
import { auditPages } from './lighthouse.mjs';
import { validateExport } from './validate.mjs';
import { writeHtmlReport } from './report-html.mjs';
import { missedTargets, readJson, writeReport } from './report.mjs';

const { BUDGETS, jsWeights } = await importTs('scripts/bench/lib/weights.ts');

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const benchDir = join(root, 'bench');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const loadRuns = Number(option('load-runs', String(runs)));
const only = option('only', '').split(',').filter(Boolean);
const parts = option('parts', 'lighthouse,interactivity,estimator,comparison,vnu').split(',');


if (!args.includes('--skip-build')) {
  console.log('Building (NEXT_PUBLIC_SITE_URL=https://localhost)…');
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://localhost', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const outDir = join(root, 'out');
const variantDirs = {
  next: join(benchDir, '.next-loading-out'),
  'no-hints': join(benchDir, '.no-hints-out'),
  limit: join(benchDir, '.limit-out'),
};
await writeVariant(outDir, variantDirs.next, withNextLoading, { policy: true });
await writeWithoutCompileHints(outDir, variantDirs['no-hints']);
await writeVariant(outDir, variantDirs.limit, withoutScripts);

const basePort = Number(option('port', '4410'));
const ports = { site: basePort, next: basePort + 1, limit: basePort + 2, 'no-hints': basePort + 4 };
const servers = await Promise.all([
  startServer({ dir: outDir, port: ports.site }),
  ...Object.entries(variantDirs).map(([name, dir]) => startServer({ dir, port: ports[name] })),
]);
const origin = (name) => `http://localhost:${ports[name]}`;
const pages = exportedPages(outDir).filter((page) => only.length === 0 || only.includes(page.path));
const generated = new Date().toISOString();

/** Keeps the last run's figures of a part in bench/previous/, for the report to show beside the new ones. */
function keepPrevious(name) {
  const file = join(benchDir, name);
  if (!existsSync(file)) return;
  mkdirSync(join(benchDir, 'previous'), { recursive: true });
  renameSync(file, join(benchDir, 'previous', name));
}

let validationErrors = [];
try {
  if (parts.includes('lighthouse')) {
    console.log(`\nLighthouse: ${pages.length} pages × ${runs} runs`);
    // The variants are references, each compared with the site over all pages: one run of each per page.
    const once = ['next', 'no-hints', 'limit'];
    const rows = await auditPages({
      pages,
      variants: { site: origin('site'), next: origin('next'), 'no-hints': origin('no-hints'), limit: origin('limit') },
      once,
      runs,
    });
    const weights = new Map(jsWeights(root).pages.map((page) => [page.path, page.bytes]));
    for (const row of rows) row.js = weights.get(row.path) ?? 0;
    const version = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;
    if (only.length > 0) {
      // A re-measure of a few pages replaces their rows in the last run's figures and keeps the others.
      const file = join(benchDir, 'lighthouse.json');
      const last = JSON.parse(readFileSync(file, 'utf8'));
      const fresh = new Map(rows.map((row) => [row.path, { ...row, generated }]));
      last.pages = last.pages.map((row) => fresh.get(row.path) ?? row);
      writeFileSync(file, JSON.stringify(last, null, 2));
    } else {
      keepPrevious('lighthouse.json');
      writeFileSync(
        join(benchDir, 'lighthouse.json'),
        JSON.stringify({ generated, version, runs, once, jsBudget: BUDGETS.jsBytes, pages: rows }, null, 2),
      );
    }
  }
  if (parts.includes('interactivity')) {
    console.log(`\nReal browser on the slow phone: ${pages.length} pages × ${loadRuns} load(s), taps × ${runs}`);
    const figures = await measureInteractivity({
      pages,
      variants: { site: origin('site'), next: origin('next'), 'no-hints': origin('no-hints') },
      runs,
      loadRuns,
    });
    if (only.length > 0) {
      // As for Lighthouse: the re-measured pages' loads and the taps measured where they were before replace
      // those rows of the last run's figures.
      const file = join(benchDir, 'interactivity.json');
      const last = JSON.parse(readFileSync(file, 'utf8'));
      const fresh = (rows, key) => new Map(rows.map((row) => [key(row), { ...row, generated }]));
      const loads = fresh(figures.loads, (row) => row.path);
      const taps = fresh(figures.taps, (row) => `${row.name} ${row.path}`);
      last.loads = last.loads.map((row) => loads.get(row.path) ?? row);
      last.taps = last.taps.map((row) => taps.get(`${row.name} ${row.path}`) ?? row);
      writeFileSync(file, JSON.stringify(last, null, 2));
    } else {
      keepPrevious('interactivity.json');
      writeFileSync(join(benchDir, 'interactivity.json'), JSON.stringify({ generated, runs, loadRuns, ...figures }, null, 2));
    }
  }
  if (parts.includes('estimator')) {
    console.log(`\nEstimator Checker: 10,000 and 100,000 lines, a 3,250-line Xactimate export and a 30-page PDF × ${runs} runs`);
    await benchEstimator({ outDir, port: basePort + 3, runs });
    writeFileSync(join(benchDir, 'estimator-precision.json'), `${JSON.stringify(await measurePrecision(), null, 2)}\n`);
  }
  if (parts.includes('comparison')) {
    console.log(`\nEstimate Comparison: two 3,250-line exports and two 30-page PDFs × ${runs} runs`);
    await benchComparison({ outDir, port: basePort + 5, runs });
  }
  if (parts.includes('vnu')) {
    console.log('\nvnu: every page');
    validationErrors = await validateExport({ root, outDir });
    for (const error of validationErrors) console.error(`  ${error.file}:${error.line} ${error.message}`);
  }
} finally {
  for (const server of servers) server.close();
  for (const dir of Object.values(variantDirs)) rmSync(dir, { recursive: true, force: true });
}

writeReport(benchDir);
writeHtmlReport(benchDir);
console.log('\nWrote bench/report.md and bench/report.html');
const figures = (name) => readJson(join(benchDir, name));
const missed = missedTargets(figures('lighthouse.json'), figures('interactivity.json'), figures('previous/interactivity.json'));
if (validationErrors.length > 0) missed.push(`vnu: ${validationErrors.length} error(s) (bench/vnu.json)`);
if (missed.length > 0) {
  console.error(`\n${missed.length} target(s) missed:\n  - ${missed.join('\n  - ')}`);
  process.exitCode = 1;
}
