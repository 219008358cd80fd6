#!/usr/bin/env node
/**
 * Open Graph images, after `next build`: one 1200×630 PNG for every image an exported page names under
 * `/og/` (its `og:image` / `twitter:image`), drawn from that page's own Open Graph title and description
 * with the card of `scripts/lib/og-card.ts`: laid out by satori (the engine inside `next/og`) into an SVG whose
 * text is glyph outlines, rasterised by resvg (native build) and encoded by sharp, with Inter from
 * `@fontsource/inter` (satori reads WOFF, not WOFF2).
 *
 * Most of a card is the same on every page (the gradients, the owl marks, the brand, the footer) and costs
 * most of resvg's time, so it is rasterised once per worker: each card rasterises only its own text and lays
 * it between the layers drawn before and after it (see `createLayers`), the same pixels as a whole render
 * within one level of rounding at the edges of the letters.
 *
 * Every image is checked: the text must lie inside the card's text box. The title is set at the largest
 * size at which it fits — measured on the glyph outlines satori draws, so a size that does not fit costs a
 * layout, not a rasterisation; a title that fits at no size stops the build with the page named.
 *
 *   node scripts/og-images.mjs                 generate into out/og/
 *   node scripts/og-images.mjs --early DIR     draw the page index's cards into DIR (scripts/build.mjs, beside next build)
 *   node scripts/og-images.mjs --probe JSON    fit [{"title", "description"}, …] and print each result (tests)
 *   node scripts/og-images.mjs --compare JSON  draw each in layers and whole, print how far apart the pixels are (tests)
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

const { escapeAttribute, headInfo, svgParts } = await importTs('scripts/lib/html.ts');

const require = createRequire(import.meta.url);

/** The outline (`d`) of each `<path>` of an SVG read by `svgParts`; a transformed path is refused (its box is not measured). */
function pathOutlines(parts) {
  return parts.paths.map((path) => {
    if (path.transform !== undefined) throw new Error('Unexpected transformed path in the Open Graph card');
    return path.d;
  });
}

const isDigit = (code) => code >= 48 && code <= 57;

/**
 * Calls `visit` with each number of path data `d`, read as `-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?` reads them (so
 * "1.5.5-2" is 1.5, .5 and -2), by scanning the characters: a card's glyphs hold thousands of numbers.
 */
function eachNumber(d, visit) {
  const n = d.length;
  let i = 0;
  while (i < n) {
    const start = i;
    let j = d.charCodeAt(i) === 45 ? i + 1 : i;
    if (isDigit(d.charCodeAt(j))) {
      while (isDigit(d.charCodeAt(j))) j += 1;
      if (d.charCodeAt(j) === 46) {
        j += 1;
        while (isDigit(d.charCodeAt(j))) j += 1;
      }
    } else if (d.charCodeAt(j) === 46 && isDigit(d.charCodeAt(j + 1))) {
      j += 1;
      while (isDigit(d.charCodeAt(j))) j += 1;
    } else {
      i = start + 1;
      continue;
    }
    if ((d.charCodeAt(j) | 32) === 101) {
      let k = j + 1;
      if (d.charCodeAt(k) === 43 || d.charCodeAt(k) === 45) k += 1;
      if (isDigit(d.charCodeAt(k))) {
        while (isDigit(d.charCodeAt(k))) k += 1;
        j = k;
      }
    }
    visit(Number(d.slice(start, j)));
    i = j;
  }
}

/**
 * The box around `outlines` (absolute M/L/Q/C/Z path data, as satori writes glyphs): its numbers taken in
 * pairs. Curve control points count, so the box may be a pixel larger than the ink, never smaller.
 */
function outlineBox(outlines) {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  let x = 0;
  let isY = false;
  const visit = (value) => {
    if (!isY) x = value;
    else {
      if (x < left) left = x;
      if (x > right) right = x;
      if (value < top) top = value;
      if (value > bottom) bottom = value;
    }
    isY = !isY;
  };
  for (const d of outlines) {
    if (/[^MLQCZ\d\s.,eE+-]/.test(d)) {
      throw new Error(`Unexpected path in the Open Graph card (only absolute M, L, Q, C, Z are measured): ${d.slice(0, 80)}`);
    }
    isY = false;
    eachNumber(d, visit);
  }
  return right < left ? undefined : { left, top, right, bottom };
}

