/**
 * Variants of the built export that the benchmark measures beside it, each written into a copy of out/:
 *
 * - `limit`: every script removed, the page as pure HTML and CSS: the best first paint it could have.
 * - `after-paint`: Next's runtime scripts taken out of the head and added by a small loader once the page
 *   has painted (DOMContentLoaded, then a frame, then a task). The site shipped this until the measurements
 *   in bench/report.md chose Next's own loading; the variant stays here so the comparison can be re-run.
 * - `no-hints`: the scripts as Next wrote them, without the compile hint the post-build puts first
 *   (lib/compile-hints.ts), so the report can show what the hint earns.
 *
 * Pages are rewritten with a real HTML parser (cheerio on parse5), never with regular expressions.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { exportedPages } from '../../lib/export.mjs';
import { importTs } from '../../lib/ts.mjs';

/** The page without any script or script preload. */
export function withoutScripts(html) {
  const $ = load(html);
  $('script, link[as="script"]').remove();
  return $.html();
}

/** The loader's code: adds `sources` (async, in order) after DOMContentLoaded, a frame and a task. */
export function afterPaintLoader(sources) {
  return (
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",later):later()})(${JSON.stringify(sources)})`
  );
}

/** The page with Next's async runtime scripts started after first paint. */
export function withRuntimeAfterPaint(html) {
  const $ = load(html);
  const runtime = $('script[src^="/_next/"][async]');
  const sources = runtime.map((_, element) => $(element).attr('src')).get();
  if (sources.length === 0) return html;
  runtime.remove();
  $('link[rel="preload"][as="script"]').remove();
  $('head').append($('<script></script>').text(afterPaintLoader(sources)));
  return $.html();
}

/**
 * Copies `outDir` to `dir` and rewrites every page with `transform`. With `policy`, each page's
 * Content-Security-Policy is computed again for its new inline scripts (lib/csp.ts).
 */
export async function writeVariant(outDir, dir, transform, { policy = false } = {}) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  const { config } = await importTs('lib/config.ts');
  const csp = policy ? await importTs('lib/csp.ts') : undefined;
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
  const { withoutCompileHint } = await importTs('lib/compile-hints.ts');
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
