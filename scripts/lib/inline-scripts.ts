/**
 * The two scripts the post-build inlines into every page, compiled from their TypeScript modules in
 * lib/inline-scripts/ (type-checked, linted and unit-tested like the rest of the site): esbuild bundles each
 * entry with what it imports into one minified function call, for the browsers Next compiles the pages'
 * own scripts for. Compiled once per build; the bytes are the same on every page, so each is one hash in
 * every page's Content-Security-Policy.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSync } from 'esbuild';
import { escapeAttribute, type Edit, type PolicySources } from './html';

const require = createRequire(import.meta.url);
const root = join(dirname(require.resolve('../../package.json')));

/** Next's "modern" browsers (`chrome 111`, …), as esbuild names them (`chrome111`). */
const nextBrowsers: readonly string[] = require('next/dist/shared/lib/modern-browserslist-target.js');
const target = nextBrowsers.map((browser) => browser.replace(' ', ''));

/** Compiles `call`, a call of a function exported by `module` (a path from the root), into a classic script. */
function compile(module: string, call: string): string {
  const { outputFiles } = buildSync({
    stdin: { contents: `import { ${call.split('(')[0]} } from './${module}';\n${call};`, resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target,
    alias: { '@': root },
    logLevel: 'silent',
  });
  return outputFiles[0]!.text.trim();
}

export interface InlineScripts {
  /** The page's first script, which keeps taps made before hydration (lib/inline-scripts/early-taps.ts). */
  readonly earlyTaps: string;
  /** The startup scripts' loader (lib/inline-scripts/after-paint-loader.ts). */
  readonly afterPaintLoader: string;
}

let compiled: InlineScripts | undefined;

/** Both scripts' code, compiled on first use. */
export function inlineScripts(): InlineScripts {
  compiled ??= {
    earlyTaps: compile('lib/inline-scripts/early-taps.ts', 'keepEarlyTaps()'),
    afterPaintLoader: compile('lib/inline-scripts/after-paint-loader.ts', 'loadListedScripts()'),
  };
  return compiled;
}

/** The `<script>` tags: the early-tap script, and the loader listing `sources` in its attribute. */
export const earlyTapsTag = () => `<script>${inlineScripts().earlyTaps}</script>`;
export const afterPaintLoaderTag = (sources: readonly string[]) =>
  `<script data-startup-scripts="${escapeAttribute(JSON.stringify(sources))}">${inlineScripts().afterPaintLoader}</script>`;

/**
 * The edit that puts the early-tap script first in a page's head (right where the policy goes, and after it),
 * and the code it adds; none when the page has it already, so that running the post-build again changes
 * nothing.
 */
export function earlyTapsEdit(read: PolicySources): { edits: Edit[]; scripts: string[] } {
  const code = inlineScripts().earlyTaps;
  if (read.inline.scripts.includes(code)) return { edits: [], scripts: [] };
  return { edits: [{ start: read.headStart, end: read.headStart, text: earlyTapsTag() }], scripts: [code] };
}
