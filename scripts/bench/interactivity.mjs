/**
 * What a visitor on a slow phone feels, measured in a real browser (part of `npm run bench`).
 *
 * Chromium with `SLOW_PHONE` applied through DevTools (CPU 4× slower, 150 ms round trip, 1.6 Mbps down),
 * a fresh profile for every load, third parties blocked. For each page, under each loading variant:
 * first contentful paint, largest contentful paint and time to hydration (the `hydrated` performance mark
 * of components/islands/hydration-mark.tsx). For each control a visitor can tap (on the first page that
 * has it): the time from a tap made the moment the control is on screen to its visible effect, read in the
 * page at every frame, like Interaction to Next Paint but for the first interaction.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../lib/browser.mjs';
import { slowDown } from './lib/slow-phone.mjs';
import { importTs } from '../lib/ts.mjs';
import { median } from './lib/stats.mjs';

const { parseHtml } = await importTs('scripts/lib/html.ts');

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1600, height: 900 } };

/**
 * The controls, by CSS selector (the same in the export and the page) and by the change a visitor sees.
 * `index` -1 is the last match. `effect` runs in the page and returns true once the tap has taken effect.
 */
export const TAP_TARGETS = [
  { name: 'menu button', device: 'phone', selector: 'button[command="show-modal"]', effect: 'dialogOpen' },
  { name: 'navigation flyout', device: 'desktop', selector: 'header button[popovertarget]', effect: 'popoverOpen' },
  { name: 'FAQ question', device: 'phone', selector: 'main details[name="faq"] > summary', effect: 'detailsOpen' },
  { name: 'careers role', device: 'phone', selector: 'main details:not([name]) > summary', effect: 'detailsOpen' },
  { name: 'comparison filter', device: 'phone', selector: 'main fieldset label', index: 1, effect: 'radioChecked' },
  { name: 'Share', device: 'phone', selector: '[data-tap-island="share"] button', effect: 'statusText' },
  { name: 'Pay', device: 'phone', selector: 'main button[command="show-modal"]', effect: 'dialogOpen' },
  { name: 'carousel pause', device: 'phone', selector: '[data-tap-island="carousel"] button', effect: 'textChanged' },
  { name: 'rotating headline pause', device: 'phone', selector: '[data-tap-island="rotating-headline"] button', effect: 'textChanged' },
  { name: 'slider pause', device: 'phone', selector: '[data-tap-island="slider"] button', index: -1, effect: 'textChanged' },
  { name: 'Read bio', device: 'phone', selector: '[data-tap-island="bio"] button', effect: 'expanded' },
  { name: 'Try the sample estimate', device: 'phone', selector: '[data-tap-island="estimator"] button', effect: 'statusText' },
  { name: 'contact form Send', device: 'phone', selector: '[data-tap-island="contact"] button[type="submit"]', effect: 'statusOrAlert' },
];

/** The first page of `pages` whose exported HTML holds `selector`. */
export function firstPageWith(pages, selector) {
  return pages.find((page) => parseHtml(readFileSync(page.file, 'utf8'))(selector).length > 0);
}

/**
 * Runs in the page before its own scripts. Records the largest paint and, for `target`, the first tap: when it
 * happened, whether React had hydrated by then, and the time of the first frame that shows its effect, checked
 * in the page at every frame from the tap on, so that the harness's own round trips are not counted.
 */
