/**
 * Reading the static export: which pages it holds (the one walker over out/), which scripts each page
 * references, and what they weigh gzipped. Shared by the post-build steps, the budgets and the benchmark;
 * the HTML itself is read by scripts/lib/html.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loaderSources } from './after-paint-loader.mjs';
import { importTs } from './ts.mjs';

const { policySources } = await importTs('scripts/lib/html.ts');

/** The scripts a page loads, once each: its script tags and those its after-paint loader adds. */
export function pageScriptSources(html) {
  const { inline, scriptSources } = policySources(html);
  return [...new Set([...scriptSources, ...inline.scripts.flatMap((code) => loaderSources(code) ?? [])])];
}

/**
 * Every exported HTML page as { path, file }, sorted by path; `path` is the URL the preview serves it at.
 * The 404 page and Next's internal not-found page are left out unless `errorPages` is set (the post-build
 * steps give them a policy and images too).
 */
export function exportedPages(outDir, { errorPages = false } = {}) {
  const pages = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const rel = relative(outDir, full)
        .split(sep)
        .join('/')
        .replace(/\.html$/, '');
      if (!errorPages && (rel === '404' || rel === '_not-found')) continue;
      pages.push({ path: rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`, file: full });
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

const gzipCache = new Map();

/** Gzipped size (level 9) of an exported file given by its URL path. */
export function gzippedBytes(outDir, urlPath) {
  const file = join(outDir, decodeURIComponent(urlPath.split('?')[0]));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The framework floor: the scripts Next.js loads on every page before any component of ours (its
 * runtime, React and the router), as listed in the build manifest's rootMainFiles.
 */
export function frameworkFloor(root) {
  const manifest = JSON.parse(readFileSync(join(root, '.next', 'build-manifest.json'), 'utf8'));
  const files = manifest.rootMainFiles.map((file) => `/_next/${file}`);
  return { files, bytes: files.reduce((sum, file) => sum + gzippedBytes(join(root, 'out'), file), 0) };
}

/** JS weight of each exported page: total gzipped bytes and the part above the framework floor. */
export function jsWeights(root) {
  const outDir = join(root, 'out');
  const floor = frameworkFloor(root);
  const floorSet = new Set(floor.files);
  return {
    floor,
    pages: exportedPages(outDir).map(({ path, file }) => {
      const sources = pageScriptSources(readFileSync(file, 'utf8')).filter((src) => src.startsWith('/'));
      const bytes = sources.reduce((sum, src) => sum + gzippedBytes(outDir, src), 0);
      const ours = sources.filter((src) => !floorSet.has(src)).reduce((sum, src) => sum + gzippedBytes(outDir, src), 0);
      return { path, bytes, ours };
    }),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
