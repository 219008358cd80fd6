#!/usr/bin/env node
/**
 * npm run build: the content step (scripts/content.mjs), then `next build`, then the post-build steps
 * (scripts/postbuild.mjs). The pages' Open Graph cards do not wait for the pages: a second process draws
 * them from the page index (content/pages.ts) at low priority while `next build` runs, in the part of the
 * cores Next's compilation and type check leave idle, and the post-build keeps each card whose page's head
 * names the same title and description (any other is drawn then). With 1,000 posts this takes most of the
 * cards' cost off the build's wall time (docs/performance.md, "Build scale").
 *
 * Exits with the content step's or `next build`'s status when one fails, and non-zero when a post-build step
 * does. A failure of the early drawing only costs time: its cards are drawn after the build, where a real
 * fault (a title that fits no card) stops the build with the page named.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { postBuild } from './postbuild.mjs';
import { root } from './lib/ts.mjs';

const cardsDir = join(root, '.next', 'cache', 'og-cards');

/** Runs `command` with this process's output; resolves to its exit code. */
function run(command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, done };
}

const contentStatus = await run(process.execPath, [join(root, 'scripts', 'content.mjs')]).done;
if (contentStatus !== 0) process.exit(contentStatus);

// At nice 10 from its first instruction, with every thread it starts (V8's and libvips' helpers too), so
// that Next's work comes first and the cards take what is left; `nice` is POSIX, and without it they are
// drawn at normal priority.
const earlyArgs = [join(root, 'scripts', 'og-images.mjs'), '--early', cardsDir];
const early = existsSync('/usr/bin/nice')
  ? run('/usr/bin/nice', ['-n', '10', process.execPath, ...earlyArgs])
  : run(process.execPath, earlyArgs);
// A larger young generation for Next's page workers: rendering a page allocates much that dies at once, and
// with V8's default (16 MB semi-spaces) it is copied through several scavenges first.
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
const next = run(process.execPath, [join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
  ...process.env,
  NODE_OPTIONS: nodeOptions,
  // The content is built: next.config.mjs skips its own pass.
  CONTENT_COLLECTIONS_BUILT: '1',
});

const nextStatus = await next.done;
if (nextStatus !== 0) {
  early.child.kill();
  process.exit(nextStatus);
}
const drawn = early.done.then((code) => {
  if (code === 0) return cardsDir;
  console.warn('The Open Graph cards drawn during the build failed; the post-build draws them all.');
  return undefined;
});
try {
  await postBuild({ drawn });
} catch (error) {
  early.child.kill();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
