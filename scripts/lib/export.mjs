/**
 * Reading the static export: which pages it holds, which scripts each page references, and what they
 * weigh gzipped. Shared by the budget check and the benchmark.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Every exported HTML page as { path, file }; `path` is the URL the preview serves it at. */
export function exportedPages(outDir) {
  const pages = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full);
        continue;
      }
      if (!name.endsWith('.html')) continue;
      const rel = relative(outDir, full).split(sep).join('/').replace(/\.html$/, '');
      if (rel === '404' || rel === '_not-found') continue;
      pages.push({ path: rel === 'index' ? '/' : `/${rel}`, file: full });
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** The `src` of each classic or module script a page loads (not `nomodule` fallbacks for old browsers). */
export function scriptSources(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) sources.push(src);
  }
  return [...new Set(sources)];
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
      const sources = scriptSources(readFileSync(file, 'utf8')).filter((src) => src.startsWith('/'));
      const bytes = sources.reduce((sum, src) => sum + gzippedBytes(outDir, src), 0);
      const ours = sources.filter((src) => !floorSet.has(src)).reduce((sum, src) => sum + gzippedBytes(outDir, src), 0);
      return { path, bytes, ours };
    }),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