function recordTaps(target) {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!target) return;

  const control = () => {
    const all = document.querySelectorAll(target.selector);
    return all[target.index < 0 ? all.length - 1 : (target.index ?? 0)];
  };
  // Rendered text only: the islands keep both states of a label or notice in the markup and CSS shows one.
  const said = (regions) =>
    [...(control()?.closest('[data-tap-island]')?.querySelectorAll(regions) ?? [])].some((region) => region.innerText.trim() !== '');
  const seen = {
    dialogOpen: () => document.querySelector('dialog[open]') !== null,
    popoverOpen: () => document.querySelector(':popover-open') !== null,
    detailsOpen: () => control()?.parentElement?.open === true,
    radioChecked: () => control()?.control?.checked === true,
    statusText: () => said('[role="status"]'),
    statusOrAlert: () => said('[role="status"], [role="alert"]'),
    textChanged: () => control() !== undefined && control().innerText !== window.__tap.before,
    expanded: () => control()?.getAttribute('aria-expanded') === 'true',
  }[target.effect];

  addEventListener(
    'pointerdown',
    (event) => {
      if (window.__tap) return;
      window.__tap = {
        at: event.timeStamp,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
        before: control()?.innerText,
        seenAt: null,
      };
      const everyFrame = () => {
        if (seen()) window.__tap.seenAt = performance.now();
        else requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    true,
  );
}

async function newPage(browser, device, origin, target = null) {
  const context = await browser.newContext(device === 'desktop' ? DESKTOP : PHONE);
  await context.route((url) => url.origin !== origin, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  await page.addInitScript(recordTaps, target);
  await slowDown(page);
  return { context, page };
}

/** One cold load of `url` on the slow phone: FCP, LCP and hydration, in ms from navigation start. */
async function measureLoad(browser, url) {
  const { context, page } = await newPage(browser, 'phone', new URL(url).origin);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp || NaN,
      hydrated: performance.getEntriesByName('hydrated')[0]?.startTime ?? NaN,
    }));
  } finally {
    await context.close();
  }
}

/** One cold load and a tap on `target` as soon as it shows: ms from the tap to its visible effect. */
async function measureTap(browser, url, target) {
  const { context, page } = await newPage(browser, target.device, new URL(url).origin, target);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 50 });
    const controls = page.locator(target.selector);
    const control = target.index === -1 ? controls.last() : controls.nth(target.index ?? 0);
    await control.waitFor({ state: 'visible' });
    if (target.device === 'desktop') await control.click();
    else await control.tap();
    await page.waitForFunction(() => window.__tap?.seenAt, undefined, { timeout: 60_000 });
    const tap = await page.evaluate(() => window.__tap);
    return { latency: tap.seenAt - tap.at, beforeHydration: !tap.hydrated };
  } finally {
    await context.close();
  }
}

/**
 * Measures every page (`loadRuns` cold loads, `runs` by default) and every tap target (`runs` times) under
 * each variant (`{ name: origin }`), interleaving the variants so the machine's noise falls on both alike.
 * Returns medians and the raw runs.
 */
export async function measureInteractivity({ pages, variants, runs, loadRuns = runs, log = console.log }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const names = Object.keys(variants);
  try {
    const loads = [];
    for (const page of pages) {
      const row = { path: page.path };
      const samples = Object.fromEntries(names.map((name) => [name, []]));
      for (let run = 0; run < loadRuns; run += 1) {
        for (const name of names) samples[name].push(await measureLoad(browser, `${variants[name]}${page.path}`));
      }
      for (const name of names) {
        row[name] = Object.fromEntries(['fcp', 'lcp', 'hydrated'].map((key) => [key, median(samples[name].map((s) => s[key]))]));
      }
      loads.push(row);
      log(`${page.path}  ${names.map((name) => `${name}: hydrated ${Math.round(row[name].hydrated)} ms`).join('  ')}`);
    }

    const taps = [];
    for (const target of TAP_TARGETS) {
      const page = firstPageWith(pages, target.selector);
      if (!page) continue;
      const row = { name: target.name, path: page.path, device: target.device };
      const samples = Object.fromEntries(names.map((name) => [name, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const name of names) samples[name].push(await measureTap(browser, `${variants[name]}${page.path}`, target));
      }
      for (const name of names) {
        const latencies = samples[name].map((s) => s.latency);
        row[name] = {
          median: median(latencies),
          worst: Math.max(...latencies),
          beforeHydration: samples[name].filter((s) => s.beforeHydration).length,
          runs: latencies,
        };
      }
      taps.push(row);
      log(`${target.name} (${page.path})  ${names.map((name) => `${name}: ${Math.round(row[name].median)} ms`).join('  ')}`);
    }
    return { loads, taps };
  } finally {
    await browser.close();
  }
}
