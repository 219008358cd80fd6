/**
 * Writes bench/report.md from the figures of the last runs (bench/lighthouse.json, bench/interactivity.json),
 * so re-running one part of the bench keeps the other's figures in the report.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { comparisonMarkdown } from './comparison.mjs';
import { estimatorMarkdown } from './estimator.mjs';
import { precisionMarkdown } from './estimator-precision.mjs';
import { median } from './lib/stats.mjs';

/** The variant the site ships; the others are measured beside it (scripts/bench/lib/variants.mjs). */
export const SHIPPED = 'site';
export const VARIANT_LABELS = {
  site: 'site as built (scripts after the first paint)',
  next: 'Next’s own script loading',
  'no-hints': 'build without compile hints',
  limit: 'no scripts (limit)',
};

/** Issue 25's targets: what `npm run bench` holds every page and control to (it exits non-zero otherwise). */
export const TARGETS = { lcpMs: 1200, performance: 99, tapMs: 200, hydrationSlackMs: 50, lcpAfterFcpMs: 100 };

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** A difference in words: "120 ms later", "40 ms sooner". */
const later = (value) => (Number.isFinite(value) ? `${ms(Math.abs(value))} ms ${value < 0 ? 'sooner' : 'later'}` : '—');
const row = (cells) => `| ${cells.join(' | ')} |`;
/** A run's figures, or undefined when that part has not run. */
export const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** The shipped variant's key in a run's figures: runs before the after-paint loader named the site `next`. */
export function shippedKey(figures) {
  const sample = figures?.pages?.[0]?.mobile ?? figures?.loads?.[0] ?? figures?.taps?.[0];
  return sample && !(SHIPPED in sample) && 'next' in sample ? 'next' : SHIPPED;
}

/** Median over the pages of both runs of how much later this run hydrates than `previous`. */
export function hydrationChange(interactivity, previous) {
  const was = shippedKey(previous);
  const before = new Map((previous?.loads ?? []).map((page) => [page.path, page[was]?.hydrated]));
  const pairs = (interactivity?.loads ?? []).filter((page) => Number.isFinite(before.get(page.path)));
  return pairs.length ? median(pairs.map((page) => page[SHIPPED].hydrated - before.get(page.path))) : NaN;
}

/**
 * Where the figures miss `TARGETS`, one line each; empty when every target is met. Hydration is held to the
 * previous run of record (`previous`, bench/previous/): a change may not make pages hydrate later.
 */
export function missedTargets(lighthouse, interactivity, previous) {
  const missed = [];
  for (const page of lighthouse?.pages ?? []) {
    const m = page.mobile[SHIPPED];
    if (!(m.lcp <= TARGETS.lcpMs)) missed.push(`${page.path}: Lighthouse mobile LCP ${ms(m.lcp)} ms (target ≤ ${TARGETS.lcpMs} ms)`);
    if (!(m.performance >= TARGETS.performance)) missed.push(`${page.path}: Lighthouse mobile performance ${m.performance} (target ≥ ${TARGETS.performance})`);
  }
  for (const tap of interactivity?.taps ?? []) {
    const taken = tap[SHIPPED].median;
    if (!(taken <= TARGETS.tapMs)) missed.push(`${tap.name} on ${tap.path}: first tap answered in ${ms(taken)} ms (target ≤ ${TARGETS.tapMs} ms)`);
  }
  const change = hydrationChange(interactivity, previous);
  if (change > TARGETS.hydrationSlackMs) {
    missed.push(`hydration ${ms(change)} ms later than in the previous run (median over pages; target ≤ ${TARGETS.hydrationSlackMs} ms)`);
  }
  for (const page of interactivity?.loads ?? []) {
    const gap = page[SHIPPED].lcp - page[SHIPPED].fcp;
    if (gap > TARGETS.lcpAfterFcpMs) missed.push(`${page.path}: on the slow phone the largest paint comes ${ms(gap)} ms after the first (target ≤ ${TARGETS.lcpAfterFcpMs} ms)`);
  }
  return missed;
}

function targetSection(lighthouse, interactivity, previous) {
  const missed = missedTargets(lighthouse, interactivity, previous);
  return [
    '## Targets',
    '',
    `Every page: Lighthouse mobile LCP ≤ ${TARGETS.lcpMs} ms and performance ≥ ${TARGETS.performance} (median of ${lighthouse?.runs ?? '—'}); on the slow phone, LCP no more than ${TARGETS.lcpAfterFcpMs} ms after FCP and hydration no more than ${TARGETS.hydrationSlackMs} ms later than in the previous run of record (median over pages; this run: ${later(hydrationChange(interactivity, previous))}); every control's first tap answered within ${TARGETS.tapMs} ms (median of its runs). \`npm run bench\` exits non-zero when one is missed.`,
    '',
    ...(missed.length ? [`**${missed.length} missed:**`, '', ...missed.map((line) => `- ${line}`)] : ['**All met.**']),
    '',
  ];
}

