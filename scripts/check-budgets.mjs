#!/usr/bin/env node
/**
 * Size and markup budgets on the built export: deterministic, not timed. Prints the JS table and every
 * breach, and exits non-zero when anything is over.
 *
 *   JS per page   ≤ 200 KB gzipped (the scripts the HTML references)
 *   CSS           ≤ 25 KB gzipped in total
 *   images        ≤ 200 KB each; clips ≤ 600 KB each
 *   <video>       preload="none" or "metadata", and a poster (or a lazy image standing in for it)
 *   hero          no lazy-loaded image in a page's first section (the LCP candidate), except in a
 *                 carousel's later slides, which start off-screen
 *   fonts         at most two font files preloaded per page
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { BUDGETS } from './lib/budgets.mjs';
import { exportedPages, gzippedBytes, jsWeights, kb } from './lib/export.mjs';
import { importTs, root } from './lib/ts.mjs';

const { parseHtml } = await importTs('scripts/lib/html.ts');
const outDir = join(root, 'out');

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('No build in out/: run "npm run build" first.');
  process.exit(1);
}

const breaches = [];

// JS per page.
const { floor, pages } = jsWeights(root);
const jsBudget = BUDGETS.jsBytes;
const rows = pages.map((p) => [p.path, kb(p.bytes), kb(p.ours), p.bytes > jsBudget ? 'OVER' : 'ok']);
const header = ['page', 'JS (gzip)', 'beyond Next', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`JS budget per page: ${kb(jsBudget)} gzipped (Next.js's own runtime is ${kb(floor.bytes)} of it)`);
console.log(line(header));
for (const row of rows) console.log(line(row));
for (const page of pages) {
  if (page.bytes > jsBudget) breaches.push(`JS ${page.path}: ${kb(page.bytes)} > ${kb(jsBudget)}`);
}

// Every file of the export, for CSS, image and clip budgets.
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push(full);
  }
};
walk(outDir);
const url = (file) => `/${relative(outDir, file).split('\\').join('/')}`;

const css = files.filter((f) => extname(f) === '.css');
const cssBytes = css.reduce((sum, f) => sum + gzippedBytes(outDir, url(f)), 0);
console.log(`\nCSS: ${kb(cssBytes)} gzipped in ${css.length} file(s) (budget ${kb(BUDGETS.cssBytes)})`);
if (cssBytes > BUDGETS.cssBytes) breaches.push(`CSS total ${kb(cssBytes)} > ${kb(BUDGETS.cssBytes)}`);

const images = files.filter((f) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(f));
const clips = files.filter((f) => /\.(mp4|webm)$/i.test(f));
const largest = (list) => list.reduce((max, f) => Math.max(max, statSync(f).size), 0);
console.log(`Images: ${images.length}, largest ${kb(largest(images))} (budget ${kb(BUDGETS.imageBytes)})`);
console.log(`Clips: ${clips.length}, largest ${kb(largest(clips))} (budget ${kb(BUDGETS.clipBytes)})`);
for (const f of images) if (statSync(f).size > BUDGETS.imageBytes) breaches.push(`image ${url(f)}: ${kb(statSync(f).size)}`);
for (const f of clips) if (statSync(f).size > BUDGETS.clipBytes) breaches.push(`clip ${url(f)}: ${kb(statSync(f).size)}`);

// Markup rules on every page.
let videos = 0;
for (const { path, file } of exportedPages(outDir)) {
  const $ = parseHtml(readFileSync(file, 'utf8'));
  $('video').each((_, video) => {
    videos += 1;
    if (!['none', 'metadata'].includes(video.attribs.preload ?? '')) breaches.push(`video without preload none/metadata on ${path}`);
    // A clip shows its poster, or a lazy image standing in for it until the island sets it (demo-video.tsx).
    if (!video.attribs.poster && $(video).siblings('img[loading="lazy"]').length === 0) breaches.push(`video without a poster on ${path}`);
  });
  // The first section of the page holds its LCP candidate. Carousel slides after the first start
  // off-screen (slides are marked aria-roledescription="slide", labelled "n of m"), so lazy is right there.
  $('main section')
    .first()
    .find('img[loading="lazy" i]')
    .each((_, img) => {
      const slide = $(img).closest('[aria-roledescription="slide"]');
      if (slide.length > 0 && !/^1 /.test(slide.attr('aria-label') ?? '')) return;
      breaches.push(`lazy-loaded image in the first section of ${path}: ${img.attribs.src ?? ''}`);
    });
  const fonts = $('link[rel="preload"][as="font"]').length;
  if (fonts > BUDGETS.preloadedFonts) breaches.push(`${fonts} fonts preloaded on ${path}`);
}
console.log(`Videos checked: ${videos}; pages checked for lazy hero images and font preloads: ${pages.length}`);

if (breaches.length > 0) {
  console.error(`\n${breaches.length} budget breach(es):\n  - ${breaches.join('\n  - ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
