/**
 * Variants of the built export that the benchmark measures beside it, each written into a copy of out/:
 *
 * - `limit`: every script removed, the page as pure HTML and CSS: the best first paint it could have.
 * - `next`: the startup scripts requested from the head as Next writes them, instead of after the first paint
 *   as the site ships them (scripts/lib/after-paint.ts), so the report can show what the loader earns and costs.
 * - `no-hints`: the scripts as Next wrote them, without the compile hint the post-build puts first
 *   (scripts/lib/compile-hints.ts), so the report can show what the hint earns.
 *
 * Pages are rewritten with a real HTML parser (cheerio on parse5), never with regular expressions.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { exportedPages } from '../../lib/export.mjs';
import { importTs } from '../../lib/ts.mjs';

const { STARTUP_SCRIPTS_ATTRIBUTE } = await importTs('lib/inline-scripts/after-paint-loader.ts');

/** The page without any script or script preload. */
export function withoutScripts(html) {
  const $ = load(html);
  $('script, link[as="script"]').remove();
  return $.html();
}

/** The page with Next's own script loading: its startup scripts requested from the head while it parses. */
export function withNextLoading(html) {
  const $ = load(html);
  const loader = $(`script[${STARTUP_SCRIPTS_ATTRIBUTE}]`);
  if (loader.length === 0) return html;
  const sources = JSON.parse(loader.attr(STARTUP_SCRIPTS_ATTRIBUTE));
  loader.remove();
  for (const src of sources) $('head').append($('<script async></script>').attr('src', src));
  return $.html();
}

/**
 * Copies `outDir` to `dir` and rewrites every page with `transform`. With `policy`, each page's
 * Content-Security-Policy is computed again for its new inline scripts (scripts/lib/csp.ts).
 */
export async function writeVariant(outDir, dir, transform, { policy = false } = {}) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  const { config } = await importTs('lib/config.ts');
  const csp = policy ? await importTs('scripts/lib/csp.ts') : undefined;
  for (const page of exportedPages(dir)) {
    let html = transform(readFileSync(page.file, 'utf8'));
    if (csp) html = csp.withPolicyMeta(html, page.path, config).html;
    writeFileSync(page.file, html);
  }
  return dir;
}

/** Copies `outDir` to `dir` with the compile hint taken off every script of `_next/static`. */
export async function writeWithoutCompileHints(outDir, dir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  const { withoutCompileHint } = await importTs('scripts/lib/compile-hints.ts');
  const scripts = join(dir, '_next', 'static');
  for (const entry of readdirSync(scripts, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath ?? entry.path, entry.name);
    const source = readFileSync(file, 'utf8');
    const bare = withoutCompileHint(source);
    if (bare !== source) writeFileSync(file, bare);
  }
  return dir;
}
