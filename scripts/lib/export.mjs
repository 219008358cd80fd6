/** The one walker over the static export (out/): which pages it holds. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
        // Next's own files, and the editor at /admin: an app of its own (scripts/lib/admin.mjs), not a page.
        if (entry.name !== '_next' && relative(outDir, full) !== 'admin') walk(full);
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
