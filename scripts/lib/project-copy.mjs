/**
 * A throw-away copy of the project for checks that change content before building (the build-scale bench,
 * the extra-post check, the editor's build check): tracked and untracked files, not ignored ones, with
 * node_modules hard-linked.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as cheerio from 'cheerio';
import { root } from './ts.mjs';

/** The project's files as git sees them: tracked and untracked, without the ignored ones. */
function projectFiles() {
  const result = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ls-files failed: ${result.stderr}`);
  return result.stdout.split('\0').filter(Boolean);
}

/**
 * node_modules for the copy. Turbopack refuses a symlink that leaves the project, so the files are
 * hard-linked (a second or so; no extra disk), or copied when the temporary directory is on another disk.
 */
function linkNodeModules(dir) {
  const from = join(root, 'node_modules');
  const to = join(dir, 'node_modules');
  if (spawnSync('cp', ['-al', from, to]).status === 0) return;
  rmSync(to, { recursive: true, force: true });
  const copied = spawnSync('cp', ['-a', from, to], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`could not copy node_modules: ${copied.stderr}`);
}

/** Copies the project into a new temporary directory named after `label` and returns its path. */
export function copyProject(label) {
  const dir = mkdtempSync(join(tmpdir(), `claimowl-${label}-`));
  for (const file of projectFiles()) {
    const from = join(root, file);
    try {
      if (!statSync(from).isFile()) continue;
    } catch {
      continue; // deleted in the working tree but not yet in the index
    }
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(from, join(dir, file));
  }
  linkNodeModules(dir);
  return dir;
}

/** Runs one step of a check in `cwd`, its output shown as it comes; throws naming the step when it fails. */
export function runStep(label, command, args, cwd, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
}

/**
 * Runs `check(dir)` on a new copy of the project, then removes the copy (kept, its path printed, with `--keep` on
 * the command line), and exits: non-zero, with the failed step's message, when a step throws.
 */
export async function checkInCopy(label, check) {
  let dir;
  let failed = false;
  try {
    dir = copyProject(label);
    console.log(`Copy of the project: ${dir}`);
    await check(dir);
  } catch (error) {
    failed = true;
    console.error(`\n${error.message}`);
  } finally {
    if (dir && process.argv.includes('--keep')) console.log(`Kept ${dir}`);
    else if (dir) rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

/** Throws unless `file` of the export `out` exists and `test` holds for its text; prints what was found. */
export function expectInExport(out, file, test, what) {
  const full = join(out, file);
  if (!existsSync(full)) throw new Error(`${what}: ${file} is not in the export`);
  if (!test(readFileSync(full, 'utf8'))) throw new Error(`${what}: not found in ${file}`);
  console.log(`✓ ${what}`);
}

/** Throws unless the post `slug` reached the export `out`: its page, its card on /blog, its feed entry, its sitemap line. */
export function expectPostInExport(out, slug) {
  const path = `/blog/${slug}`;
  expectInExport(out, `blog/${slug}.html`, (html) => cheerio.load(html)('h1').length === 1, `the post's page ${path}`);
  expectInExport(out, 'blog.html', (html) => cheerio.load(html)(`a[href="${path}"]`).length > 0, `its card on /blog`);
  expectInExport(out, 'blog/feed.xml', (xml) => xml.includes(path), 'its entry in the feed');
  expectInExport(out, 'sitemap.xml', (xml) => xml.includes(`${path}</loc>`), 'its line in the sitemap');
}
