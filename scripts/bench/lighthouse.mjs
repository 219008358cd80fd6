#!/usr/bin/env node
/**
 * npm run bench — Lighthouse on every exported page, served exactly as the preview serves it.
 *
 * For each page: mobile (Lighthouse's default, simulated slow 4G and a 4× slower CPU) and desktop presets,
 * N runs each (default 3), median of each figure. Beside it, in the same run, the page's limit: the same
 * HTML with every <script> (and script preload) removed — the page as pure HTML + CSS — on mobile; our LCP
 * is reported as a ratio to the limit's. Writes bench/report.md and bench/report.json and prints the worst
 * page for each figure.
 *
 *   node scripts/bench/lighthouse.mjs [--runs 3] [--skip-build] [--only /path,/other]
 *
 * The bench build uses NEXT_PUBLIC_SITE_URL=https://localhost so canonical URLs share the host that
 * Lighthouse loads (its SEO audit fails canonicals on another domain); everything else is the default build.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServer } from '../serve.mjs';
import { exportedPages, jsWeights } from '../lib/export.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const RUNS = Number(option('runs', '3'));
const only = option('only', '')?.split(',').filter(Boolean) ?? [];
const PORT = 4410;
const LIMIT_PORT = 4411;

if (!args.includes('--skip-build')) {
  console.log('Building (NEXT_PUBLIC_SITE_URL=https://localhost)…');
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: 'https://localhost', NEXT_TELEMETRY_DISABLED: '1' },
  });
}

const outDir = join(root, 'out');
const limitDir = join(root, 'bench', 'limit-out');
rmSync(limitDir, { recursive: true, force: true });
cpSync(outDir, limitDir, { recursive: true });
const pages = exportedPages(outDir).filter((p) => only.length === 0 || only.includes(p.path));
for (const page of exportedPages(limitDir)) {
  const html = readFileSync(page.file, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*as="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*rel="(?:preload|modulepreload)"[^>]*\/?>/gi, '');
  writeFileSync(page.file, html);
}

const servers = [await startServer({ dir: outDir, port: PORT }), await startServer({ dir: limitDir, port: LIMIT_PORT })];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});

// Third parties (Stripe, analytics) are blocked: the bench measures our pages on a machine without internet.
const settings = { blockedUrlPatterns: ['*js.stripe.com*', '*vercel-insights.com*', '*calendly.com*'] };

async function audit(url, preset) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...settings },
    config,
  );
  const lhr = result.lhr;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes: num('total-byte-weight'),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medianOf = (runs) => {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.lcpElement = runs[0]?.lcpElement ?? '';
  out.failed = [...new Set(runs.flatMap((r) => r.failed))];
  return out;
};

const weights = new Map(jsWeights(root).pages.map((p) => [p.path, p]));
const floor = jsWeights(root).floor.bytes;
const results = [];
try {
  for (const page of pages) {
    const url = `http://localhost:${PORT}${page.path}`;
    const limitUrl = `http://localhost:${LIMIT_PORT}${page.path}`;
    const mobile = [];
    const desktop = [];
    const limit = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Interleave our page and its limit so machine noise hits both alike.
      mobile.push(await audit(url, 'mobile'));
      limit.push(await audit(limitUrl, 'mobile'));
      desktop.push(await audit(url, 'desktop'));
    }
    const m = medianOf(mobile);
    const d = medianOf(desktop);
    const l = medianOf(limit);
    const js = weights.get(page.path);
    const row = {
      path: page.path,
      mobile: m,
      desktop: d,
      limit: { lcp: l.lcp, fcp: l.fcp },
      lcpRatio: m.lcp / l.lcp,
      js: js?.bytes ?? 0,
      jsRatio: (js?.bytes ?? 0) / floor,
    };
    results.push(row);
    console.log(
      `${page.path}  mobile ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}  LCP ${Math.round(m.lcp)} ms (limit ${Math.round(l.lcp)} ms, ×${row.lcpRatio.toFixed(2)})  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  desktop ${d.performance}`,
    );
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.close();
}

// Report.
const worst = (label, pick, higherIsWorse = true) => {
  const sorted = [...results].sort((a, b) => (higherIsWorse ? pick(b) - pick(a) : pick(a) - pick(b)));
  const top = sorted[0];
  return top ? `${label} ${top.path} (${formatValue(label, pick(top))})` : `${label} n/a`;
};
function formatValue(label, value) {
  if (/CLS/.test(label)) return value.toFixed(3);
  if (/ratio|×/.test(label)) return `×${value.toFixed(2)}`;
  if (/score|perf|a11y|BP|SEO/i.test(label)) return String(value);
  if (/bytes|JS/.test(label)) return `${(value / 1024).toFixed(1)} KB`;
  return `${Math.round(value)} ms`;
}
const summary = [
  worst('perf', (r) => r.mobile.performance, false),
  worst('a11y', (r) => r.mobile.accessibility, false),
  worst('BP', (r) => r.mobile.bestPractices, false),
  worst('SEO', (r) => r.mobile.seo, false),
  worst('FCP', (r) => r.mobile.fcp),
  worst('LCP', (r) => r.mobile.lcp),
  worst('LCP ratio', (r) => r.lcpRatio),
  worst('TBT', (r) => r.mobile.tbt),
  worst('CLS', (r) => r.mobile.cls),
  worst('bytes', (r) => r.mobile.bytes),
  worst('JS', (r) => r.js),
].join(' · ');

const ms = (v) => `${Math.round(v)}`;
const lines = [
  '# Lighthouse bench',
  '',
  `Generated ${new Date().toISOString()} by \`npm run bench\` (Lighthouse ${JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}, ${RUNS} run(s) per preset, median). Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown); desktop is its desktop preset. "Limit" is the same page with every script removed (pure HTML + CSS), measured on mobile in the same run. JS is the gzipped bytes of the scripts the page references; the floor is Next.js's own runtime (${(floor / 1024).toFixed(1)} KB). Third-party hosts (Stripe, analytics, scheduler) are blocked: there is no internet here.`,
  '',
  `**Worst page per figure (mobile):** ${summary}`,
  '',
  '| page | perf | a11y | BP | SEO | FCP ms | LCP ms | limit LCP ms | LCP ÷ limit | TBT ms | CLS | bytes KB | JS KB | JS ÷ floor | desktop perf | desktop LCP ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) =>
    [
      r.path,
      r.mobile.performance,
      r.mobile.accessibility,
      r.mobile.bestPractices,
      r.mobile.seo,
      ms(r.mobile.fcp),
      ms(r.mobile.lcp),
      ms(r.limit.lcp),
      r.lcpRatio.toFixed(2),
      ms(r.mobile.tbt),
      r.mobile.cls.toFixed(3),
      (r.mobile.bytes / 1024).toFixed(0),
      (r.js / 1024).toFixed(1),
      r.jsRatio.toFixed(3),
      r.desktop.performance,
      ms(r.desktop.lcp),
    ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
  ),
  '',
  '## Audits not passed (any run)',
  '',
  ...results
    .filter((r) => r.mobile.failed.length || r.desktop.failed.length)
    .map((r) => `- ${r.path}: ${[...new Set([...r.mobile.failed, ...r.desktop.failed])].join(', ')}`),
  '',
  '## LCP element (mobile)',
  '',
  ...results.map((r) => `- ${r.path}: \`${r.mobile.lcpElement.replace(/`/g, "'").slice(0, 140)}\``),
  '',
];
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'report.md'), lines.join('\n'));
writeFileSync(join(root, 'bench', 'report.json'), JSON.stringify({ runs: RUNS, floor, results }, null, 2));
rmSync(limitDir, { recursive: true, force: true });
console.log(`\n${summary}`);
console.log('Wrote bench/report.md and bench/report.json');
