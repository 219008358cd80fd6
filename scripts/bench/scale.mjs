#!/usr/bin/env node
/**
 * npm run bench:scale — how the cost of a build grows with content.
 *
 * For each count (0, 100 and 1,000 by default) it copies the project into a temporary directory (tracked and
 * untracked files, not ignored ones; node_modules hard-linked), adds that many generated MDX blog posts to
 * content/posts (scripts/bench/fixtures/blog-posts.mjs), runs the build as `npm run build` does
 * (`npm run build`: `next build`, whose content layer, pages and Open Graph cards grow with the posts, then the
 * post-build step) and measures wall time, CPU time and the size of out/. It does so in rounds (3 by default), each
 * building every count once, so that a noisy spell of the machine falls on one round's builds alike; each
 * round gives the time per added post against its own build with none, and the report gives their median and
 * range. It writes bench/scale.md and bench/scale.json, and removes the copies.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --counts 0,100   other counts
 *   npm run bench:scale -- --runs 1         one round (a quick look; the machine's noise is ±15 %)
 *   npm run bench:scale -- --keep           keep the temporary copies (their paths are printed)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedPosts } from './fixtures/blog-posts.mjs';
import { median } from './lib/stats.mjs';
import { copyProject } from '../lib/project-copy.mjs';
import { root } from '../lib/ts.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const counts = option('--counts', '0,100,1000')
  .split(',')
  .map((value) => Number.parseInt(value, 10));
if (counts.some((count) => !Number.isInteger(count) || count < 0)) {
  console.error('--counts takes whole numbers separated by commas, e.g. 0,100,1000');
  process.exit(2);
}
const keep = args.includes('--keep');
const runs = Number.parseInt(option('--runs', '3'), 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of rounds, 1 or more');
  process.exit(2);
}

function copyWithPosts(count) {
  const dir = copyProject(`scale-${count}`);
  writeGeneratedPosts(dir, count);
  return dir;
}

/**
 * CPU seconds (user + system) used so far by the children this process has waited for, and theirs: Linux
 * adds a finished child's CPU time to its parent's. A shared machine stretches wall time; CPU time much less.
 */
