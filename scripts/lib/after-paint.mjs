/**
 * Next's startup scripts requested once the page has painted, not while it is being parsed (part of the
 * post-build's pass over each page, scripts/csp-meta.mjs). Lighthouse charges every request that finishes
 * before a page's largest paint to that paint; with the scripts asked for only after it, the largest paint
 * is the HTML's own. docs/performance.md has the measurements behind this and what it costs hydration.
 *
 * The page's `<script src async>` tags (not the `nomodule` fallback) and Next's script preloads are cut out
 * of the source text as written; a small inline loader in the head adds the same scripts, in the same
 * order, when the first contentful paint is reported, when the page loads without one, or at once in a
 * background tab (which paints nothing). Taps before then are kept by lib/tap-replay.ts, as before.
 */
import { afterPaintLoader } from './after-paint-loader.mjs';
import { importTs } from './ts.mjs';

const { parseHtml, sourceRanges, withoutRanges } = await importTs('scripts/lib/html.ts');

const STARTUP_SCRIPTS = 'script[src][async]:not([nomodule])';
const SCRIPT_PRELOADS = 'link[rel="preload"][as="script"]';

/**
 * `html` with its startup scripts loaded after the first paint, and the scripts it loads (for the compile
 * hints). A page without startup scripts comes back as it was.
 */
export function withScriptsAfterPaint(html) {
  const $ = parseHtml(html);
  const sources = $(STARTUP_SCRIPTS)
    .toArray()
    .map((script) => $(script).attr('src'));
  if (sources.length === 0) return { html, sources };
  const ranges = [...sourceRanges($, STARTUP_SCRIPTS), ...sourceRanges($, SCRIPT_PRELOADS)].sort((a, b) => a[0] - b[0]);
  const headEnd = $('head').get(0)?.endIndex ?? -1;
  const closing = html.lastIndexOf('</head>', headEnd);
  if (closing < 0) throw new Error('no </head> to put the script loader before');
  // Before `</head>`, so it runs before the body is parsed; the cut ranges before it shift it left.
  const at = closing - ranges.filter(([start]) => start < closing).reduce((sum, [start, end]) => sum + end - start, 0);
  const cut = withoutRanges(html, ranges);
  return { html: `${cut.slice(0, at)}<script>${afterPaintLoader(sources)}</script>${cut.slice(at)}`, sources };
}