/**
 * resvg's pixels of an SVG: RGBA, premultiplied, transparent where nothing is drawn. The cards' text is
 * glyph outlines, so resvg needs no fonts: not loading the system's saves a tenth of each render.
 */
function pixels(svg) {
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
}

/**
 * The card as an opaque PNG, encoded by sharp from 8-bit pixels (without the alpha channel the card never
 * uses, half the bytes of resvg's own encoder at about the same speed). zlib level 2: the same pixels as
 * any level (PNG is lossless) in 7 ms instead of 12 at level 4 and 19 at level 6, for ~40 % more bytes than
 * level 4 (a post's card ~140 KB instead of ~100 KB; budget 200 KB). Only social networks fetch a card, once;
 * every build draws them all.
 */
function encode(data, { width, height }, channels) {
  return sharp(data, { raw: { width, height, channels } }).removeAlpha().png({ compressionLevel: 2 }).toBuffer();
}

/**
 * The start tag of `parts`' SVG showing only the pixels from (x0, y0) to (x1, y1) of it, at their size;
 * the root must map user units to pixels one to one (satori's `viewBox="0 0 width height"`).
 */
function cropped(parts, { x0, y0, x1, y1 }) {
  const { width, height, viewBox, ...rest } = parts.attributes;
  if (
    viewBox
      ?.trim()
      .split(/[\s,]+/)
      .join(' ') !== `0 0 ${width} ${height}`
  ) {
    throw new Error(`Unexpected root of the Open Graph card: ${parts.open}`);
  }
  const attributes = { width: x1 - x0, height: y1 - y0, viewBox: `${x0} ${y0} ${x1 - x0} ${y1 - y0}`, ...rest };
  return `<svg ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
    .join(' ')}>`;
}

/** Elements that draw nothing themselves: what they define is drawn where another element refers to it. */
const DEFINITIONS = new Set([
  'defs',
  'mask',
  'clipPath',
  'pattern',
  'linearGradient',
  'radialGradient',
  'filter',
  'symbol',
  'marker',
  'style',
]);

/**
 * `a` over `b` for one channel of premultiplied 8-bit pixels, `alpha` being `a`'s: a + b × (255 − alpha) / 255,
 * rounded. resvg blends a glyph's edge with its exact coverage, which the text layer keeps only to 8 bits:
 * there the two differ by one level, rarely two.
 */
const over = (a, b, alpha) => {
  const v = b * (255 - alpha) + 128;
  return a + ((v + (v >> 8)) >> 8);
};

/**
 * The card drawn in layers. `blank` is the card without title and description; a page's card differs from it
 * only in the elements between a common head (backgrounds, owl mark, brand, accent bar) and a common tail
 * (the faint owl, the footer). Those are rasterised once: `below` (the head), `above` (the tail, on
 * transparent) and the whole blank card. A page's card is then the blank card wherever its own elements
 * draw nothing, and `above` over its own elements over `below` where they do. Returns undefined when the
 * card does not split so (then it is rendered whole).
 */