function loadingSection(interactivity, lighthouse) {
  const other = 'next';
  const lines = ['## Script loading: after the first paint, or as Next writes it', ''];
  const loads = (interactivity?.loads ?? []).filter((page) => page[other]);
  if (loads.length === 0) return [...lines, 'No real-browser figures yet: run `npm run bench`.', ''];
  const diff = (key) => median(loads.map((page) => page[SHIPPED][key] - page[other][key]));
  const perf = (name) => median((lighthouse?.pages ?? []).map((page) => page.mobile[name]?.performance));
  const lhLcp = (name) => median((lighthouse?.pages ?? []).map((page) => page.mobile[name]?.lcp));
  lines.push(
    `The post-build requests each page's startup scripts once it has painted (scripts/lib/after-paint.ts): Lighthouse charges every request that ends before the largest paint to it. Measured beside the same build with the scripts requested from the head as Next writes them: in a real browser with the slow phone applied (CPU 4× slower, 150 ms RTT, 1.6 Mbps), ${interactivity.loadRuns ?? interactivity.runs} cold load(s) per page and variant, and in Lighthouse. A negative difference means the site is sooner.`,
    '',
    `- Hydration: ${later(diff('hydrated'))} than with Next's loading (median over pages); first contentful paint ${later(diff('fcp'))}; largest ${later(diff('lcp'))}.`,
    lighthouse?.pages?.length
      ? `- Lighthouse mobile: performance ${perf(SHIPPED)} as built, ${perf(other)} with Next's loading (median); LCP ${ms(lhLcp(SHIPPED))} ms and ${ms(lhLcp(other))} ms.`
      : '- Lighthouse mobile: not run.',
    '',
    row(['page', 'hydrated ms', 'hydrated ms (Next)', 'FCP', 'FCP (Next)', 'LCP', 'LCP (Next)']),
    row(Array(7).fill('---')),
    ...loads.map((page) =>
      row([page.path, ms(page[SHIPPED].hydrated), ms(page[other].hydrated), ms(page[SHIPPED].fcp), ms(page[other].fcp), ms(page[SHIPPED].lcp), ms(page[other].lcp)]),
    ),
    '',
  );
  return lines;
}

function hintSection(interactivity, lighthouse) {
  const other = 'no-hints';
  const lines = ['## Compile hints: startup scripts compiled while they download', ''];
  const loads = (interactivity?.loads ?? []).filter((page) => page[other]);
  const pages = (lighthouse?.pages ?? []).filter((page) => page.mobile[other]);
  if (loads.length === 0 && pages.length === 0) return [...lines, 'No figures yet: run `npm run bench`.', ''];
  const diff = (key) => median(loads.map((page) => page[other][key] - page[SHIPPED][key]));
  const taps = (interactivity?.taps ?? []).filter((tap) => tap[other]);
  const tapGain = median(taps.map((tap) => tap[other].median - tap[SHIPPED].median));
  const lh = (name, key) => median(pages.map((page) => page.mobile[name][key]));
  const reaching = (name) => pages.filter((page) => page.mobile[name].performance >= 95).length;
  const perfGain = median(pages.map((page) => page.mobile[SHIPPED].performance - page.mobile[other].performance));
  // The hint earns its place while the build without it is no faster to hydrate or to answer, and scores no higher.
  const wins = !(diff('hydrated') < 0) && !(tapGain < 0) && !(perfGain < 0);
  lines.push(
    `The post-build puts V8's compile hint (\`//# allFunctionsCalledOnLoad\`, scripts/lib/compile-hints.ts) first in each script the pages load, so Chromium compiles their functions on the thread that streams them in, not one by one on the main thread when the page's modules start. Measured beside the same build without the hint: in the real browser on the slow phone (as above; a positive difference means the build without the hint is slower) and in Lighthouse (mobile, one run per page without the hint).`,
    '',
    `- Without the hint, hydration comes ${later(diff('hydrated'))} (median over pages), the first contentful paint ${later(diff('fcp'))} and the largest ${later(diff('lcp'))}.`,
    `- Without the hint, a first tap takes effect ${later(tapGain)} (median over controls).`,
    pages.length
      ? `- Lighthouse mobile: performance ${lh(SHIPPED, 'performance')} with the hint, ${lh(other, 'performance')} without (median; ${reaching(SHIPPED)} and ${reaching(other)} of ${pages.length} pages ≥ 95); TBT ${ms(lh(SHIPPED, 'tbt'))} and ${ms(lh(other, 'tbt'))} ms.`
      : '- Lighthouse mobile: not run.',
    '',
    wins
      ? '**Decision: the site ships the hint.** It changes no byte of what the scripts do, and the figures above are its measured reason.'
      : '**The figures no longer favour the hint**: revisit it (scripts/postbuild.mjs).',
    '',
    row(['page', 'hydrated ms', 'hydrated ms (no hints)', 'FCP', 'FCP (no hints)', 'perf', 'perf (no hints)', 'TBT ms', 'TBT ms (no hints)']),
    row(Array(9).fill('---')),
    ...[...new Set([...loads.map((page) => page.path), ...pages.map((page) => page.path)])].map((path) => {
      const load = loads.find((page) => page.path === path);
      const audit = pages.find((page) => page.path === path)?.mobile;
      return row([
        path,
        ms(load?.[SHIPPED].hydrated),
        ms(load?.[other].hydrated),
        ms(load?.[SHIPPED].fcp),
        ms(load?.[other].fcp),
        audit?.[SHIPPED].performance ?? '—',
        audit?.[other].performance ?? '—',
        ms(audit?.[SHIPPED].tbt),
        ms(audit?.[other].tbt),
      ]);
    }),
    '',
  );
  return lines;
}