function childCpuSeconds() {
  try {
    // /proc/self/stat: "pid (comm) state …"; after the comm, cutime and cstime are the 14th and 15th fields.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

function timed(command, commandArgs, cwd) {
  const cpuBefore = childCpuSeconds();
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}:\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
  return { ms, cpuMs: (childCpuSeconds() - cpuBefore) * 1000, stdout: result.stdout + result.stderr };
}

function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    bytes += statSync(path).size;
    files += 1;
    if (entry.name.endsWith('.html')) pages += 1;
  }
  return { bytes, files, pages };
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Builds a copy with `count` extra posts once and measures it. */
function buildOnce(count, round) {
  const dir = copyWithPosts(count);
  process.stdout.write(`round ${round}, ${count} extra posts: building in ${dir} … `);
  try {
    const load = loadavg()[0];
    const { ms: totalMs, cpuMs: totalCpuMs, stdout } = timed('npm', ['run', 'build'], dir);
    // The steps' own reports: the content layer's "… documents in 4696ms" and the post-build's "— 12.3 s".
    const contentMs = Number(/finished build of .* in (\d+) ?ms/.exec(stdout)?.[1] ?? Number.NaN);
    const postMs = Number(/Post-build: .* — ([\d.]+) s/.exec(stdout)?.[1] ?? Number.NaN) * 1000;
    const out = sizeOf(join(dir, 'out'));
    const buildMs = totalMs - contentMs;
    console.log(
      `${seconds(totalMs)} s (CPU ${seconds(totalCpuMs)} s, load ${load.toFixed(1)} before), ${out.pages} pages, ${(out.bytes / 1e6).toFixed(1)} MB`,
    );
    return { count, contentMs, buildMs, postMs, totalMs, totalCpuMs, load, ...out };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** The cost per added post of each of `round`'s builds against its smallest count. */
function perPostOf(round) {
  const base = round[0];
  const perPost = (result, key) =>
    result.count > base.count ? (result[key] - base[key]) / (result.count - base.count) : undefined;
  return round.map((result) => ({
    ...result,
    msPerPost: perPost(result, 'totalMs'),
    contentMsPerPost: perPost(result, 'contentMs'),
    buildMsPerPost: perPost(result, 'buildMs'),
    cpuMsPerPost: perPost(result, 'totalCpuMs'),
    bytesPerPost: perPost(result, 'bytes'),
  }));
}

const sortedCounts = [...new Set(counts)].sort((a, b) => a - b);
const rounds = [];
for (let round = 1; round <= runs; round += 1) {
  rounds.push(perPostOf(sortedCounts.map((count) => buildOnce(count, round))));
}

// One row per count: the median of each figure over the rounds.
const rows = sortedCounts.map((count, i) => {
  const ofCount = rounds.map((round) => round[i]);
  const keys = Object.keys(ofCount[0]).filter((key) => typeof ofCount[0][key] === 'number' && key !== 'count');
  return { count, ...Object.fromEntries(keys.map((key) => [key, median(ofCount.map((result) => result[key]))])) };
});

const each = (value, unit = 'ms') => (value === undefined ? '—' : `${value.toFixed(0)} ${unit}`);
const table = [
  '| extra posts | pages | content | next build and post-build | of which after next build | total | CPU | load | out/ size | files | per added post (total / content / rest) | CPU per added post | bytes per post |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.count} | ${row.pages} | ${seconds(row.contentMs)} s | ${seconds(row.buildMs)} s | ${seconds(row.postMs)} s | ${seconds(row.totalMs)} s | ${seconds(row.totalCpuMs)} s | ${row.load.toFixed(1)} | ${(row.bytes / 1e6).toFixed(1)} MB | ${row.files} | ${each(row.msPerPost)} / ${each(row.contentMsPerPost)} / ${each(row.buildMsPerPost)} | ${each(row.cpuMsPerPost)} | ${row.bytesPerPost === undefined ? '—' : `${(row.bytesPerPost / 1024).toFixed(0)} KB`} |`,
  ),
];
const largest = rows.at(-1);
const target = 50;
// The per-post cost of the largest count in each round, in the order the rounds ran.
const byRound = rounds.map((round) => round.at(-1).msPerPost).filter((value) => value !== undefined);
const roundsText = (values) => values.map((value) => `${value.toFixed(0)} ms`).join(', ');
const verdict =
  largest?.msPerPost === undefined
    ? 'Only one count was built; nothing to compare.'
    : `At ${largest.count} extra posts each added post costs ${largest.msPerPost.toFixed(0)} ms (${byRound.length === 1 ? 'one round' : `median of ${byRound.length} rounds: ${roundsText(byRound)}`}; target ≤ ${target} ms): ${largest.msPerPost <= target ? 'met' : 'missed'}${byRound.length > 1 ? ` (met in ${byRound.filter((value) => value <= target).length} of ${byRound.length} rounds)` : ''}.`;

const report = [
  '# Build scale',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}. ${runs === 1 ? 'Wall time of one cold build per count' : `Each figure is the median of ${runs} rounds, each a cold build of every count in turn`} (no .next cache); a shared machine is noisy, so read one round's per-post figure as an estimate within ±15 %. The build is \`npm run build\`: \`next build\` (its content layer, pages and Open Graph cards), then the post-build step, whose time is a column of its own. CPU is the user + system time of all their processes, which other work on the machine stretches far less than wall time (load: the 1-minute load average as the build started, which includes the tail of the build before it).`,
  '',
  ...table,
  '',
  verdict,
  '',
  'Regenerate with `npm run bench:scale`. The posts come from `scripts/bench/fixtures/blog-posts.mjs` and exist only in the temporary copies.',
  '',
].join('\n');

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'scale.md'), report);
writeFileSync(join(root, 'bench', 'scale.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cores: cpus().length, rows, rounds }, null, 2)}\n`);
console.log(`\n${table.join('\n')}\n\n${verdict}\nWrote bench/scale.md and bench/scale.json.`);
