/**
 * What the pages of the export weigh: the scripts each page loads (its script tags and those its after-paint
 * loader adds), gzipped, and the part of that above Next's own runtime. The budgets (tests/export/budgets.test.ts)
 * and the bench read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startupScriptsOf } from '../../lib/after-paint';
import { exportedPages } from '../../lib/export.mjs';
import { parseHtml, policySources } from '../../lib/html';

/** The size and markup budgets of the export: byte counts, never timings. */
export const BUDGETS = {
  /** Gzipped bytes of the scripts one page loads. */
  jsBytes: 200 * 1024,
  /** Gzipped bytes of all stylesheets. */
  cssBytes: 25 * 1024,
  imageBytes: 200 * 1024,
  clipBytes: 600 * 1024,
  preloadedFonts: 2,
  /** Gzipped bytes of a page's HTML: a product page carries a sample report, any other page is text. */
  htmlBytes: { product: 50 * 1024, text: 36 * 1024 },
} as const;

/** The gzipped HTML a page may weigh (`BUDGETS.htmlBytes`). */
export const htmlBudget = (path: string): number =>
  path.startsWith('/products/') ? BUDGETS.htmlBytes.product : BUDGETS.htmlBytes.text;

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const gzipped = new Map<string, number>();

/** Gzipped size (level 9) of an exported file given by its URL path. */
export function gzippedBytes(outDir: string, urlPath: string): number {
  const file = join(outDir, decodeURIComponent(urlPath.split('?')[0]!));
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The scripts a page loads, once each. */
export function pageScriptSources(html: string): string[] {
  const { scriptSources } = policySources(html);
  return [...new Set([...scriptSources, ...(startupScriptsOf(parseHtml(html)) ?? [])])];
}

/** JS weight of each exported page: gzipped bytes in all, and beyond Next's runtime (the build manifest's rootMainFiles). */
export function jsWeights(root: string) {
  const outDir = join(root, 'out');
  const manifest = JSON.parse(readFileSync(join(root, '.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const floor = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
  const sum = (sources: string[]) => sources.reduce((total, src) => total + gzippedBytes(outDir, src), 0);
  return {
    floorBytes: sum([...floor]),
    pages: exportedPages(outDir).map(({ path, file }) => {
      const sources = pageScriptSources(readFileSync(file, 'utf8')).filter((src) => src.startsWith('/'));
      return { path, bytes: sum(sources), ours: sum(sources.filter((src) => !floor.has(src))) };
    }),
  };
}
