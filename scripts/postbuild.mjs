#!/usr/bin/env node
/**
 * The steps after `next build` (scripts/build.mjs runs them as `postBuild`; run alone, this file does the
 * same on out/):
 *   1. sitemap.xml and robots.txt                            (next-sitemap, next-sitemap.config.mjs), in its
 *      own process while the steps below run
 *   2. each page's Content-Security-Policy with its hashes   (scripts/csp-meta.mjs), in one worker per core,
 *      which also read back each written head
 *   3. V8's compile hint on each script the pages load       (scripts/compile-hints.mjs), from that same pass
 *   4. Open Graph images for every page that names one      (scripts/og-images.mjs), from those heads: moved
 *      into place when drawn during the build with the same title and description, else drawn now
 * then checks the result as a whole, and stops with a non-zero exit when anything is missing or wrong.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hintStartupScripts } from './compile-hints.mjs';
import { writeCspMeta } from './csp-meta.mjs';
import { ogJobsOf, placeDrawn, renderOgJobs } from './og-images.mjs';
import { importTs, root } from './lib/ts.mjs';

const { isIndexable, parseXml, sameUrl } = await importTs('scripts/lib/html.ts');
const { absoluteUrl } = await importTs('lib/config.ts');
const { pngSize } = await importTs('scripts/lib/png.ts');

const outDir = join(root, 'out');
const timings = [];

async function step(name, run) {
  const start = performance.now();
  const result = await run();
  timings.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** next-sitemap in its own process; resolves once sitemap.xml and robots.txt are written. */
function runSitemap() {
  for (const name of ['sitemap.xml', 'robots.txt']) rmSync(join(outDir, name), { force: true });
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'next-sitemap'), ['--config', 'next-sitemap.config.mjs'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      // next-sitemap reports its own errors but exits 0; a missing file is how a failure shows.
      if (status !== 0 || !existsSync(join(outDir, 'sitemap.xml')) || !existsSync(join(outDir, 'robots.txt'))) {
        reject(new Error(`next-sitemap did not write the sitemap:\n${output}`));
      } else resolvePromise();
    });
  });
}

/**
 * Checks every exported page, from what the policy step read of its written head (`pages`): exactly one
 * policy there (a browser takes a policy from the head alone) and its images, 1200×630. Returns the
 * problems and the pages that ask to be indexed.
 */
function checkPages(origin, pages) {
  const problems = [];
  const indexable = [];
  const header = Buffer.alloc(24);
  for (const { path, policies, head } of pages) {
    if (policies !== 1) problems.push(`${path}: ${policies} Content-Security-Policy meta tags`);
    for (const image of new Set([head.og.image, head.twitter.image].filter(Boolean))) {
      const target = join(outDir, decodeURIComponent(new URL(image, origin).pathname));
      if (!existsSync(target)) problems.push(`${path}: ${image} was not generated`);
      else if (target.endsWith('.png')) {
        // The size is in the first 24 bytes.
        const fd = openSync(target, 'r');
        readSync(fd, header, 0, header.length, 0);
        closeSync(fd);
        const { width, height } = pngSize(header);
        if (width !== 1200 || height !== 630) problems.push(`${path}: ${image} is ${width}×${height}`);
      }
    }
    if (isIndexable(head, absoluteUrl(path, origin))) indexable.push(absoluteUrl(path, origin));
  }
  return { problems, indexable };
}

/** Checks that the sitemap lists exactly the `indexable` pages and robots.txt names it; adds to `problems`. */
function checkSitemap(origin, indexable, problems) {
  const sitemap = parseXml(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'));
  const listed = sitemap('url > loc')
    .toArray()
    .map((loc) => sitemap(loc).text().trim());
  for (const url of listed) {
    if (!indexable.some((page) => sameUrl(page, url))) problems.push(`sitemap lists ${url}, which is not an indexable page`);
  }
  for (const page of indexable) {
    if (!listed.some((url) => sameUrl(page, url))) problems.push(`sitemap misses ${page}`);
  }
  const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
  if (!robots.includes(`Sitemap: ${origin}/sitemap.xml`)) problems.push('robots.txt does not name the sitemap');
  return listed.length;
}

/**
 * Runs the post-build steps on out/. `drawn`, when given, settles once the cards drawn early from the page
 * index (scripts/build.mjs) are in that directory: those the heads name as drawn are moved into place, and
 * only the rest are drawn here.
 */
export async function postBuild({ drawn } = {}) {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('No build in out/: run "next build" first.');
  const started = performance.now();
  const { config } = await importTs('lib/config.ts');
  // The sitemap reads the heads in its own process meanwhile: the policies change no robots tag or canonical
  // URL, and each page is replaced whole, so it reads the page before its policy or after.
  const sitemap = step('sitemap', runSitemap);
  sitemap.catch(() => {});
  // Every core: the cards drawn early are at low priority, and the cards drawn here wait for the heads read here.
  const pages = await step('CSP', () => writeCspMeta({ outDir, threads: availableParallelism() }));
  const hints = await step('compile hints', () => hintStartupScripts({ outDir, pages }));
  const { drawnEarly, images } = await step('Open Graph images', async () => {
    const jobs = await ogJobsOf(pages, { outDir });
    const drawnDir = await drawn;
    const { placed, remaining } = drawnDir ? placeDrawn(jobs, { drawnDir, outDir }) : { placed: [], remaining: jobs };
    if (drawnDir && remaining.length > 0) {
      // Not an error, only time: these pages' heads differ from what the page index says of them.
      const named = remaining.slice(0, 5).map((job) => job.pages[0]);
      console.log(`Open Graph images not drawn during the build: ${named.join(', ')}${remaining.length > 5 ? ', …' : ''}`);
    }
    const rendered = await renderOgJobs(remaining, { outDir });
    return { drawnEarly: placed.length, images: [...placed, ...rendered] };
  });
  const { problems, indexable } = checkPages(config.origin, pages);
  await sitemap;
  const urls = checkSitemap(config.origin, indexable, problems);
  if (problems.length > 0) throw new Error(`Post-build check failed:\n  - ${problems.join('\n  - ')}`);
  const sizes = images.map((image) => image.bytes);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Post-build: ${images.length} Open Graph images (${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}` +
      `${drawn ? `, ${drawnEarly} drawn during the build` : ''}), sitemap of ${urls} URLs, CSP in ${pages.length} pages, ` +
      `compile hints on ${hints.hinted + hints.already} scripts (${hints.hinted} new) — ` +
      `${timings.join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} s in all.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await postBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
