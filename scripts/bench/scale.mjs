#!/usr/bin/env node
/**
 * npm run bench:scale — how the cost of a build grows with content.
 *
 * For each count (0, 100 and 1,000 by default) it copies the project into a temporary directory (tracked and
 * untracked files, not ignored ones; node_modules hard-linked), adds that many generated MDX blog posts to
 * content/posts (scripts/bench/fixtures/blog-posts.mjs), runs `next build` (which compiles the content first) and the post-build steps (Open Graph images,
 * sitemap, CSP), and measures wall time and the size of out/. It reports the time per added post against
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
  return { ms, cpuMs: (childCpuSeconds() - cpuBefore) * 1000 };
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

const results = [];
for (const count of counts) {
  const dir = copyWithPosts(count);
  process.stdout.write(`${count} extra posts: building in ${dir} … `);
  try {
    const load = loadavg()[0];
    const { ms: nextMs, cpuMs: nextCpuMs } = timed('npx', ['next', 'build'], dir);
    const { ms: postMs, cpuMs: postCpuMs } = timed('node', ['scripts/postbuild.mjs'], dir);
    const out = sizeOf(join(dir, 'out'));
    results.push({ count, nextMs, postMs, totalMs: nextMs + postMs, nextCpuMs, postCpuMs, totalCpuMs: nextCpuMs + postCpuMs, load, ...out });
    console.log(
      `${((nextMs + postMs) / 1000).toFixed(1)} s (CPU ${((nextCpuMs + postCpuMs) / 1000).toFixed(1)} s, load ${load.toFixed(1)} before), ` +
        `${out.pages} pages, ${(out.bytes / 1e6).toFixed(1)} MB`,
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
  nextMsPerPost: perPost(result, 'nextMs'),
  postMsPerPost: perPost(result, 'postMs'),
  cpuMsPerPost: perPost(result, 'totalCpuMs'),
  nextCpuMsPerPost: perPost(result, 'nextCpuMs'),
  postCpuMsPerPost: perPost(result, 'postCpuMs'),
  bytesPerPost: perPost(result, 'bytes'),
}));

const seconds = (ms) => (ms / 1000).toFixed(1);
const each = (value, unit = 'ms') => (value === undefined ? '—' : `${value.toFixed(0)} ${unit}`);
const table = [
  '| extra posts | pages | next build | post-build | total | CPU (next + post) | load | out/ size | files | per added post (total / next / post-build) | CPU per added post (total / next / post-build) | bytes per post |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
  ...rows.map(
    (row) =>
      `| ${row.count} | ${row.pages} | ${seconds(row.nextMs)} s | ${seconds(row.postMs)} s | ${seconds(row.totalMs)} s | ${seconds(row.nextCpuMs)} + ${seconds(row.postCpuMs)} s | ${row.load.toFixed(1)} | ${(row.bytes / 1e6).toFixed(1)} MB | ${row.files} | ${each(row.msPerPost)} / ${each(row.nextMsPerPost)} / ${each(row.postMsPerPost)} | ${each(row.cpuMsPerPost)} / ${each(row.nextCpuMsPerPost)} / ${each(row.postCpuMsPerPost)} | ${row.bytesPerPost === undefined ? '—' : `${(row.bytesPerPost / 1024).toFixed(0)} KB`} |`,
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
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}. Wall time of one cold build per count (no .next cache); a shared machine is noisy, so read the per-post figures as estimates within ±15 %. CPU is the user + system time of the build and post-build processes, which other work on the machine stretches far less than wall time (load: the 1-minute load average as the build started; 2 or more means another job shared the cores).`,
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
