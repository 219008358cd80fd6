#!/usr/bin/env node
/**
 * The steps after `next build` (npm runs this as `postbuild`), on the exported site in out/:
 *   1. Open Graph images for every page that names one      (scripts/og-images.mjs)
 *   2. sitemap.xml and robots.txt                            (next-sitemap, next-sitemap.config.mjs)
 *   3. each page's Content-Security-Policy with its hashes   (scripts/csp-meta.mjs)
 * then checks the result as a whole, and stops with a non-zero exit when anything is missing or wrong.
 * The images are drawn in worker threads from what the pages' heads said before step 3 rewrites them, so
 * step 3 runs meanwhile on this thread; the sitemap reads the pages once their policies are written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeCspMeta } from './csp-meta.mjs';
import { exportedPages } from './lib/export.mjs';
import { collectOgJobs, renderOgJobs } from './og-images.mjs';
import { importTs, root } from './lib/ts.mjs';

const { headInfo, isIndexable, pageUrl, parseHtml, parseXml, sameUrl } = await importTs('lib/html.ts');
const { pngSize } = await importTs('lib/png.ts');

const outDir = join(root, 'out');
const timings = [];

async function step(name, run) {
  const start = performance.now();
  const result = await run();
  timings.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

function runSitemap() {
  for (const name of ['sitemap.xml', 'robots.txt']) rmSync(join(outDir, name), { force: true });
  const result = spawnSync(join(root, 'node_modules', '.bin', 'next-sitemap'), ['--config', 'next-sitemap.config.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  // next-sitemap reports its own errors but exits 0; a missing file is how a failure shows.
  if (result.status !== 0 || !existsSync(join(outDir, 'sitemap.xml')) || !existsSync(join(outDir, 'robots.txt'))) {
    throw new Error(`next-sitemap did not write the sitemap:\n${result.stdout}\n${result.stderr}`);
  }
}

/** Checks the whole export: every page has its policy and its images, the sitemap lists exactly the indexable pages. */
function verify(origin) {
  const problems = [];
  const indexable = new Set();
  for (const { path, file } of exportedPages(outDir, { errorPages: true })) {
    const $ = parseHtml(readFileSync(file, 'utf8'));
    const metas = $('meta[http-equiv="Content-Security-Policy" i]').length;
    if (metas !== 1) problems.push(`${path}: ${metas} Content-Security-Policy meta tags`);
    const info = headInfo($);
    for (const image of new Set([info.og.image, info.twitter.image].filter(Boolean))) {
      const target = join(outDir, decodeURIComponent(new URL(image, origin).pathname));
      if (!existsSync(target)) problems.push(`${path}: ${image} was not generated`);
      else if (target.endsWith('.png')) {
        const { width, height } = pngSize(readFileSync(target));
        if (width !== 1200 || height !== 630) problems.push(`${path}: ${image} is ${width}×${height}`);
      }
    }
    if (isIndexable(info, pageUrl(origin, path))) indexable.add(pageUrl(origin, path));
  }
  const sitemap = parseXml(readFileSync(join(outDir, 'sitemap.xml'), 'utf8'));
  const listed = sitemap('url > loc')
    .toArray()
    .map((loc) => sitemap(loc).text().trim());
  for (const url of listed) {
    if (![...indexable].some((page) => sameUrl(page, url))) problems.push(`sitemap lists ${url}, which is not an indexable page`);
  }
  for (const page of indexable) {
    if (!listed.some((url) => sameUrl(page, url))) problems.push(`sitemap misses ${page}`);
  }
  const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
  if (!robots.includes(`Sitemap: ${origin}/sitemap.xml`)) problems.push('robots.txt does not name the sitemap');
  if (problems.length > 0) throw new Error(`Post-build check failed:\n  - ${problems.join('\n  - ')}`);
  return listed.length;
}

try {
  if (!existsSync(join(outDir, 'index.html'))) throw new Error('No build in out/: run "next build" first.');
  const started = performance.now();
  const { config } = await importTs('lib/config.ts');
  const jobs = await step('Open Graph titles', () => collectOgJobs({ outDir }));
  const rendering = step('Open Graph images', () => renderOgJobs(jobs, { outDir }));
  // Rendering is under way in the workers; a failure there is awaited below, after the policies.
  rendering.catch(() => {});
  const pages = await step('CSP', () => writeCspMeta({ outDir }));
  const images = await rendering;
  await step('sitemap', runSitemap);
  const urls = verify(config.origin);
  const sizes = images.map((image) => image.bytes);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `Post-build: ${images.length} Open Graph images (${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}), ` +
      `sitemap of ${urls} URLs, CSP in ${pages.length} pages — ${timings.join(', ')}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in all.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
