/**
 * A throw-away copy of the project for checks that change content before building (the build-scale bench,
 * the extra-post check, the editor's build check): tracked and untracked files, not ignored ones, with
 * node_modules hard-linked.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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
