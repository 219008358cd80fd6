#!/usr/bin/env node
/**
 * The Estimator Checker against an earlier build of it, on the same machine at the same time: the only fair
 * way to say "unchanged or better" on a shared machine, whose speed drifts from hour to hour.
 *
 *   node scripts/bench/estimator-against.mjs --baseline <export dir> [--label <commit>] [--rounds 3] [--runs 3]
 *
 * `--baseline` is the `out/` of another commit (git worktree add ../base <commit>; npm ci; npm run build
 * there). Rounds alternate baseline and this tree's `out/`, each round the whole estimator bench
 * (scripts/bench/estimator.mjs) on both, so drift in the machine's load falls on both alike. Writes
 * bench/estimator-against.json: the median of every run of each file, for both, and their ratio, with the
 * worst main-thread task and frame.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEstimator } from './estimator.mjs';
import { median } from './lib/stats.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const baseline = option('baseline', '');
if (!baseline || !existsSync(join(baseline, 'tools', 'estimator-checker.html'))) {
  console.error('Give --baseline <the out/ directory of an earlier build> (see the comment at the top of this file).');
  process.exit(1);
}
const rounds = Number(option('rounds', '3'));
const runs = Number(option('runs', '3'));
const builds = { baseline: resolve(baseline), current: join(root, 'out') };

/** Every run's figures, by build and file. */
const runsOf = { baseline: new Map(), current: new Map() };
const loadBefore = loadavg()[0];
for (let round = 1; round <= rounds; round += 1) {
  for (const [build, outDir] of Object.entries(builds)) {
    console.log(`Round ${round}: ${build}`);
    const figures = await benchEstimator({ outDir, runs, write: false, log: () => {} });
    for (const row of [...figures.sizes, ...figures.realFiles]) {
      const name = row.name ?? `${row.lines.toLocaleString('en-US')} lines`;
      runsOf[build].set(name, [...(runsOf[build].get(name) ?? []), ...row.runs]);
    }
  }
}

const summary = (list) => ({
  analysisMs: Math.round(median(list.map((run) => run.analysisMs))),
  cpuMs: Math.round(median(list.map((run) => run.mainCpuMs + run.workerCpuMs))),
  longestTaskCpuMs: Math.round(Math.max(...list.map((run) => run.longestTaskCpuMs))),
  longestFrameMs: Math.round(Math.max(...list.map((run) => run.longestFrameMs))),
  runs: list.length,
});
const files = [...runsOf.current.keys()].map((name) => {
  const current = summary(runsOf.current.get(name));
  const base = summary(runsOf.baseline.get(name) ?? []);
  return { name, baseline: base, current, ratio: Math.round((current.analysisMs / base.analysisMs) * 100) / 100 };
});
const result = {
  generated: new Date().toISOString(),
  baseline: option('label', builds.baseline),
  rounds,
  runsPerRound: runs,
  loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0] * 10) / 10 },
  files,
};
writeFileSync(join(root, 'bench', 'estimator-against.json'), `${JSON.stringify(result, null, 2)}\n`);
for (const f of files) {
  console.log(`${f.name}: ${f.current.analysisMs} ms against ${f.baseline.analysisMs} ms (×${f.ratio}); CPU ${f.current.cpuMs} against ${f.baseline.cpuMs} ms; longest main-thread task (CPU) ${f.current.longestTaskCpuMs} against ${f.baseline.longestTaskCpuMs} ms, longest frame ${f.current.longestFrameMs} against ${f.baseline.longestFrameMs} ms`);
}
console.log('Wrote bench/estimator-against.json');
