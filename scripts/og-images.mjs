#!/usr/bin/env node
/**
 * Open Graph images, after `next build`: one 1200×630 PNG for every image an exported page names under
 * `/og/` (its `og:image` / `twitter:image`), drawn from that page's own Open Graph title and description
 * with the card of `lib/og-card.ts`: laid out by satori (the engine inside `next/og`) into an SVG whose
 * text is glyph outlines, rasterised once by resvg (native build) and encoded by sharp, with Inter from
 * `@fontsource/inter` (satori reads WOFF, not WOFF2).
 *
 * Every image is checked: the text must lie inside the card's text box. The title is set at the largest
 * size at which it fits — measured on the glyph outlines satori draws, so a size that does not fit costs a
 * layout, not a rasterisation; a title that fits at no size stops the build with the page named.
 *
 *   node scripts/og-images.mjs                 generate into out/og/
 *   node scripts/og-images.mjs --probe JSON    fit [{"title", "description"}, …] and print each result (tests)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { exportedPages } from './lib/export.mjs';
import { importTs, root } from './lib/ts.mjs';

const { headInfo, parseXml } = await importTs('lib/html.ts');

const require = createRequire(import.meta.url);

/** The outline (`d`) of each `<path>` of an SVG; a transformed path is refused (its box is not measured). */
function pathOutlines(svg) {
  return parseXml(svg)('path')
    .toArray()
    .map((path) => {
      if (path.attribs.transform !== undefined) throw new Error('Unexpected transformed path in the Open Graph card');
      return path.attribs.d ?? '';
    });
}

/**
 * The box around `outlines` (absolute M/L/Q/C/Z path data, as satori writes glyphs). Curve
 * control points count, so the box may be a pixel larger than the ink, never smaller.
 */
function outlineBox(outlines) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const d of outlines) {
    if (/[^MLQCZ\d\s.,eE+-]/.test(d)) {
      throw new Error(`Unexpected path in the Open Graph card (only absolute M, L, Q, C, Z are measured): ${d.slice(0, 80)}`);
    }
    const numbers = d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi)?.map(Number) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      const [x, y] = [numbers[i], numbers[i + 1]];
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return right < left ? undefined : { left, top, right, bottom };
}

/**
 * The card as an opaque PNG: resvg draws the SVG, sharp encodes it (without the alpha channel the card
 * never uses, half the bytes of resvg's own encoder at about the same speed).
 */
async function rasterise(svg) {
  const image = new Resvg(svg, { fitTo: { mode: 'original' } }).render();
  return sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Everything a render needs, loaded once. */
async function createRenderer() {
  const { config } = await importTs('lib/config.ts');
  const card = await importTs('lib/og-card.ts');
  const { OG_IMAGE_SIZE } = await importTs('lib/metadata.ts');
  const font = (subset, weight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
  const fonts = ['latin', 'latin-ext'].flatMap((subset) =>
    [400, 600, 700].map((weight) => ({ name: 'Inter', data: font(subset, weight), weight, style: 'normal' })),
  );
  const logoSrc = `data:image/svg+xml;base64,${readFileSync(join(root, 'public', 'logo.svg')).toString('base64')}`;
  const base = { brand: config.brandName, host: card.displayHost(config.origin), logoSrc };

  const layout = (input, size) => satori(card.ogCard({ ...base, ...input }, size), { ...OG_IMAGE_SIZE, fonts });
  // What the card draws without a title or description: every other path is the page's own text.
  const blank = new Set(pathOutlines(await layout({ title: '', description: '' }, card.OG_TITLE_SIZES[0])));
  const box = card.OG_TEXT_BOX;
  // Side bearings and curve control points may reach a few pixels past the box.
  const slack = 4;

  /** Lays `input` out at the largest title size at which all text stays in the box, and rasterises that. */
  async function fit(title, description) {
    const input = { title, description: card.descriptionLine(description) };
    const tried = [];
    for (const size of card.OG_TITLE_SIZES) {
      const svg = await layout(input, size);
      const found = outlineBox(pathOutlines(svg).filter((d) => !blank.has(d)));
      const text = found && {
        left: Math.floor(found.left),
        top: Math.floor(found.top),
        right: Math.ceil(found.right),
        bottom: Math.ceil(found.bottom),
      };
      const fits =
        text !== undefined &&
        text.left >= box.left - slack &&
        text.right <= box.right + slack &&
        text.top >= box.top - slack &&
        text.bottom <= box.bottom;
      tried.push({ size, text });
      if (fits) return { fits: true, size, text, box, png: await rasterise(svg) };
    }
    return { fits: false, tried, box };
  }

  return { config, fit };
}

/** Title of a page for its card: the Open Graph title without the " | Brand" suffix. */
function cardTitle(og) {
  const title = og.title ?? '';
  const suffix = og.site_name ? ` | ${og.site_name}` : '';
  return suffix && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/** Renders and writes the cards of `jobs` into `outDir`; stops at a title that fits at no size. */
async function renderJobs(jobs, outDir) {
  const { fit } = await createRenderer();
  const written = [];
  for (const job of jobs) {
    const result = await fit(job.title, job.description);
    if (!result.fits) {
      throw new Error(
        `The Open Graph title of ${job.pages.join(', ')} does not fit its card at any size: "${job.title}". ` +
          'Shorten the title (the page part of its <title>).',
      );
    }
    const file = join(outDir, decodeURIComponent(job.image));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, result.png);
    written.push({ image: job.image, pages: job.pages, bytes: result.png.length, titleSize: result.size });
  }
  return written;
}

/** `renderJobs` in a worker thread running this file. */
function inWorker(jobs, outDir) {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { jobs, outDir } });
    worker.once('message', (message) => (message.error ? reject(new Error(message.error)) : resolvePromise(message.written)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`an Open Graph worker stopped with exit code ${code}`));
    });
  });
}