function createLayers(blank) {
  const cache = new Map();
  const blankImage = pixels(blank.open + blank.children.map((child) => child.source).join('') + '</svg>');
  const size = { width: blankImage.width, height: blankImage.height };
  const blankPixels = blankImage.pixels;
  // The blank card as RGB: what every card starts from (opaque, so premultiplied is plain).
  const blankRgb = Buffer.alloc(size.width * size.height * 3);
  for (let i = 0, j = 0; i < blankPixels.length; i += 4, j += 3) {
    blankRgb[j] = blankPixels[i];
    blankRgb[j + 1] = blankPixels[i + 1];
    blankRgb[j + 2] = blankPixels[i + 2];
  }
  const document = (open, children, drawn) =>
    open +
    children
      .filter((child, i) => drawn(i) || DEFINITIONS.has(child.name))
      .map((child) => child.source)
      .join('') +
    '</svg>';

  /** The layers for a card whose first `head` and last `tail` elements are the blank card's. */
  function layersFor(head, tail) {
    const key = `${head}/${tail}`;
    if (!cache.has(key)) {
      const n = blank.children.length;
      const ownBlank = blank.children.slice(head, n - tail);
      // The blank card must draw nothing between head and tail, or it is no background for the page's text.
      const layers = ownBlank.every((child) => DEFINITIONS.has(child.name))
        ? {
            below: pixels(document(blank.open, blank.children, (i) => i < head)).pixels,
            above: pixels(document(blank.open, blank.children, (i) => i >= n - tail)).pixels,
          }
        : undefined;
      cache.set(key, layers);
    }
    return cache.get(key);
  }

  /**
   * The card of `parts` (read by `svgParts`) as a PNG, or undefined when it does not split into layers.
   * `box`, the box around the page's own outlines, bounds where its pixels are blended in (all of the card
   * when not given): elsewhere its text layer is transparent.
   */
  return function render(parts, box) {
    const own = parts.children;
    if (parts.open !== blank.open) return undefined;
    const limit = Math.min(own.length, blank.children.length);
    let head = 0;
    while (head < limit && own[head].source === blank.children[head].source) head += 1;
    let tail = 0;
    while (tail < limit - head && own[own.length - 1 - tail].source === blank.children[blank.children.length - 1 - tail].source) tail += 1;
    const layers = layersFor(head, tail);
    if (!layers) return undefined;
    const { below, above } = layers;
    // Antialiasing reaches a pixel past an outline's box; two keep the bounds safe.
    const x0 = Math.max(0, Math.floor(box?.left ?? 0) - 2);
    const x1 = Math.min(size.width, Math.ceil(box?.right ?? size.width) + 2);
    const y0 = Math.max(0, Math.floor(box?.top ?? 0) - 2);
    const y1 = Math.min(size.height, Math.ceil(box?.bottom ?? size.height) + 2);
    if (x1 <= x0 || y1 <= y0) return encode(blankRgb, size, 3);
    // The text layer is rasterised over that box only (a whole-card pixmap costs more than the text on it):
    // shifted by whole pixels, its outlines cover the same pixels.
    const text = pixels(document(cropped(parts, { x0, y0, x1, y1 }), own, (i) => i >= head && i < own.length - tail)).pixels;
    const rgb = Buffer.from(blankRgb);
    const width = x1 - x0;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0, t = (y - y0) * width * 4, i = (y * size.width + x0) * 4, j = (y * size.width + x0) * 3; x < x1; x += 1) {
        const alpha = text[t + 3];
        if (alpha !== 0) {
          const aboveAlpha = above[i + 3];
          rgb[j] = over(above[i], over(text[t], below[i], alpha), aboveAlpha);
          rgb[j + 1] = over(above[i + 1], over(text[t + 1], below[i + 1], alpha), aboveAlpha);
          rgb[j + 2] = over(above[i + 2], over(text[t + 2], below[i + 2], alpha), aboveAlpha);
        }
        t += 4;
        i += 4;
        j += 3;
      }
    }
    return encode(rgb, size, 3);
  };
}

/** The whole card of `parts` rendered at once: for a card that does not split into layers. */
function rasterise(parts) {
  const image = pixels(parts.open + parts.children.map((child) => child.source).join('') + '</svg>');
  return encode(image.pixels, image, 4);
}

