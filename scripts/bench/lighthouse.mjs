/**
 * Lighthouse on every page (part of `npm run bench`): mobile (Lighthouse's default: simulated slow 4G and a
 * 4× slower CPU) and desktop presets, N runs each, median of each figure. Mobile is also measured for each
 * variant of the page the run compares (the site as built, its scripts as Next writes them, and the page
 * without any script, its "limit"), interleaved so the machine's noise falls on all alike.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumExecutable } from '../lib/browser.mjs';
import { median } from './lib/stats.mjs';

// Third parties (Stripe, analytics) are blocked: the bench measures our pages on a machine without internet.
export const settings = { blockedUrlPatterns: ['*js.stripe.com*', '*vercel-insights.com*', '*calendly.com*'] };

/** Headless Chromium for Lighthouse (scripts/lib/browser.mjs), without a sandbox or GPU. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The largest paint's element as Lighthouse 13 names it (its LCP breakdown insight holds the node). */
function lcpElementOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.map((item) => (item.type === 'node' ? item : null)).find(Boolean);
  return node?.snippet ?? '';
}

async function audit(port, url, preset, categories = ALL_CATEGORIES) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories, ...settings }, config);
  const lhr = result.lhr;
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : NaN);
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
    lcpElement: lcpElementOf(lhr),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'bytes'];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.lcpElement = runs[0]?.lcpElement ?? '';
  out.failed = [...new Set(runs.flatMap((r) => r.failed))];
  return out;
}

/**
 * Audits every page: `mobile` for each variant (`{ name: origin }`, the first being the site as built) and
 * `desktop` for the first variant only. Returns one row per page with the medians.
 *
 * The runs go where the comparison needs them: the site as built gets every category, `runs` times; the
 * other variants their performance, `runs` times, or once for those named in `once` (a reference such as
 * the page without scripts); the desktop preset its performance, once. A run costs ~10 s, and 4 × 3 full
 * runs per page made the whole bench take two hours.
 */
export async function auditPages({ pages, variants, once = [], runs, log = console.log }) {
  const chrome = await launchChrome();
  const names = Object.keys(variants);
  const built = names[0];
  const rows = [];
  try {
    for (const page of pages) {
      const mobile = Object.fromEntries(names.map((name) => [name, []]));
      const desktop = [];
      for (let run = 0; run < runs; run += 1) {
        for (const name of names) {
          if (once.includes(name) && run > 0) continue;
          const categories = name === built ? ALL_CATEGORIES : ['performance'];
          mobile[name].push(await audit(chrome.port, `${variants[name]}${page.path}`, 'mobile', categories));
        }
        if (run === 0) desktop.push(await audit(chrome.port, `${variants[built]}${page.path}`, 'desktop', ['performance']));
      }
      const row = { path: page.path, desktop: medianOf(desktop), mobile: {} };
      for (const name of names) row.mobile[name] = medianOf(mobile[name]);
      rows.push(row);
      const m = row.mobile[built];
      log(
        `${page.path}  mobile ${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  ` +
          names.slice(1).map((name) => `${name}: perf ${row.mobile[name].performance}, LCP ${Math.round(row.mobile[name].lcp)} ms`).join('  ') +
          `  desktop ${row.desktop.performance}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
