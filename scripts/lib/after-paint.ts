/**
 * Next's startup scripts requested once the page has painted, not while it is being parsed (part of the
 * post-build's pass over each page, scripts/postbuild.mjs). Lighthouse charges every request that finishes
 * before a page's largest paint to that paint; with the scripts asked for only after it, the largest paint
 * is the HTML's own. docs/performance.md has the measurements behind this and what it costs hydration.
 *
 * The page's `<script src async>` tags (not the `nomodule` fallback) and Next's script preloads are cut out
 * of the source text as written; the loader (lib/inline-scripts/after-paint-loader.ts) goes in the head and
 * adds the same scripts, in the same order, once the page has painted. Taps before then are kept by the
 * early-tap script (lib/inline-scripts/early-taps.ts).
 */
import { STARTUP_SCRIPTS_ATTRIBUTE } from '@/lib/inline-scripts/after-paint-loader';
import type { CheerioAPI, Edit, PolicySources } from './html';
import { afterPaintLoaderTag, inlineScripts } from './inline-scripts';

/**
 * The edits that make a page, read by `policySources`, request its startup scripts after the first paint; the
 * inline code they add (for the page's policy) and the scripts it loads (for the compile hints). A page
 * without startup scripts gets no edits.
 */
export function afterPaintEdits({ startupScripts, scriptPreloads, headClose }: PolicySources): {
  edits: Edit[];
  scripts: string[];
  sources: string[];
} {
  const sources = startupScripts.map((script) => script.src);
  if (sources.length === 0) return { edits: [], scripts: [], sources };
  if (headClose < 0) throw new Error('no </head> to put the script loader before');
  const cuts = [...startupScripts.map((script) => script.range), ...scriptPreloads].map(([start, end]) => ({ start, end, text: '' }));
  // Before `</head>`, so it runs before the body is parsed.
  const loader = { start: headClose, end: headClose, text: afterPaintLoaderTag(sources) };
  return { edits: [...cuts, loader], scripts: [inlineScripts().afterPaintLoader], sources };
}

/** The startup scripts a page's loader adds, or null when the page has no loader. */
export function startupScriptsOf($: CheerioAPI): string[] | null {
  const listed = $(`script[${STARTUP_SCRIPTS_ATTRIBUTE}]`).attr(STARTUP_SCRIPTS_ATTRIBUTE);
  return listed === undefined ? null : (JSON.parse(listed) as string[]);
}
