/**
 * V8's explicit compile hint for a whole file (Chromium 136 and later; the explainer is
 * https://github.com/WICG/explicit-javascript-compile-hints-file-based). A script that begins with this
 * comment has every function in it compiled eagerly, on the background thread that compiles the script
 * while it downloads, instead of lazily on the main thread when Next's startup chunks first run them. Other
 * engines read it as a comment. Its measured gain: `bench/report.md`, "Compile hints".
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