function tapSection(interactivity) {
  const lines = ['## First tap: from a tap at first paint to its visible effect', ''];
  const taps = interactivity?.taps ?? [];
  if (taps.length === 0) return [...lines, 'No figures yet: run `npm run bench`.', ''];
  const all = taps.map((tap) => tap[SHIPPED].median);
  const worst = Math.max(...taps.map((tap) => tap[SHIPPED].worst));
  lines.push(
    `Each control on the first page that has it, tapped the moment it is on screen after the first paint (CPU 4× slower, slow 4G), ${interactivity.runs} cold loads each; the latency runs from the tap's input event to the first frame that shows its effect, read in the page at every frame. Controls the browser handles (menu, flyouts, questions, roles, filter) answer at once; the buttons of React islands are answered by the page's early script (lib/tap-replay.ts): done there, or said to be on their way until their island hydrates. "Before hydration" counts the runs whose tap landed before React had hydrated.`,
    '',
    `**Like INP, over all controls (${VARIANT_LABELS[SHIPPED]}):** median ${ms(median(all))} ms, worst ${ms(worst)} ms.`,
    '',
    row([
      'control',
      'page',
      'device',
      'median ms',
      'worst ms',
      'before hydration',
      'median ms (Next’s loading)',
      'median ms (no hints)',
    ]),
    row(Array(8).fill('---')),
    ...taps.map((tap) =>
      row([
        tap.name,
        tap.path,
        tap.device,
        ms(tap[SHIPPED].median),
        ms(tap[SHIPPED].worst),
        `${tap[SHIPPED].beforeHydration}/${tap[SHIPPED].runs.length}`,
        ms(tap.next?.median),
        ms(tap['no-hints']?.median),
      ]),
    ),
    '',
  );
  return lines;
}

/** Which variants Lighthouse measured how often, in words. */
function onceText(lighthouse) {
  const once = lighthouse.once ?? ['limit'];
  const repeated = Object.keys(lighthouse.pages[0]?.mobile ?? {}).filter((name) => name !== SHIPPED && !once.includes(name));
  const label = (name) => (name === 'limit' ? 'the limit' : `the ${VARIANT_LABELS[name] ?? name}`);
  return [
    repeated.length ? `median of ${lighthouse.runs} for ${repeated.map(label).join(' and ')} (performance)` : '',
    `one run for ${[...once.map(label), 'desktop'].join(', ').replace(/, (?=[^,]*$)/, ' and ')} (performance)`,
  ]
    .filter(Boolean)
    .join('; ');
}

