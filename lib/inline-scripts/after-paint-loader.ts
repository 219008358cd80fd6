/**
 * The loader that requests a page's startup scripts after its first paint (docs/performance.md). The
 * post-build cuts Next's `<script async>` tags and script preloads out of each page and puts this module,
 * compiled (scripts/lib/inline-scripts.ts), before `</head>` in a script whose `data-startup-scripts`
 * attribute lists them: the same code on every page, so one hash in every page's policy.
 *
 * Each script is fetched from the first contentful paint and run (added once, async) once the images on the
 * first screen have loaded and painted too, so that the largest paint never waits for a script, in the
 * browser or in Lighthouse's model of it. A page that reports no paint runs them at its load event, and a
 * background tab, which paints nothing, at once.
 */

/** The attribute of an inline stylesheet cut to what its page shows (set by the post-build, scripts/lib/stylesheet.ts). */
export const PRUNED_ATTRIBUTE = 'data-pruned';

/** The attribute of the loader's own `<script>` that lists the scripts it loads, as a JSON array. */
export const STARTUP_SCRIPTS_ATTRIBUTE = 'data-startup-scripts';

/** The images on the first screen that are still loading. */
function loadingOnFirstScreen(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return !image.complete && box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
}

/** Requests `sources` once the page has painted (see above). */
export function loadAfterPaint(sources: readonly string[]): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    // The page's stylesheet was cut to what its HTML shows (scripts/lib/stylesheet.ts): the whole of it, for what
    // islands draw later, comes with the scripts.
    for (const style of document.querySelectorAll<HTMLStyleElement>(`style[${PRUNED_ATTRIBUTE}][data-href]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = style.dataset.href!;
      document.head.appendChild(link);
    }
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  // After the next frame has been painted, not merely scheduled.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(run, 0));
  const fetchAll = () => {
    for (const src of sources) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = src;
      document.head.appendChild(link);
    }
  };
  const afterImages = () => {
    const waiting = loadingOnFirstScreen();
    let left = waiting.length;
    if (left === 0) return afterPaint();
    const one = () => {
      left -= 1;
      if (left === 0) afterPaint();
    };
    for (const image of waiting) {
      image.addEventListener('load', one);
      image.addEventListener('error', one);
    }
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      fetchAll();
      afterImages();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    run();
  }
  addEventListener('load', afterPaint);
  if (document.visibilityState === 'hidden') run();
}

/** Loads the scripts listed on the running `<script>` itself: the entry the post-build compiles. */
export function loadListedScripts(): void {
  const listed = document.currentScript?.getAttribute(STARTUP_SCRIPTS_ATTRIBUTE);
  loadAfterPaint(listed ? (JSON.parse(listed) as string[]) : []);
}
