/**
 * Sitemap and robots.txt, written into out/ after `next build` by `next-sitemap` (see scripts/postbuild.mjs).
 *
 * next-sitemap finds every exported HTML page; `transform` keeps those the page index (content/pages.ts) marks
 * indexable and that show no other page's content (`canonicalPath`). The error pages have no record and stay
 * out. The post-build checks the result against what each page's head declares. The site URL comes from
 * lib/config.ts, the only reader of the environment.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importTs, root } from './scripts/lib/ts.mjs';

const { config } = await importTs('lib/config.ts');
const { findPage } = await importTs('content/pages.ts');
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
    const page = findPage(path);
    return page?.indexable && !page.canonicalPath ? { loc: path } : null;
  },
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};

export default sitemapConfig;
