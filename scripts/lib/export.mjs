/** The one walker over the static export (out/): the files it holds, and which of them are pages. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` of the export `outDir`, as paths from `outDir` with `/` separators, sorted. */
export const exportFiles = (outDir, dir = '') =>
  readdirSync(join(outDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/**
 * Every exported HTML page as { path, file }, sorted by path; `path` is the URL the preview serves it at.
 * Next's own files and the editor at /admin (an app of its own, scripts/lib/admin.mjs) are not pages. The 404
 * page and Next's internal not-found page are left out unless `errorPages` is set (the post-build steps give
 * them a policy and images too).
 */
export function exportedPages(outDir, { errorPages = false } = {}) {
  return exportFiles(outDir)
    .filter((file) => file.endsWith('.html') && !/^(_next|admin)\//.test(file))
    .map((file) => file.replace(/\.html$/, ''))
    .filter((page) => errorPages || (page !== '404' && page !== '_not-found'))
    .map((page) => ({ path: page === 'index' ? '/' : `/${page.replace(/\/index$/, '')}`, file: join(outDir, `${page}.html`) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
