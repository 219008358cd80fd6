import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

/**
 * The tab the worker's tests share (shared-tab.ts) reaches each test as new: what one test leaves in it, the
 * next does not find. The tests run in order in one worker, each on what the one before it left.
 */
test.describe.configure({ mode: 'default' });

const PATH = '/security';
const pages: Page[] = [];
let calls = 0;

test('a test leaves storage, a route, an init script and a listener behind @desktop', async ({ page }) => {
  pages.push(page);
  await page.addInitScript(() => ((window as unknown as { leftover: boolean }).leftover = true));
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'stubbed' }));
  page.on('console', () => (calls += 1));
  await openHydrated(page, PATH);
  await page.evaluate(async () => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    await new Promise((resolve) => (indexedDB.open('left').onsuccess = resolve));
  });
});

test('the next test gets the same tab without any of it @desktop', async ({ page }) => {
  expect(page, 'the same tab').toBe(pages[0]);
  expect(page.url()).toBe('about:blank');
  calls = 0;
  await openHydrated(page, PATH);
  expect(await page.evaluate(() => 'leftover' in window), 'init script').toBe(false);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length]), 'storage').toEqual([0, 0]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual([]);
  expect(await page.evaluate(async () => (await fetch('/robots.txt')).text()), 'route').not.toBe('stubbed');
  await page.evaluate(() => console.log('heard?'));
  expect(calls, 'listener').toBe(0);
});

test('a test that installs a clock keeps its tab to itself @desktop', async ({ page }) => {
  pages.push(page);
  await page.clock.install({ time: new Date('2020-01-01T00:00:00Z') });
  await openHydrated(page, PATH);
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2020);
});

test('the next test gets a new tab, on real time @desktop', async ({ page }) => {
  expect(page, 'a new tab').not.toBe(pages[1]);
  await openHydrated(page, PATH);
  expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThan(2020);
});
