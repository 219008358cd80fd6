#!/usr/bin/env node
/**
 * `npm test`: every check, in the order that gives a verdict soonest on a 2-core machine.
 *
 *   1. a browser the end-to-end tests can launch (scripts/check-browser.mjs), then the content layer;
 *   2. the build, while Prettier, ESLint and the unit tests run beside it (each of those uses one core, and the
 *      build leaves one idle while it type-checks); the tests over the export start as soon as the build is
 *      done, on the core it leaves while the unit tests finish;
 *   3. Playwright, on that one build, beside the end of the tests over the export; once its editor test has
 *      written its post and FAQ, the content layer of a copy of the project with them is built
 *      (scripts/check-editor-output.mjs --content-only) while the other browser tests go on.
 *
 * Each step's output is shown when it ends. The first step to fail stops the others and the run, so a
 * mistake is reported as soon as it is found. docs/testing.md has the timings.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the editor's end-to-end test leaves the files it wrote (tests/e2e/editor.spec.ts). */
const editorOutput = mkdtempSync(join(tmpdir(), 'claimowl-editor-output-'));
process.env.EDITOR_OUTPUT = editorOutput;

const steps = {
  browser: ['node', 'scripts/check-browser.mjs'],
  content: ['node', 'scripts/content.mjs'],
  format: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'],
  lint: ['npx', 'eslint', '.'],
  unit: ['npx', 'jest'],
  build: ['npm', 'run', 'build', '--silent'],
  export: ['npx', 'jest', '-c', 'jest.export.config.mjs'],
  e2e: ['npx', 'playwright', 'test'],
  'editor content': ['node', 'scripts/check-editor-output.mjs', '--written', editorOutput, '--content-only'],
};

const windows = process.platform === 'win32';
const running = new Set();
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(0)} s`;

/** Runs one step, its output kept until it ends; rejects (after stopping every other step) when it fails. */
function run(name) {
  const [command, ...args] = steps[name];
  const from = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, to stop it with everything it started; npx is a .cmd file on Windows.
      detached: !windows,
      shell: windows,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (signal && stopping) return;
      process.stdout.write(`\n── ${name} (${seconds(from)}) ${'─'.repeat(40)}\n${output.trimEnd()}\n`);
      if (code === 0) return resolve();
      stop(`${name} failed`);
    });
  });
}

let stopping = false;
function stop(reason) {
  stopping = true;
  for (const child of running) {
    try {
      if (windows) child.kill();
      else process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(editorOutput, { recursive: true, force: true });
  console.error(`\nnpm test: ${reason} after ${seconds(started)}.`);
  process.exit(1);
}
process.on('SIGINT', () => stop('interrupted'));

const inOrder = async (...names) => {
  for (const name of names) await run(name);
};

await run('browser');
await run('content');
const build = run('build');
const exportTests = build.then(() => run('export'));
await Promise.all([build, inOrder('format', 'lint', 'unit')]);
/** Resolves once the editor's test has written its files, or when `done` settles first. */
async function editorFilesWritten(done) {
  let finished = false;
  done.finally(() => (finished = true));
  while (!finished && !existsSync(join(editorOutput, 'expected.json'))) await new Promise((resolve) => setTimeout(resolve, 1000));
}

const e2e = run('e2e');
await Promise.all([exportTests, e2e, editorFilesWritten(e2e).then(() => run('editor content'))]);
rmSync(editorOutput, { recursive: true, force: true });
console.log(`\nnpm test: every check passed in ${seconds(started)}.`);
