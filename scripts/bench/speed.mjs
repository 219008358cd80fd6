#!/usr/bin/env node
/**
 * npm run speed -- /pricing: Lighthouse (mobile, as PageSpeed Insights runs it) on one page of the built site
 * in out/, served as the preview serves it, third parties blocked as in the bench; writes its HTML report
 * to bench/speed/<page>.html and opens it in the system's browser when there is one. Run `npm run build`
 * first; `npm run bench` measures every page.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { launchChrome, settings } from './lighthouse.mjs';
import { root } from '../lib/ts.mjs';
import { startServer } from '../serve.mjs';

const path = process.argv[2] ?? '/';
if (!path.startsWith('/')) {
  console.error(`Give a path of the site, such as /pricing (got "${path}").`);
  process.exit(2);
}
const port = 4420;
const server = await startServer({ port });
const chrome = await launchChrome();
try {
  const { lhr, report } = await lighthouse(`http://localhost:${port}${path}`, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    ...settings,
  });
  const dir = join(root, 'bench', 'speed');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.html`);
  writeFileSync(file, report);
  const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(
    `${path}: performance ${Math.round(lhr.categories.performance.score * 100)}, FCP ${audit('first-contentful-paint')} ms, ` +
      `LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms\nReport: ${file}`,
  );
  const opener = { darwin: 'open', win32: 'explorer' }[process.platform] ?? 'xdg-open';
  spawn(opener, [file], { stdio: 'ignore', detached: true })
    .on('error', () => console.log('(No browser to open it here: open the file above.)'))
    .unref();
} finally {
  await chrome.kill();
  server.close();
}
