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
import { htmlFiles } from './lib/html.mjs';
import { importTs, root } from './lib/ts.mjs';

const metaPattern = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/gi;

/** Writes the policy of every exported page into its head. Returns one entry per page. */
export async function writeCspMeta({ outDir = join(root, 'out') } = {}) {
  const { config } = await importTs('lib/config.ts');
  const csp = await importTs('lib/csp.ts');
  const pages = [];
  for (const { path, file } of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8').replace(metaPattern, '');
    const inline = csp.inlineSources(html);
    const policy = csp.serializePolicy(csp.pagePolicy(path, inline, config));
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
    const charset = /<meta charSet="utf-8"\s*\/?>/i.exec(html);
    const head = /<head\b[^>]*>/i.exec(html);
    const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
    if (at < 0) throw new Error(`${file}: no <head> to put the Content-Security-Policy in`);
    const firstScript = html.search(/<script\b|<link\b[^>]*\bas="script"/i);
    if (firstScript !== -1 && firstScript < at) throw new Error(`${file}: a script comes before the policy could`);
    writeFileSync(file, html.slice(0, at) + meta + html.slice(at));
    pages.push({ path, scripts: inline.scripts.length, styles: inline.styles.length + inline.styleAttributes.length, policy });
  }
  return pages;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const pages = await writeCspMeta();
  console.log(`Content-Security-Policy: written into ${pages.length} pages`);
}
