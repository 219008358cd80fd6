#!/usr/bin/env node
/**
 * Per-page Content-Security-Policy, after `next build`: Next's static export writes inline scripts (the
 * React Server Components payload and the bootstrap), so each page's policy lists the sha256 of exactly the
 * inline scripts and styles it holds, in a `<meta http-equiv="Content-Security-Policy">` placed first in its
 * head, before any script. The directives a meta tag cannot carry (`frame-ancestors`) come from the response
 * header in vercel.json. The policy itself is `lib/csp.ts`. Running it again replaces the tag.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportedPages } from './lib/export.mjs';
import { importTs, root } from './lib/ts.mjs';

/** Writes the policy of every exported page into its head. Returns one entry per page. */
export async function writeCspMeta({ outDir = join(root, 'out') } = {}) {
  const { config } = await importTs('lib/config.ts');
  const csp = await importTs('lib/csp.ts');
  const pages = [];
  for (const { path, file } of exportedPages(outDir, { errorPages: true })) {
    let result;
    try {
      result = csp.withPolicyMeta(readFileSync(file, 'utf8'), path, config);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    writeFileSync(file, result.html);
    const { inline, policy } = result;
    pages.push({ path, scripts: inline.scripts.length, styles: inline.styles.length + inline.styleAttributes.length, policy });
  }
  return pages;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = await writeCspMeta();
  console.log(`Content-Security-Policy: written into ${pages.length} pages`);
}
