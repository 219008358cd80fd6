/**
 * The inline loader that requests a page's startup scripts after its first paint (written by
 * scripts/lib/after-paint.mjs), and its reader for the bench and the tests.
 */
const LOADER_END = ',document)';

/**
 * The loader's code for `sources`: each fetched from the first contentful paint and run (added once, async)
 * once the images on the first screen have loaded and painted too, so that the largest paint never waits for
 * a script, in the browser or in Lighthouse's model of it (docs/performance.md).
 */
export function afterPaintLoader(sources) {
  return (
    `(function(s,d){var done=0;function go(){if(done)return;done=1;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.head.appendChild(e)})}` +
    `function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}function fetchAll(){s.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;d.head.appendChild(l)})}` +
    `function afterImages(){var w=[].filter.call(d.images,function(i){var r=i.getBoundingClientRect();return!i.complete&&r.width>0&&r.bottom>0&&r.top<innerHeight});var n=w.length;` +
    `function one(){if(--n<=0)painted()}if(!n){n=1;one()}w.forEach(function(i){i.addEventListener("load",one);i.addEventListener("error",one)})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();fetchAll();afterImages()}}).observe({type:"paint",buffered:true})}catch(e){go()}` +
    `addEventListener("load",painted);if(d.visibilityState==="hidden")go()})(${JSON.stringify(sources)}${LOADER_END}`
  );
}

/** The scripts an inline script written by `afterPaintLoader` adds, or null for any other script. */
export function loaderSources(code) {
  if (!code.startsWith('(function(s,d){var done=0;') || !code.endsWith(LOADER_END)) return null;
  return JSON.parse(code.slice(code.lastIndexOf('})(') + 3, -LOADER_END.length));
}
