#!/usr/bin/env node
/**
 * npm run bench:scale — how the cost of a build grows with content.
 *
 * For each count (0, 100 and 1,000 by default) it copies the project into a temporary directory (tracked and
 * untracked files, not ignored ones; node_modules hard-linked), adds that many generated MDX blog posts to
 * content/posts (scripts/bench/fixtures/blog-posts.mjs), runs the build as `npm run build` does
 * (scripts/build.mjs: the content step, `next build` with the Open Graph cards drawn beside it, the post-build
 * steps) and measures wall time, CPU time and the size of out/. It reports the time per added post against
 * the build with none, writes bench/scale.md and bench/scale.json, and removes the copies.
 *
 *   npm run bench:scale
 *   npm run bench:scale -- --counts 0,100   other counts
 *   npm run bench:scale -- --keep           keep the temporary copies (their paths are printed)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { writeGeneratedPosts } from './fixtures/blog-posts.mjs';
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
  return { ms, cpuMs: (childCpuSeconds() - cpuBefore) * 1000, stdout: result.stdout };
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
const results = [];
for (const count of counts) {
  const dir = copyWithPosts(count);
  process.stdout.write(`${count} extra posts: building in ${dir} … `);
  try {
    const load = loadavg()[0];
    const { ms: totalMs, cpuMs: totalCpuMs, stdout } = timed('node', ['scripts/build.mjs'], dir);
    // The steps' own reports: "Content: built in 4696 ms" and the post-build's "… 12.3 s in all." (its part
    // after `next build` ended).
    const contentMs = Number(/Content: built in (\d+) ms/.exec(stdout)?.[1] ?? Number.NaN);
    const postMs = Number(/([\d.]+) s in all\./.exec(stdout)?.[1] ?? Number.NaN) * 1000;
    const out = sizeOf(join(dir, 'out'));
    const buildMs = totalMs - contentMs;
    results.push({ count, contentMs, buildMs, postMs, totalMs, totalCpuMs, load, ...out });
    console.log(
      `${seconds(totalMs)} s (CPU ${seconds(totalCpuMs)} s, load ${load.toFixed(1)} before), ${out.pages} pages, ${(out.bytes / 1e6).toFixed(1)} MB`,
    );
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

const base = results.find((result) => result.count === 0) ?? results[0];
const perPost = (result, key) =>
  result.count > base.count ? (result[key] - base[key]) / (result.count - base.count) : undefined;
const rows = results.map((result) => ({
  ...result,
  msPerPost: perPost(result, 'totalMs'),
  contentMsPerPost: perPost(result, 'contentMs'),
  buildMsPerPost: perPost(result, 'buildMs'),
  cpuMsPerPost: perPost(result, 'totalCpuMs'),
  bytesPerPost: perPost(result, 'bytes'),
}));

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
const verdict =
  largest?.msPerPost === undefined
    ? 'Only one count was built; nothing to compare.'
    : `At ${largest.count} extra posts each added post costs ${largest.msPerPost.toFixed(0)} ms (target ≤ ${target} ms): ${largest.msPerPost <= target ? 'met' : 'missed'}.`;

const report = [
  '# Build scale',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}. Wall time of one cold build per count (no .next cache); a shared machine is noisy, so read the per-post figures as estimates within ±15 %. The build is scripts/build.mjs (\`npm run build\`): the content step, then \`next build\` with the Open Graph cards drawn beside it, then the post-build steps, whose own time after \`next build\` ended is a column of its own. CPU is the user + system time of all their processes, which other work on the machine stretches far less than wall time (load: the 1-minute load average as the build started; 2 or more means another job shared the cores).`,
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
writeFileSync(join(root, 'bench', 'scale.json'), `${JSON.stringify({ measuredAt: new Date().toISOString(), cores: cpus().length, rows }, null, 2)}\n`);
console.log(`\n${table.join('\n')}\n\n${verdict}\nWrote bench/scale.md and bench/scale.json.`);
