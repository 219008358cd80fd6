/**
 * bench/report.html: the bench's figures as charts a marketer reads at a glance — per page, Lighthouse's
 * mobile score, FCP, LCP and TBT beside the page without scripts, hydration on the slow phone, and each
 * control's first-tap latency — with the previous run (bench/previous/) beside this one. Chart.js is
 * inlined, so the file opens anywhere, offline.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SHIPPED, TARGETS, missedTargets, readJson, shippedKey } from './report.mjs';

const require = createRequire(import.meta.url);
const escapeHtml = (text) => String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const round = (value) => (Number.isFinite(value) ? Math.round(value) : null);

const COLORS = { now: '#1d4ed8', previous: '#93c5fd', limit: '#9ca3af', next: '#f59e0b', target: '#dc2626' };

/** A bar chart's config: `labels` on the category axis, `series` as `{ label, color, data }`, and a target line. */
function barChart({ title, labels, series, target, unit, horizontal = true }) {
  const datasets = series
    .filter((one) => one.data.some((value) => value !== null))
    .map((one) => ({ type: 'bar', label: one.label, data: one.data, backgroundColor: one.color }));
  if (target !== undefined) {
    datasets.push({
      type: 'line',
      label: `target (${target}${unit})`,
      data: labels.map(() => target),
      borderColor: COLORS.target,
      borderDash: [6, 4],
      pointRadius: 0,
      borderWidth: 2,
    });
  }
  const valueAxis = horizontal ? 'x' : 'y';
  return {
    type: 'bar',
    data: { labels, datasets },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      animation: false,
      maintainAspectRatio: false,
      plugins: { title: { display: true, text: title, font: { size: 16 } }, legend: { position: 'bottom' } },
      scales: { [valueAxis]: { beginAtZero: true, title: { display: true, text: unit.trim() || 'score' } } },
    },
  };
}

function charts(lighthouse, previousLighthouse, interactivity, previousInteractivity) {
  const out = [];
  const pages = lighthouse?.pages ?? [];
  if (pages.length) {
    const labels = pages.map((page) => page.path);
    const was = shippedKey(previousLighthouse);
    const previous = new Map((previousLighthouse?.pages ?? []).map((page) => [page.path, page.mobile[was]]));
    const mobile = (name, key) => pages.map((page) => round(page.mobile[name]?.[key]));
    /** A Lighthouse figure of every page: this run, the previous run and the page without scripts. */
    const figure = (key, prefix = '') => [
      { label: `${prefix}this run`, color: COLORS.now, data: mobile(SHIPPED, key) },
      { label: `${prefix}previous run`, color: COLORS.previous, data: labels.map((path) => round(previous.get(path)?.[key])) },
      { label: `${prefix}page without scripts`, color: COLORS.limit, data: mobile('limit', key) },
    ];
    out.push(
      barChart({ title: 'Largest contentful paint, Lighthouse mobile (median)', labels, unit: ' ms', target: TARGETS.lcpMs, series: figure('lcp') }),
      barChart({ title: 'Performance score, Lighthouse mobile (median)', labels, unit: '', target: TARGETS.performance, series: figure('performance') }),
      barChart({
        title: 'First contentful paint and total blocking time, Lighthouse mobile (median)',
        labels,
        unit: ' ms',
        series: [...figure('fcp', 'FCP, '), { label: 'TBT, this run', color: COLORS.next, data: mobile(SHIPPED, 'tbt') }],
      }),
    );
  }
  const loads = interactivity?.loads ?? [];
  if (loads.length) {
    const labels = loads.map((page) => page.path);
    const was = shippedKey(previousInteractivity);
    const before = (path) => round(previousInteractivity?.loads?.find((one) => one.path === path)?.[was]?.hydrated);
    out.push(
      barChart({
        title: 'Hydration on the slow phone (CPU 4×, 150 ms RTT, 1.6 Mbps)',
        labels,
        unit: ' ms',
        series: [
          { label: 'this run', color: COLORS.now, data: loads.map((page) => round(page[SHIPPED].hydrated)) },
          { label: 'previous run', color: COLORS.previous, data: labels.map(before) },
          { label: 'scripts as Next writes them', color: COLORS.next, data: loads.map((page) => round(page.next?.hydrated)) },
        ],
      }),
    );
  }
  const taps = interactivity?.taps ?? [];
  if (taps.length) {
    const labels = taps.map((tap) => `${tap.name} (${tap.path})`);
    const was = shippedKey(previousInteractivity);
    const before = (tap) => round(previousInteractivity?.taps?.find((one) => one.name === tap.name)?.[was]?.median);
    out.push(
      barChart({
        title: 'First tap, made at first paint on the slow phone, to its visible effect (median)',
        labels,
        unit: ' ms',
        target: TARGETS.tapMs,
        series: [
          { label: 'this run', color: COLORS.now, data: taps.map((tap) => round(tap[SHIPPED].median)) },
          { label: 'previous run', color: COLORS.previous, data: taps.map(before) },
        ],
      }),
    );
  }
  return out;
}

