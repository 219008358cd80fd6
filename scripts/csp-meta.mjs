#!/usr/bin/env node
/**
 * Per-page script loading and Content-Security-Policy, after `next build`. Each page's startup scripts are
 * requested after its first paint (scripts/lib/after-paint.mjs). Next's static export writes inline scripts (the
 * React Server Components payload and the bootstrap), so each page's policy lists the sha256 of exactly the
 * inline scripts and styles it holds, in a `<meta http-equiv="Content-Security-Policy">` placed first in its
 * head, before any script. The directives a meta tag cannot carry (`frame-ancestors`) come from the response
 * header in vercel.json. The policy itself is `scripts/lib/csp.ts`. Running it again replaces the tag.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { withScriptsAfterPaint } from './lib/after-paint.mjs';
import { exportedPages } from './lib/export.mjs';
import { importTs, root } from './lib/ts.mjs';

/**
 * Moves the startup scripts of each of `pages` (from `exportedPages`) after the first paint and writes its
 * policy into its head. Returns one entry per page, with
 * what its written head says (`headInfo`) and how many policies it holds, for the post-build's checks, and
 * the scripts it loads, for its compile hints.
 */
async function writePolicies(pages) {
  const { config } = await importTs('lib/config.ts');
  const csp = await importTs('scripts/lib/csp.ts');
  const { headInfo, parseHead } = await importTs('scripts/lib/html.ts');
  return pages.map(({ path, file }) => {
    let result;
    let loaded;
    try {
      loaded = withScriptsAfterPaint(readFileSync(file, 'utf8'));
      result = csp.withPolicyMeta(loaded.html, path, config);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Written whole, then renamed over the page: a reader (the sitemap, meanwhile) sees the old page or the new.
    writeFileSync(`${file}.csp-tmp`, result.html);
    renameSync(`${file}.csp-tmp`, file);
    const $head = parseHead(result.html);
    return {
      path,
      policies: $head('head meta[http-equiv="Content-Security-Policy" i]').length,
      head: headInfo($head),
      scriptSources: [...new Set([...loaded.sources, ...result.scriptSources])],
    };
  });
}

/** `writePolicies` in a worker thread running this file. */
function inWorker(pages) {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { cspPages: pages } });
    worker.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolvePromise(message.pages)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a Content-Security-Policy worker stopped with exit code ${code}`));
    });
  });
}

/**
 * Writes the policy of every exported page into its head, on this thread or shared among `threads` worker
 * threads (for a large site, when the cores are otherwise idle). Returns one entry per page, in page order.
 */
export async function writeCspMeta({ outDir = join(root, 'out'), threads = 1 } = {}) {
  const pages = [...exportedPages(outDir, { errorPages: true })];
  // A worker costs its start (loading the policy code) — worth it only for many pages.
  const workers = Math.max(1, Math.min(threads, Math.floor(pages.length / 200)));
  if (workers === 1) return writePolicies(pages);
  const shares = Array.from({ length: workers }, (_, w) => pages.filter((_, i) => i % workers === w));
  const written = (await Promise.all(shares.map(inWorker))).flat();
  const order = new Map(pages.map((page, i) => [page.path, i]));
  return written.sort((a, b) => order.get(a.path) - order.get(b.path));
}

if (!isMainThread && workerData?.cspPages) {
  try {
    parentPort.postMessage({ pages: await writePolicies(workerData.cspPages) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = await writeCspMeta();
  console.log(`Content-Security-Policy: written into ${pages.length} pages`);
}
