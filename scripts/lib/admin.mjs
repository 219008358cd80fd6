/**
 * The editor at /admin (docs/editing.md), written into the export by the post-build: Sveltia CMS's npm build
 * bundled with our editor code (lib/cms/editor.ts, started with the posts' rules) by esbuild, its fonts
 * (Source Sans 3, Noto Mono, Material Symbols Outlined: the fontsource woff2 files the package ships) beside
 * it, its configuration generated from the content schemas and the posts' choices (lib/cms/config.ts,
 * content/post-choices.ts) and a page that loads them. Everything is served from the site's own origin; the
 * page's headers (noindex, its own policy) are in vercel.json.
 */
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { exportFiles } from './export.mjs';
import { importTs, root } from './ts.mjs';

const require = createRequire(import.meta.url);

/** The site's stylesheets in the export, for the editor's preview (the pages inline the same rules). */
const siteStylesheets = (outDir) => exportFiles(outDir, '_next/static').flatMap((file) => (file.endsWith('.css') ? [`/${file}`] : []));

const fontCdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)[:@][^/]*\/([a-z0-9-]+)\.woff2/g;

/**
 * The package's stylesheet still names its three fonts on a public CDN, which the editor's policy refuses:
 * each address becomes the same fontsource file in the package, served from /admin/assets. An address that
 * has no file there stops the build (a new version of the package names another font).
 */
function fontsFromOurOrigin(assets) {
  const files = readdirSync(assets).filter((name) => name.endsWith('.woff2'));
  return {
    name: 'fonts-from-our-origin',
    setup(bundle) {
      bundle.onLoad({ filter: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(fontCdn, (address, family, variant) => {
          const file = files.find((name) => name.startsWith(`${family}-${variant}-`));
          if (!file) throw new Error(`scripts/lib/admin.mjs: no file in ${assets} for ${address}`);
          return `/admin/assets/${file}`;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}

const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function page({ title, stylesheets }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escape(title)}</title>
${stylesheets.map((href) => `    <meta name="preview-stylesheet" content="${escape(href)}" />`).join('\n')}
    <link rel="cms-config-url" type="application/json" href="/admin/config.json" />
    <script type="module" src="/admin/editor.js"></script>
  </head>
  <body></body>
</html>
`;
}

/** Writes out/admin: index.html, config.json, editor.js and its chunks, and the fonts. */
export async function writeAdmin(outDir) {
  const { config } = await importTs('lib/config.ts');
  const { editorConfig, adminPath } = await importTs('lib/cms/config.ts');
  const { editorChoices, postRules } = await importTs('content/post-choices.ts');
  const dir = join(outDir, adminPath.slice(1));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The package's npm build loads its own files relative to its module (`new URL('assets/…', import.meta.url)`).
  const assets = join(dirname(require.resolve('@sveltia/cms')), 'assets');
  const settings = editorConfig(config, editorChoices);
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(settings, null, 2)}\n`);
  writeFileSync(join(dir, 'index.html'), page({ title: settings.app_title, stylesheets: siteStylesheets(outDir) }));
  await build({
    // The entry: the editor started with the posts' rules, as the build checks them.
    stdin: {
      contents: `import { startEditor } from './lib/cms/editor.ts';\nstartEditor(${JSON.stringify(postRules)});\n`,
      resolveDir: root,
      sourcefile: 'editor.ts',
      loader: 'ts',
    },
    entryNames: 'editor',
    outdir: dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    chunkNames: 'chunks/[name]-[hash]',
    alias: { '@': root },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    logLevel: 'warning',
    plugins: [fontsFromOurOrigin(assets)],
  });
  cpSync(assets, join(dir, 'assets'), { recursive: true, filter: (file) => !file.endsWith('.map') });
}
