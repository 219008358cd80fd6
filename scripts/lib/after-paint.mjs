/**
 * Next's startup scripts requested once the page has painted, not while it is being parsed (part of the
 * post-build's pass over each page, scripts/postbuild.mjs). Lighthouse charges every request that finishes
 * before a page's largest paint to that paint; with the scripts asked for only after it, the largest paint
 * is the HTML's own. docs/performance.md has the measurements behind this and what it costs hydration.
 *
 * The page's `<script src async>` tags (not the `nomodule` fallback) and Next's script preloads are cut out
 * of the source text as written; a small inline loader in the head adds the same scripts, in the same
 * order, when the first contentful paint is reported, when the page loads without one, or at once in a
 * background tab (which paints nothing). Taps before then are kept by lib/tap-replay.ts, as before.
 */
import { afterPaintLoader } from './after-paint-loader.mjs';

/**
 * The edits (scripts/lib/html.ts `Edit`) that make a page, read by `policySources`, request its startup
 * scripts after the first paint; the loader's code (for the page's policy) and the scripts it loads (for
 * the compile hints). A page without startup scripts gets no edits.
 */
export function afterPaintEdits({ startupScripts, scriptPreloads, headClose }) {
  const sources = startupScripts.map((script) => script.src);
  if (sources.length === 0) return { edits: [], scripts: [], sources };
  if (headClose < 0) throw new Error('no </head> to put the script loader before');
  const code = afterPaintLoader(sources);
  const cuts = [...startupScripts.map((script) => script.range), ...scriptPreloads].map(([start, end]) => ({ start, end, text: '' }));
  // Before `</head>`, so it runs before the body is parsed.
  return { edits: [...cuts, { start: headClose, end: headClose, text: `<script>${code}</script>` }], scripts: [code], sources };
}
