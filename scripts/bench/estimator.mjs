#!/usr/bin/env node
/**
 * The Estimator Checker under load, in a real browser (part of `npm run bench`, or alone):
 *
 *   node scripts/bench/estimator.mjs [--runs 3] [--sizes 10000,100000] [--port 4420]
 *
 * Builds nothing: it serves the existing `out/` (run `npm run build` first). For each size, a generated
 * estimate (scripts/bench/fixtures/estimate-csv.mjs) is chosen in the page's file picker, in a fresh
 * Chromium page each run, at this machine's own speed (no throttling). It reports:
 *   - analysis time: from the file reaching the page to the results on screen (the island's User Timing
 *     measure `estimator:analysis`, taken once React has committed the results), median of the runs;
 *   - the longest main-thread task while the file was checked (Long Tasks API; the browser reports tasks
 *     over 50 ms only, so "none" means none over 50 ms), and the longest animation frame (Long Animation
 *     Frames API), worst of the runs. Both are wall-clock times, which grow when other processes take the
 *     CPU; so a Chromium trace of the check also gives each main-thread task's own CPU time (the longest,
 *     worst run) and the CPU time of the worker and of the main thread in all (median);
 *   - whether every run completed with all lines read.
 * Targets: 10,000 lines in ≤ 1 s with no main-thread task over 50 ms; 100,000 lines complete; a 3,250-line Xactimate
 * export and a 30-page carrier PDF (scripts/bench/fixtures/real-layouts.mjs) in ≤ 2 s each, no main-thread task over 50 ms.
 * Writes bench/estimator.json.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/browser.mjs';
import { startServer } from '../serve.mjs';
import { generateEstimateCsv } from './fixtures/estimate-csv.mjs';
import { carrierPdfOfPages, xactimateExport } from './fixtures/real-layouts.mjs';
import { median } from './lib/stats.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const PAGE = '/tools/estimator-checker';
const ANALYSIS_MEASURE = 'estimator:analysis';
export const ESTIMATOR_TARGETS = { analysisMs: 1000, analysisLines: 10_000, longTaskMs: 50, completeLines: 100_000, realFileMs: 2000 };

/** Files in the layouts people hold, each to be checked within `realFileMs`. */
const REAL_FILES = [
  { name: 'xactimate-3250-lines.csv', make: () => xactimateExport(3250) },
  { name: 'carrier-30-pages.pdf', make: () => carrierPdfOfPages(30) },
];

/** Runs in the page before anything else: keeps every long task and long animation frame. */
function observeLongWork() {
  window.__longWork = { tasks: [], frames: [] };
  const observe = (type, list) => {
    try {
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) list.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not support stays empty.
    }
  };
  observe('longtask', window.__longWork.tasks);
  observe('long-animation-frame', window.__longWork.frames);
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/**
 * From a Chromium trace of the check: the CPU time (`tdur`, not wall-clock `dur`) of the page's longest
 * main-thread task, and the CPU time of its main thread and its worker thread in all, in ms. The page's
 * renderer is the process that runs a dedicated worker.
 */
function cpuTimes(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threads = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args.name);
  }
  const worker = [...threads].find(([, name]) => /DedicatedWorker/.test(name));
  const pid = worker?.[0].split(':')[0];
  const main = [...threads].find(([key, name]) => name === 'CrRendererMain' && key.startsWith(`${pid}:`));
  const tasks = (key) =>
    events.filter((event) => `${event.pid}:${event.tid}` === key && event.ph === 'X' && /RunTask$/.test(event.name) && event.tdur !== undefined);
  const mainTasks = main ? tasks(main[0]) : [];
  const sum = (list) => list.reduce((total, event) => total + event.tdur, 0) / 1000;
  return {
    longestTaskCpuMs: Math.max(0, ...mainTasks.map((event) => event.tdur / 1000)),
    mainCpuMs: sum(mainTasks),
    workerCpuMs: worker ? sum(tasks(worker[0])) : NaN,
  };
}

