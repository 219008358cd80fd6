/**
 * Starts Next.js's runtime after the page's first paint.
 *
 * The static export references the runtime (~128 KB gzipped) as `<script src async>` tags in the head and a
 * low-priority `<link rel="preload" as="script">`. On a phone those downloads share the connection with the
 * stylesheet, the font and the hero image, and when they arrive early the parser stops to run them before
 * the browser has painted anything. Every page is complete HTML without JavaScript, so nothing a visitor
 * sees needs the runtime first: this transform, run on the exported HTML after `next build`, removes the
 * tags and puts in their place one small inline script that adds the same scripts (in the same order, still
 * async) once the document is parsed and a frame has been painted. Hydration is unchanged: the RSC payload
 * stays inline and queues in `self.__next_f` until the runtime reads it. Scripts inserted before `load`
 * still hold the `load` event, so "page loaded" keeps meaning "hydrated".
 *
 * The loader is an inline script, so it must run before the page's Content-Security-Policy is computed
 * (`lib/csp.ts` hashes it like every other inline script).
 */

/** The attribute the loader carries, so the transform can tell a page it has already processed. */
export const LOADER_MARKER = 'data-runtime-after-paint';

const asyncScript = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/?>/g;

/** The loader: after DOMContentLoaded, the next animation frame, then a task (the frame has painted). */
export function loaderScript(sources: readonly string[]): string {
  const body =
    `(function(s){function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",later):later()})(${JSON.stringify(sources)})`;
  return `<script ${LOADER_MARKER}="">${body}</script>`;
}

/**
 * `html` with Next's async runtime scripts and script preloads replaced by one after-paint loader, and the
 * list of scripts it will add. Pages without runtime scripts (or already processed) come back unchanged.
 */
export function withRuntimeAfterPaint(html: string): { html: string; sources: readonly string[] } {
  if (html.includes(LOADER_MARKER)) return { html, sources: [] };
  const sources: string[] = [];
  const stripped = html
    .replace(asyncScript, (_tag, source: string) => {
      sources.push(source);
      return '';
    })
    .replace(scriptPreload, '');
  if (sources.length === 0) return { html, sources };
  // At the end of the head: after the policy, the stylesheet and the font preload, before any content.
  const headEnd = stripped.search(/<\/head>/i);
  if (headEnd < 0) throw new Error('the page has no </head> for the runtime loader');
  return { html: stripped.slice(0, headEnd) + loaderScript(sources) + stripped.slice(headEnd), sources };
}
