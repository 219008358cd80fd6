import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1300, height: 1700 } });
const root = process.cwd() + '/node_modules/pdfjs-dist/build/';
await page.route('http://x/**', (route) => {
  const name = route.request().url().slice('http://x/'.length);
  if (name === 'index.html') return route.fulfill({ contentType: 'text/html', body: `<html><body style="margin:0;background:#888"><script type="module">
import * as pdfjs from 'http://x/pdf.mjs'; pdfjs.GlobalWorkerOptions.workerSrc='http://x/pdf.worker.mjs';
const data = await (await fetch('http://x/doc.pdf')).arrayBuffer();
const doc = await pdfjs.getDocument({data}).promise;
for (let i=1;i<=doc.numPages;i++){ const p=await doc.getPage(i); const v=p.getViewport({scale:2}); const c=document.createElement('canvas'); c.width=v.width;c.height=v.height; c.style.width=(v.width/2*1.0)+'px'; c.style.display='block'; c.style.margin='8px'; document.body.append(c); await p.render({canvasContext:c.getContext('2d'),viewport:v}).promise; }
document.title='done';
</script></body></html>` });
  if (name === 'doc.pdf') return route.fulfill({ contentType: 'application/pdf', body: readFileSync(file) });
  return route.fulfill({ contentType: 'text/javascript', body: readFileSync(root + name) });
});
await page.goto('http://x/index.html');
await page.waitForFunction(() => document.title === 'done', null, { timeout: 60000 });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