/** Generates every page's Open Graph image into `outDir`. Returns what it wrote. */
export async function generateOgImages({ outDir = join(root, 'out') } = {}) {
  const { config } = await importTs('lib/config.ts');
  const jobs = new Map();
  const problems = [];

  for (const page of exportedPages(outDir, { errorPages: true })) {
    const { og, twitter } = headInfo(readFileSync(page.file, 'utf8'));
    for (const image of new Set([og.image, twitter.image].filter(Boolean))) {
      const url = new URL(image, config.origin);
      if (url.origin !== config.origin) {
        problems.push(`${page.path}: its Open Graph image ${image} is not on ${config.origin}`);
        continue;
      }
      if (!url.pathname.startsWith('/og/')) {
        if (!existsSync(join(outDir, decodeURIComponent(url.pathname)))) {
          problems.push(`${page.path}: its Open Graph image ${url.pathname} does not exist`);
        }
        continue;
      }
      const job = { image: url.pathname, title: cardTitle(og), description: og.description ?? '', pages: [page.path] };
      const existing = jobs.get(job.image);
      if (!existing) jobs.set(job.image, job);
      else if (existing.title !== job.title || existing.description !== job.description) {
        problems.push(`${job.image} is named by ${existing.pages[0]} and ${page.path} with different titles`);
      } else existing.pages.push(page.path);
      if (!job.title) problems.push(`${page.path}: no og:title to draw its image from`);
    }
  }
  if (problems.length > 0) throw new Error(`Open Graph images:\n  - ${problems.join('\n  - ')}`);

  const list = [...jobs.values()];
  // Rendering is CPU-bound (satori + resvg): share the cards among one worker per core.
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(list.length / 8)));
  const shares = Array.from({ length: workers }, (_, w) => list.filter((_, i) => i % workers === w));
  const results = await Promise.all(shares.map((share) => (workers === 1 ? renderJobs(share, outDir) : inWorker(share, outDir))));
  const written = results.flat();
  const order = new Map(list.map((job, i) => [job.image, i]));
  written.sort((a, b) => order.get(a.image) - order.get(b.image));
  return written;
}

if (!isMainThread && workerData?.jobs) {
  try {
    parentPort.postMessage({ written: await renderJobs(workerData.jobs, workerData.outDir) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--probe') {
    // Fits each {"title", "description"} of a JSON array and prints one result per line (no PNG bytes).
    const inputs = [JSON.parse(args[1] ?? '[]')].flat();
    const { fit } = await createRenderer();
    for (const input of inputs) {
      const { png, ...result } = await fit(input.title, input.description ?? '');
      if (args[2] && png) writeFileSync(args[2], png);
      process.stdout.write(`${JSON.stringify({ ...result, bytes: png?.length })}\n`);
    }
  } else {
    const written = await generateOgImages();
    console.log(`Open Graph images: ${written.length} written to out/og/`);
  }
}
