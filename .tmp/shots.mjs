import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4330';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, vp] of [['desktop', { width: 1600, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport: vp, deviceScaleFactor: 1, isMobile: name === 'mobile', hasTouch: name === 'mobile' });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(() => new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const e = list.getEntries().at(-1);
        resolve(e ? `${e.element?.tagName} ${e.size} ${(e.element?.textContent || e.url || '').slice(0, 40)}` : 'none');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve('timeout'), 2000);
    }));
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); }
      window.scrollTo(0, 0); await new Promise((r) => setTimeout(r, 300));
    });
    const file = `/tmp/shot-${name}-${p === '/' ? 'home' : p.slice(1).replaceAll('/', '_')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(name, p, 'LCP:', lcp, file);
  }
  await ctx.close();
}
await browser.close();