/** One run: a fresh page, the file chosen once the page is idle, the figures read from the page. */
async function measureOnce(browser, origin, file, lines) {
  const name = file.split('/').pop();
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(observeLongWork);
  try {
    await page.goto(`${origin}${PAGE}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // Let start-up work (hydration, the worker's first load) finish before the file arrives.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    // A path, not a buffer: Playwright hands a path to the browser as a file, where a buffer would be
    // rebuilt in the page by script, on the very main thread this measures.
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.waitForFunction((measure) => performance.getEntriesByName(measure).length > 0, ANALYSIS_MEASURE, {
      timeout: 120_000,
      polling: 100,
    });
    // Anything the results cause after the commit (layout, paint) belongs to the check too.
    await page.waitForTimeout(300);
    const cpu = cpuTimes(JSON.parse((await browser.stopTracing()).toString('utf8')));
    const figures = await page.evaluate(
      ({ measure, expected }) => {
        const entry = performance.getEntriesByName(measure)[0];
        const from = entry.startTime;
        const during = (list) => list.filter((item) => item.start + item.duration >= from).map((item) => item.duration);
        const tile = document.querySelector('[data-tile="lines"] dd')?.textContent ?? '';
        const findings = document.querySelector('[data-tile="findings"] dd')?.textContent ?? '';
        return {
          analysisMs: entry.duration,
          longestTaskMs: Math.max(0, ...during(window.__longWork.tasks)),
          longestFrameMs: Math.max(0, ...during(window.__longWork.frames)),
          linesRead: Number(tile.replace(/\D/g, '')),
          findings: Number(findings.replace(/\D/g, '')),
          complete: Number(tile.replace(/\D/g, '')) === expected,
        };
      },
      { measure: ANALYSIS_MEASURE, expected: lines },
    );
    return { ...figures, ...cpu };
  } finally {
    await context.close();
    if (errors.length > 0) throw new Error(`${name}: ${errors.join('; ')}`);
  }
}

/** The runs of one file: medians of times, worst of the longest tasks. */
function summarise(each, about) {
  return {
    ...about,
    runs: each,
    analysisMs: Math.round(median(each.map((r) => r.analysisMs))),
    longestTaskMs: Math.round(Math.max(...each.map((r) => r.longestTaskMs))),
    longestFrameMs: Math.round(Math.max(...each.map((r) => r.longestFrameMs))),
    longestTaskCpuMs: Math.round(Math.max(...each.map((r) => r.longestTaskCpuMs))),
    mainCpuMs: Math.round(median(each.map((r) => r.mainCpuMs))),
    workerCpuMs: Math.round(median(each.map((r) => r.workerCpuMs))),
    findings: each[0].findings,
    complete: each.every((r) => r.complete),
  };
}

/**
 * Measures the checker on generated estimates of each size, `runs` times each, against `outDir` served on
 * `port`. Returns the figures and writes them to `bench/estimator.json` (unless `write` is false).
 */
export async function benchEstimator({
  outDir = join(root, 'out'),
  port = 4420,
  sizes = [10_000, 100_000],
  runs = 3,
  write = true,
  log = console.log,
} = {}) {
  if (!existsSync(join(outDir, `${PAGE.slice(1)}.html`))) {
    throw new Error(`No ${PAGE} in ${outDir}: run "npm run build" first.`);
  }
  const server = await startServer({ dir: outDir, port });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const version = browser.version();
  const origin = `http://127.0.0.1:${port}`;
  const results = [];
  const loadBefore = loadavg()[0];
  const scratch = mkdtempSync(join(tmpdir(), 'estimator-bench-'));
  try {
    for (const lines of sizes) {
      const file = join(scratch, `bench-${lines}.csv`);
      writeFileSync(file, generateEstimateCsv(lines));
      const each = [];
      for (let run = 1; run <= runs; run += 1) {
        const figures = await measureOnce(browser, origin, file, lines);
        log(
          `  ${lines.toLocaleString('en-US')} lines, run ${run}: ${Math.round(figures.analysisMs)} ms, longest task ${Math.round(figures.longestTaskMs)} ms ` +
            `(CPU ${Math.round(figures.longestTaskCpuMs)} ms), CPU main ${Math.round(figures.mainCpuMs)} ms, worker ${Math.round(figures.workerCpuMs)} ms`,
        );
        each.push(figures);
      }
      results.push(summarise(each, { lines, bytes: statSync(file).size }));
    }
  } catch (error) {
    await browser.close();
    server.close();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  const realFiles = [];
  try {
    for (const { name, make } of REAL_FILES) {
      const { bytes, lines } = await make();
      const file = join(scratch, name);
      writeFileSync(file, bytes);
      const each = [];
      for (let run = 1; run <= runs; run += 1) each.push(await measureOnce(browser, origin, file, lines));
      log(`  ${name}: ${each.map((r) => `${Math.round(r.analysisMs)} ms`).join(', ')}`);
      realFiles.push(summarise(each, { name, lines, bytes: statSync(file).size }));
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const target = results.find((r) => r.lines === ESTIMATOR_TARGETS.analysisLines);
  const largest = results.find((r) => r.lines === ESTIMATOR_TARGETS.completeLines);
  const figures = {
    generated: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown' },
    // Other work on the machine stretches wall-clock figures; the CPU figures hold regardless.
    loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0] * 10) / 10 },
    chromium: version,
    runs,
    targets: ESTIMATOR_TARGETS,
    sizes: results,
    realFiles,
    met: {
      realFiles: realFiles.every((r) => r.complete && r.analysisMs <= ESTIMATOR_TARGETS.realFileMs && r.longestTaskMs <= ESTIMATOR_TARGETS.longTaskMs),
      analysis: target ? target.analysisMs <= ESTIMATOR_TARGETS.analysisMs : null,
      analysisCpu: target ? target.workerCpuMs + target.mainCpuMs <= ESTIMATOR_TARGETS.analysisMs : null,
      mainThread: target ? target.longestTaskMs <= ESTIMATOR_TARGETS.longTaskMs : null,
      mainThreadCpu: target ? target.longestTaskCpuMs <= ESTIMATOR_TARGETS.longTaskMs : null,
      complete: largest ? largest.complete : null,
    },
  };
  if (write) writeFileSync(join(root, 'bench', 'estimator.json'), `${JSON.stringify(figures, null, 2)}\n`);
  return figures;
}

/** The figures as a Markdown section for bench/report.md. */
export function estimatorMarkdown(figures) {
  const yes = (value) => (value === null || value === undefined ? '—' : value ? 'met' : 'NOT met');
  const longest = (ms) => (ms > ESTIMATOR_TARGETS.longTaskMs ? `${ms} ms` : `none over ${ESTIMATOR_TARGETS.longTaskMs} ms`);
  const load = figures.loadAverage ? `, load average ${figures.loadAverage.before} before and ${figures.loadAverage.after} after` : '';
  return [
    '## Estimator Checker',
    '',
    `Generated ${figures.generated} by \`node scripts/bench/estimator.mjs\` (Chromium ${figures.chromium}, ${figures.machine.cpus} cores${load}, no throttling, ${figures.runs} runs per size). Analysis: from the file reaching the page to the results on screen, median. Main thread: the longest task while the file was checked, worst run, in wall-clock time (Long Tasks API) and in its own CPU time (Chromium trace); wall-clock figures grow with the machine's load, CPU figures do not. CPU: the worker's and the main thread's CPU time for the whole check, median.`,
    '',
    '| lines | file | analysis (wall) | CPU: worker + main | longest main-thread task (wall) | longest task (CPU) | longest frame | findings | complete |',
    '|---:|---:|---:|---:|---|---:|---:|---:|---|',
    ...figures.sizes.map((r) =>
      `| ${r.lines.toLocaleString('en-US')} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${r.analysisMs} ms | ${r.workerCpuMs ?? '—'} + ${r.mainCpuMs ?? '—'} ms | ${longest(r.longestTaskMs)} | ${r.longestTaskCpuMs ?? '—'} ms | ${r.longestFrameMs} ms | ${r.findings.toLocaleString('en-US')} | ${r.complete ? 'yes' : 'NO'} |`,
    ),
    '',
    `Targets: 10,000 lines in ≤ 1 s — wall clock ${yes(figures.met.analysis)}, CPU ${yes(figures.met.analysisCpu)}; main thread never blocked > 50 ms — wall clock ${yes(figures.met.mainThread)}, CPU ${yes(figures.met.mainThreadCpu)}; 100,000 lines complete — ${yes(figures.met.complete)}.`,
    '',
    ...(figures.realFiles?.length
      ? [
          'Files in the layouts people hold (scripts/bench/fixtures/real-layouts.mjs), each in ≤ 2 s with no main-thread task over 50 ms:',
          '',
          '| file | lines | size | analysis (wall) | CPU: worker + main | longest main-thread task (wall) | longest task (CPU) | complete |',
          '|---|---:|---:|---:|---:|---|---:|---|',
          ...figures.realFiles.map(
            (r) =>
              `| ${r.name} | ${r.lines.toLocaleString('en-US')} | ${Math.round(r.bytes / 1024)} KB | ${r.analysisMs} ms | ${r.workerCpuMs} + ${r.mainCpuMs} ms | ${longest(r.longestTaskMs)} | ${r.longestTaskCpuMs} ms | ${r.complete ? 'yes' : 'NO'} |`,
          ),
          '',
          `Target ${yes(figures.met.realFiles)}.`,
          '',
        ]
      : []),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const figures = await benchEstimator({
    runs: Number(option('runs', '3')),
    sizes: option('sizes', '10000,100000').split(',').map(Number),
    port: Number(option('port', '4420')),
  });
  console.log(`\n${estimatorMarkdown(figures)}`);
  console.log('Wrote bench/estimator.json');
}
