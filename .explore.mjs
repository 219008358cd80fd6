import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error' || m.type()==='warning') console.log('console', m.type(), m.text()); });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('request', (r) => { if (r.url().includes('_next/static')) console.log('req', r.url().replace(base,'')); });
await page.goto(base + '/tools/claim-summary-builder');
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
console.log('--- hydrated');
await page.getByRole('button', { name: 'Start a claim summary' }).click();
await page.locator('[data-step="documents"]').waitFor();
await page.locator('[data-slot="policy"] input[type=file]').setInputFiles('public/samples/sample-policy.pdf');
await page.locator('[data-slot="carrier"] input[type=file]').setInputFiles('tests/fixtures/estimates/corpus/symbility.pdf');
await page.locator('[data-slot="own"] input[type=file]').setInputFiles('tests/fixtures/estimates/corpus/symbility-rc.pdf');
await page.locator('[data-slot="own"] [role=status]').filter({ hasText: 'lines read' }).waitFor({ timeout: 30000 });
await page.waitForTimeout(1500);
await page.locator('[data-builder]').screenshot({ path: '/tmp/s-docs.png' });
for (const step of ['claim','loss','coverage','amounts','timeline','summary']) {
  await page.locator(`[data-step-link="${step}"]`).click();
  await page.locator(`[data-step="${step}"]`).waitFor();
  await page.locator('[data-builder]').screenshot({ path: `/tmp/s-${step}.png` });
}
await browser.close();
