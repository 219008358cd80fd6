#!/usr/bin/env node
/**
 * The one step after `next build` (`npm run build`), for what a static export cannot do by itself:
 *   - the stylesheet once: the React payload's copies of the page's inline stylesheet emptied, and the inline one cut to the rules the page can use (scripts/lib/stylesheet.ts);
 *   - the two scripts every page runs before React, compiled from lib/inline-scripts/ (scripts/lib/inline-scripts.ts):
 *     the early-tap script first in its head, and the loader that requests its startup scripts after its first
 *     paint (scripts/lib/after-paint.ts);
 *   - its Content-Security-Policy with the hashes of exactly the inline code it holds, in a meta tag first in
 *     its head (scripts/lib/csp.ts; `frame-ancestors` comes from the header in vercel.json);
 *   - V8's compile hint on each startup script the pages load (scripts/lib/compile-hints.ts);
 *   - sitemap.xml and robots.txt by next-sitemap (next-sitemap.config.mjs), the tool the owners chose;
 *   - the editor at /admin (scripts/lib/admin.mjs), a static app of its own that no page links to.
 * Running it again gives the same files. The tests check the result (tests/export).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeAdmin } from './lib/admin.mjs';
import { exportedPages } from './lib/export.mjs';
import { importTs, root } from './lib/ts.mjs';

const { config } = await importTs('lib/config.ts');
const { withPolicyMeta } = await importTs('scripts/lib/csp.ts');
const { policySources } = await importTs('scripts/lib/html.ts');
const { withCompileHint } = await importTs('scripts/lib/compile-hints.ts');
const { afterPaintEdits } = await importTs('scripts/lib/after-paint.ts');
const { earlyTapsEdit } = await importTs('scripts/lib/inline-scripts.ts');
const { withStylesheetOnce } = await importTs('scripts/lib/stylesheet.ts');

const outDir = join(root, 'out');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!existsSync(join(outDir, 'index.html'))) fail('No build in out/: run "next build" first.');

const started = performance.now();
// next-sitemap reads the page index, not the pages: it runs in its own process meanwhile.
for (const name of ['sitemap.xml', 'robots.txt']) rmSync(join(outDir, name), { force: true });
const sitemap = new Promise((resolve) => {
  const bin = join(root, 'node_modules', '.bin', 'next-sitemap');
  execFile(bin, ['--config', 'next-sitemap.config.mjs'], { cwd: root }, (error, stdout, stderr) =>
    resolve({ error, output: stdout + stderr }),
  );
});
// Each same-origin script a page loads, with the first page that loads it (to name in an error).
const loadedBy = new Map();
const pages = exportedPages(outDir, { errorPages: true });
for (const { path, file } of pages) {
  try {
    // The stylesheet once: its copies in the React payload go before anything is hashed.
    const source = withStylesheetOnce(readFileSync(file, 'utf8'));
    // One read of the page; the inline scripts and the policy are written in one pass over its text.
    const read = policySources(source);
    const early = earlyTapsEdit(read);
    const loaded = afterPaintEdits(read);
    const { html, scriptSources } = withPolicyMeta(source, path, config, {
      read,
      edits: [...early.edits, ...loaded.edits],
      scripts: [...early.scripts, ...loaded.scripts],
    });
    writeFileSync(file, html);
    for (const src of [...loaded.sources, ...scriptSources]) {
      if (src.startsWith('/') && !src.startsWith('//') && !loadedBy.has(src)) loadedBy.set(src, path);
    }
  } catch (error) {
    fail(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

for (const [src, path] of loadedBy) {
  const file = join(outDir, decodeURIComponent(src.split(/[?#]/)[0]));
  if (!existsSync(file)) fail(`${path} loads ${src}, which is not in the export`);
  writeFileSync(file, withCompileHint(readFileSync(file, 'utf8')));
}

await writeAdmin(outDir);

const { error, output } = await sitemap;
// next-sitemap reports its own errors but exits 0: a missing file is how a failure shows.
if (error || !existsSync(join(outDir, 'sitemap.xml')) || !existsSync(join(outDir, 'robots.txt'))) {
  fail(`next-sitemap did not write the sitemap:\n${output}`);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Post-build: early-tap script, script loader and CSP in ${pages.length} pages, compile hints on ${loadedBy.size} scripts, sitemap, editor — ${seconds} s`,
);
