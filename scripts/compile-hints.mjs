/**
 * The post-build's compile hints (scripts/lib/compile-hints.ts): the scripts the pages load from this site — Next's
 * startup chunks — get V8's "compile every function now" comment as their first line. Chunks loaded later
 * (a modal's, the estimator's worker) keep V8's lazy compiling: they are not all run when they arrive.
 *
 * A chunk's name is the hash of what Next wrote; the hint is the same for the same chunk, so a name still
 * stands for one content and the immutable caching of /_next/static holds.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTs } from './lib/ts.mjs';

const { withCompileHint, hasCompileHint } = await importTs('scripts/lib/compile-hints.ts');

/**
 * Hints each same-origin script that `pages` (`{ path, scriptSources }`, from the policy step's pass over
 * each page) load. Throws, naming the page, when a page loads a script the export does not hold. Returns
 * how many scripts were hinted now and how many already were.
 */
export function hintStartupScripts({ outDir, pages }) {
  const loadedBy = new Map();
  for (const { path, scriptSources } of pages) {
    for (const src of scriptSources) {
      if (src.startsWith('/') && !src.startsWith('//') && !loadedBy.has(src)) loadedBy.set(src, path);
    }
  }
  let hinted = 0;
  for (const [src, path] of loadedBy) {
    const file = join(outDir, decodeURIComponent(src.split(/[?#]/)[0]));
    if (!existsSync(file)) throw new Error(`${path} loads ${src}, which is not in the export`);
    const source = readFileSync(file, 'utf8');
    if (hasCompileHint(source)) continue;
    writeFileSync(file, withCompileHint(source));
    hinted += 1;
  }
  return { hinted, already: loadedBy.size - hinted };
}
