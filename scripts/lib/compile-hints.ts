/**
 * V8's explicit compile hint for a whole file (Chromium 136 and later; the explainer is
 * https://github.com/WICG/explicit-javascript-compile-hints-file-based). A script that begins with this
 * comment has every function in it compiled eagerly, on the background thread that compiles the script
 * while it downloads. Without it V8 compiles each function lazily, on the main thread, the first time it
 * runs — and Next's startup chunks run most of theirs at once, when Turbopack instantiates the page's
 * modules: the lazy compiles were a third of that one long task. Other engines read it as a comment.
 *
 * Measured by `npm run bench` beside the same build without it (bench/report.md, "Compile hints"; 46 pages):
 * Lighthouse mobile performance median 94 → 99 and TBT 247 → 107 ms (/tools/estimator-checker 93 → 99); in a
 * real browser on the slow phone, hydration 283 ms sooner and a first tap answered 198 ms sooner (medians).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Whether `source` starts with the compile hint (the only place V8 reads it). */
export const hasCompileHint = (source: string): boolean => source.startsWith(`${COMPILE_HINT}\n`);

/** `source` with the compile hint as its first line, once (a second call changes nothing). */
export function withCompileHint(source: string): string {
  return hasCompileHint(source) ? source : `${COMPILE_HINT}\n${source}`;
}

/** `source` as Next wrote it, without the hint (the benchmark measures the site both ways). */
export function withoutCompileHint(source: string): string {
  return hasCompileHint(source) ? source.slice(COMPILE_HINT.length + 1) : source;
}
