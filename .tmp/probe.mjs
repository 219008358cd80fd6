import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
await page.goto('http://127.0.0.1:4330' + process.argv[2], { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => {
  const out = { scrollH: document.documentElement.scrollHeight, bodyH: document.body.getBoundingClientRect().height };
  let max = null;
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (!max || r.bottom > max.b) max = { b: r.bottom, tag: el.tagName, cls: String(el.className).slice(0, 80), text: (el.textContent||'').slice(0,40) };
  }
  out.max = max;
  return out;
}));
await browser.close();
