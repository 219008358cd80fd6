import { chromium } from '@playwright/test';
const pages = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, vp] of [['d', { width: 1600, height: 900 }], ['m', { width: 390, height: 844 }]]) {
  const ctx = await b.newContext({ viewport: vp, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  p.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  for (const path of pages) {
    await p.goto('http://127.0.0.1:4340' + path, { waitUntil: 'networkidle' });
    await p.screenshot({ path: `/tmp/wt4/${name}${path.replaceAll('/', '_')}.png`, fullPage: true });
  }
  await ctx.close();
}
await b.close();