/** The run in one sentence: how many pages and controls meet their targets. */
function summaryLine(lighthouse, interactivity) {
  const pages = lighthouse?.pages ?? [];
  const fast = pages.filter((page) => page.mobile[SHIPPED].lcp <= TARGETS.lcpMs && page.mobile[SHIPPED].performance >= TARGETS.performance);
  const taps = interactivity?.taps ?? [];
  const quick = taps.filter((tap) => tap[SHIPPED].median <= TARGETS.tapMs);
  return (
    `${fast.length} of ${pages.length} pages load their largest paint within ${TARGETS.lcpMs / 1000} s with a score of ${TARGETS.performance} or more; ` +
    `${quick.length} of ${taps.length} controls answer a first tap within ${TARGETS.tapMs} ms.`
  );
}

/** Writes bench/report.html from the figures in `benchDir` and the previous run's in `benchDir/previous`. */
export function writeHtmlReport(benchDir) {
  const lighthouse = readJson(join(benchDir, 'lighthouse.json'));
  const interactivity = readJson(join(benchDir, 'interactivity.json'));
  const previousLighthouse = readJson(join(benchDir, 'previous', 'lighthouse.json'));
  const previousInteractivity = readJson(join(benchDir, 'previous', 'interactivity.json'));
  const configs = charts(lighthouse, previousLighthouse, interactivity, previousInteractivity);
  const missed = missedTargets(lighthouse, interactivity, previousInteractivity);
  const when = (figures) => (figures?.generated ? figures.generated.slice(0, 16).replace('T', ' ') : 'none');
  const chartJs = readFileSync(join(dirname(require.resolve('chart.js')), 'chart.umd.min.js'), 'utf8');
  const canvases = configs
    .map((config, i) => `<div class="chart" style="height:${Math.max(320, config.data.labels.length * 26 + 140)}px"><canvas id="c${i}"></canvas></div>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench: speed of every page and control</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:24px;color:#111827}
h1{margin:0 0 4px}.meta{color:#4b5563;margin:0 0 16px}.chart{position:relative;margin:32px 0}
.summary{font-size:18px;font-weight:600}.ok{color:#166534;font-weight:600}.missed{color:#991b1b}
</style>
</head>
<body>
<h1>Speed of every page and control</h1>
<p class="meta">Lighthouse ${escapeHtml(lighthouse?.version ?? '—')} run ${escapeHtml(when(lighthouse))} (previous ${escapeHtml(when(previousLighthouse))}); real browser run ${escapeHtml(when(interactivity))} (previous ${escapeHtml(when(previousInteractivity))}). Details and tables: report.md.</p>
<p class="summary">${escapeHtml(summaryLine(lighthouse, interactivity))}</p>
${canvases}
${missed.length ? `<details class="missed"><summary>${missed.length} target(s) missed</summary><ul>${missed.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></details>` : '<p class="ok">Every target met.</p>'}
<script>${chartJs}</script>
<script>
const configs = ${JSON.stringify(configs)};
configs.forEach((config, i) => new Chart(document.getElementById('c' + i), config));
</script>
</body>
</html>
`;
  writeFileSync(join(benchDir, 'report.html'), html);
}