function lighthouseSection(lighthouse) {
  const lines = ['## Lighthouse', ''];
  const pages = lighthouse?.pages ?? [];
  if (pages.length === 0) return [...lines, 'Not run yet: `npm run bench`.', ''];
  const m = (page) => page.mobile[SHIPPED];
  const worst = (label, pick, higherIsWorse = true, format = ms) => {
    const top = [...pages].sort((a, b) => (higherIsWorse ? pick(b) - pick(a) : pick(a) - pick(b)))[0];
    return `${label} ${top.path} (${format(pick(top))})`;
  };
  const summary = [
    worst('perf', (p) => m(p).performance, false, String),
    worst('a11y', (p) => m(p).accessibility, false, String),
    worst('BP', (p) => m(p).bestPractices, false, String),
    worst('SEO', (p) => m(p).seo, false, String),
    worst('FCP', (p) => m(p).fcp),
    worst('LCP', (p) => m(p).lcp),
    worst('LCP ÷ limit', (p) => m(p).lcp / p.mobile.limit.lcp, true, (v) => `×${v.toFixed(2)}`),
    worst('TBT', (p) => m(p).tbt),
    worst('CLS', (p) => m(p).cls, true, (v) => v.toFixed(3)),
    worst('JS', (p) => p.js, true, (v) => `${kb(v)} KB`),
  ].join(' · ');
  lines.push(
    `Lighthouse ${lighthouse.version}, median of ${lighthouse.runs} mobile runs for the site as built (every category); ${onceText(lighthouse)}. Mobile is Lighthouse's default (simulated slow 4G, 4× CPU slowdown); desktop is its desktop preset. "Limit" is the same page with every script removed, measured in the same run. JS is the gzipped bytes of the scripts the page references (budget ${kb(lighthouse.jsBudget)} KB per page). Third-party hosts (Stripe, analytics, scheduler) are blocked: there is no internet here.`,
    '',
    `**Worst page per figure (mobile, as shipped):** ${summary}`,
    '',
    row(['page', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP ÷ limit', 'perf (Next’s loading)', 'LCP ms (Next’s loading)', 'JS KB', 'desktop perf']),
    row(Array(14).fill('---')),
    ...pages.map((page) =>
      row([
        page.path,
        m(page).performance,
        m(page).accessibility,
        m(page).bestPractices,
        m(page).seo,
        ms(m(page).fcp),
        ms(m(page).lcp),
        ms(m(page).tbt),
        m(page).cls.toFixed(3),
        (m(page).lcp / page.mobile.limit.lcp).toFixed(2),
        page.mobile.next?.performance ?? '—',
        ms(page.mobile.next?.lcp),
        kb(page.js),
        page.desktop.performance,
      ]),
    ),
    '',
    '### Audits not passed (any run)',
    '',
    ...pages
      .filter((page) => m(page).failed.length || page.desktop.failed.length)
      .map((page) => `- ${page.path}: ${[...new Set([...m(page).failed, ...page.desktop.failed])].join(', ')}`),
    '',
    '### LCP element (mobile)',
    '',
    ...pages.map((page) => `- ${page.path}: \`${m(page).lcpElement.replace(/`/g, "'").slice(0, 140)}\``),
    '',
  );
  return lines;
}

/** Renders bench/report.md from the JSON figures in `benchDir`. */
export function writeReport(benchDir) {
  const lighthouse = readJson(join(benchDir, 'lighthouse.json'));
  const interactivity = readJson(join(benchDir, 'interactivity.json'));
  const stamp = [lighthouse?.generated && `Lighthouse ${lighthouse.generated}`, interactivity?.generated && `real browser ${interactivity.generated}`]
    .filter(Boolean)
    .join(', ');
  const lines = [
    '# Bench',
    '',
    `Generated by \`npm run bench\` (${stamp || 'no figures yet'}) on this project's 2-core machine. Regenerate it with \`npm run bench\`; \`--parts interactivity\` or \`--parts lighthouse\` re-runs one part and keeps the other's figures.`,
    '',
    ...targetSection(lighthouse, interactivity, readJson(join(benchDir, 'previous', 'interactivity.json'))),
    ...loadingSection(interactivity, lighthouse),
    ...hintSection(interactivity, lighthouse),
    ...tapSection(interactivity),
    ...lighthouseSection(lighthouse),
    ...(existsSync(join(benchDir, 'estimator.json')) ? [estimatorMarkdown(readJson(join(benchDir, 'estimator.json')))] : []),
    ...(existsSync(join(benchDir, 'estimator-precision.json')) ? [precisionMarkdown(readJson(join(benchDir, 'estimator-precision.json')))] : []),
    ...(existsSync(join(benchDir, 'comparison.json')) ? [comparisonMarkdown(readJson(join(benchDir, 'comparison.json')))] : []),
  ];
  writeFileSync(join(benchDir, 'report.md'), lines.join('\n'));
}
