/**
 * The inline loader that requests a page's startup scripts after its first paint (written by
 * scripts/lib/after-paint.mjs), and its reader for the bench and the tests.
 */
const LOADER_END = ',document)';

/** The loader's code for `sources`: each added once, async, after the first contentful paint. */
export function afterPaintLoader(sources) {
  return (
    `(function(s,d){var done=0;function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){go()}` +
    `addEventListener("load",go);if(d.visibilityState==="hidden")go()})(${JSON.stringify(sources)}${LOADER_END}`
  );
}

/** The scripts an inline script written by `afterPaintLoader` adds, or null for any other script. */
export function loaderSources(code) {
  if (!code.startsWith('(function(s,d){var done=0;') || !code.endsWith(LOADER_END)) return null;
  return JSON.parse(code.slice(code.lastIndexOf('})(') + 3, -LOADER_END.length));
}
