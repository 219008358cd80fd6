/**
 * Sitemap and robots.txt, written into out/ after `next build` by `next-sitemap` (see scripts/postbuild.mjs).
 *
 * next-sitemap finds every exported HTML page; `transform` keeps the ones that ask to be indexed, reading
 * what each page itself declares: no `noindex` robots tag, and a canonical URL that is its own (so the
 * noindex pages and a page whose canonical points at another URL stay out). Images and data files are not
 * HTML pages and never appear. The site URL comes from lib/config.ts, the only reader of the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importTs, root } from './scripts/lib/ts.mjs';

const { absoluteUrl, config } = await importTs('lib/config.ts');
const { headInfo, isIndexable } = await importTs('scripts/lib/html.ts');
const outDir = join(root, 'out');

function exportedFile(path) {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
  return candidates.map((name) => join(outDir, name)).find((file) => existsSync(file));
}

/** @type {import('next-sitemap').IConfig} */
const sitemapConfig = {
  siteUrl: config.origin,
  output: 'export',
  outDir: 'out',
  trailingSlash: false,
  generateIndexSitemap: false,
  generateRobotsTxt: true,
  // The export knows no real modification dates; a build date would claim every page changed.
  autoLastmod: false,
  changefreq: undefined,
  priority: undefined,
  transform: async (_config, path) => {
    const file = exportedFile(path);
    // Guards against next-sitemap misreading an export path (it strips "index" from anywhere in a name).
    if (!file) throw new Error(`next-sitemap listed ${path}, which is not an exported page`);
    return isIndexable(headInfo(readFileSync(file, 'utf8')), absoluteUrl(path)) ? { loc: path } : null;
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};

export default sitemapConfig;