/** Everything a render needs, loaded once. `layers: false` renders every card whole (to compare). */
export async function createRenderer({ layers = true } = {}) {
  const { config } = await importTs('lib/config.ts');
  const card = await importTs('scripts/lib/og-card.ts');
  const { OG_IMAGE_SIZE } = await importTs('lib/metadata.ts');
  const font = (subset, weight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
  const fonts = ['latin', 'latin-ext'].flatMap((subset) =>
    [400, 600, 700].map((weight) => ({ name: 'Inter', data: font(subset, weight), weight, style: 'normal' })),
  );
  const logoSrc = `data:image/svg+xml;base64,${readFileSync(join(root, 'public', 'logo.svg')).toString('base64')}`;
  const base = { brand: config.brandName, host: card.displayHost(config.origin), logoSrc };

  const layout = async (input, size) => svgParts(await satori(card.ogCard({ ...base, ...input }, size), { ...OG_IMAGE_SIZE, fonts }));
  // What the card draws without a title or description: every other path is the page's own text.
  const blankParts = await layout({ title: '', description: '' }, card.OG_TITLE_SIZES[0]);
  const blank = new Set(pathOutlines(blankParts));
  const layered = layers ? createLayers(blankParts) : () => undefined;
  const box = card.OG_TEXT_BOX;
  // Side bearings and curve control points may reach a few pixels past the box.
  const slack = 4;

  /** Lays `input` out at the largest title size at which all text stays in the box, and rasterises that. */
  async function fit(title, description) {
    const input = { title, description: card.descriptionLine(description) };
    const tried = [];
    for (const size of card.OG_TITLE_SIZES) {
      const parts = await layout(input, size);
      const found = outlineBox(pathOutlines(parts).filter((d) => !blank.has(d)));
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
      if (fits) return { fits: true, size, text, box, png: await (layered(parts, found) ?? rasterise(parts)) };
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
    const { image, title, description, pages } = job;
    written.push({ image, title, description, pages, bytes: result.png.length, titleSize: result.size });
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

/**
 * The cards that `pages` (`{ path, head }`, the head as `headInfo` reads it) name: one job per image, with the
 * pages that name it. Throws when a page names an image elsewhere or two pages name one image with different titles.
 */
export async function ogJobsOf(pages, { outDir = join(root, 'out') } = {}) {
  const { config } = await importTs('lib/config.ts');
  const jobs = new Map();
  const problems = [];

  for (const { path, head } of pages) {
    const { og, twitter } = head;
    for (const image of new Set([og.image, twitter.image].filter(Boolean))) {
      const url = new URL(image, config.origin);
      if (url.origin !== config.origin) {
        problems.push(`${path}: its Open Graph image ${image} is not on ${config.origin}`);
        continue;
      }
      if (!url.pathname.startsWith('/og/')) {
        if (!existsSync(join(outDir, decodeURIComponent(url.pathname)))) {
          problems.push(`${path}: its Open Graph image ${url.pathname} does not exist`);
        }
        continue;
      }
      const job = { image: url.pathname, title: cardTitle(og), description: og.description ?? '', pages: [path] };
      const existing = jobs.get(job.image);
      if (!existing) jobs.set(job.image, job);
      else if (existing.title !== job.title || existing.description !== job.description) {
        problems.push(`${job.image} is named by ${existing.pages[0]} and ${path} with different titles`);
      } else existing.pages.push(path);
      if (!job.title) problems.push(`${path}: no og:title to draw its image from`);
    }
  }
  if (problems.length > 0) throw new Error(`Open Graph images:\n  - ${problems.join('\n  - ')}`);
  return [...jobs.values()];
}

/** The cards the exported pages in `outDir` name, read from their heads (see `ogJobsOf`). */
export async function collectOgJobs({ outDir = join(root, 'out') } = {}) {
  const pages = exportedPages(outDir, { errorPages: true }).map(({ path, file }) => ({ path, head: headInfo(readFileSync(file, 'utf8')) }));
  return ogJobsOf(pages, { outDir });
}

/**
 * Renders the cards of `list` (from `collectOgJobs`) into `outDir`, in worker threads: it reads no page, so
 * the pages may change meanwhile (the post-build writes their policies then). Returns what it wrote.
 */
export async function renderOgJobs(list, { outDir = join(root, 'out') } = {}) {
  if (list.length === 0) return [];
  // Rendering is CPU-bound (satori + resvg): share the cards among one worker per core.
  const workers = Math.max(1, Math.min(availableParallelism(), Math.ceil(list.length / 8)));
  const shares = Array.from({ length: workers }, (_, w) => list.filter((_, i) => i % workers === w));
  const results = await Promise.all(shares.map((share) => (workers === 1 ? renderJobs(share, outDir) : inWorker(share, outDir))));
  const written = results.flat();
  const order = new Map(list.map((job, i) => [job.image, i]));
  written.sort((a, b) => order.get(a.image) - order.get(b.image));
  return written;
}

/**
 * The cards the page index (content/pages.ts) says the pages will name: one job per route, with the title and
 * description its head gets from `pageMetadata`. They can be drawn before the pages exist (`drawEarly`); the
 * heads stay the authority (`placeDrawn`).
 */
export async function collectIndexJobs() {
  const { allPages } = await importTs('content/pages.ts');
  const { ogImagePath } = await importTs('lib/metadata.ts');
  const jobs = new Map();
  for (const route of allPages) {
    const image = ogImagePath(route.path);
    if (!jobs.has(image)) jobs.set(image, { image, title: route.title, description: route.description ?? '', pages: [route.path] });
  }
  return [...jobs.values()];
}

const MANIFEST = 'cards.json';

/**
 * Draws the cards of the page index into `dir` and lists them in `dir/cards.json` once all are drawn.
 * scripts/build.mjs runs it at low priority beside `next build`, whose compilation leaves a good part of a
 * core idle. Returns what it drew.
 */
export async function drawEarly(dir) {
  rmSync(dir, { recursive: true, force: true });
  const written = await renderOgJobs(await collectIndexJobs(), { outDir: dir });
  writeFileSync(join(dir, MANIFEST), JSON.stringify(written));
  return written;
}

/**
 * Moves the cards drawn early in `drawnDir` into `outDir` where a job of the exported heads names the same
 * image with the same title and description; returns what it placed and the jobs still to draw.
 */
export function placeDrawn(jobs, { drawnDir, outDir = join(root, 'out') }) {
  const manifest = join(drawnDir, MANIFEST);
  if (!existsSync(manifest)) return { placed: [], remaining: jobs };
  const drawn = new Map(JSON.parse(readFileSync(manifest, 'utf8')).map((card) => [card.image, card]));
  const placed = [];
  const remaining = [];
  for (const job of jobs) {
    const card = drawn.get(job.image);
    const from = join(drawnDir, decodeURIComponent(job.image));
    if (!card || card.title !== job.title || card.description !== job.description || !existsSync(from)) {
      remaining.push(job);
      continue;
    }
    const to = join(outDir, decodeURIComponent(job.image));
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
    placed.push({ ...card, pages: job.pages });
  }
  return { placed, remaining };
}

/** Generates every page's Open Graph image into `outDir`. Returns what it wrote. */
export async function generateOgImages({ outDir = join(root, 'out') } = {}) {
  return renderOgJobs(await collectOgJobs({ outDir }), { outDir });
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
  } else if (args[0] === '--compare') {
    // Draws each {"title", "description"} in layers and whole, and prints how far apart their pixels are (tests).
    const inputs = [JSON.parse(args[1] ?? '[]')].flat();
    const [layered, whole] = await Promise.all([createRenderer(), createRenderer({ layers: false })]);
    for (const input of inputs) {
      const [a, b] = [await layered.fit(input.title, input.description ?? ''), await whole.fit(input.title, input.description ?? '')];
      const [pa, pb] = await Promise.all([a, b].map((result) => result.png && sharp(result.png).raw().toBuffer()));
      let maxDiff = 0;
      let differing = 0;
      for (let i = 0; pa && pb && i < pa.length; i += 1) {
        const diff = Math.abs(pa[i] - pb[i]);
        if (diff > 0) differing += 1;
        maxDiff = Math.max(maxDiff, diff);
      }
      const sizes = { layered: a.size, whole: b.size, sameLength: pa?.length === pb?.length };
      process.stdout.write(`${JSON.stringify({ ...sizes, maxDiff, differingShare: pa ? differing / pa.length : 0 })}\n`);
    }
  } else if (args[0] === '--early') {
    // Draws the page index's cards into the directory given (scripts/build.mjs runs this beside `next build`).
    const written = await drawEarly(resolve(args[1] ?? join(root, '.next', 'cache', 'og-cards')));
    console.log(`Open Graph images: ${written.length} drawn from the page index`);
  } else {
    const written = await generateOgImages();
    console.log(`Open Graph images: ${written.length} written to out/og/`);
  }
}
