#!/usr/bin/env node
/**
 * The first step of `npm test`: launches the Chromium the browser tests will use (scripts/lib/browser.mjs)
 * and, when there is none or it does not start, stops at once saying how to get one, rather than after the
 * build with a failure for every browser test.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM, findTestChromium } from './lib/browser.mjs';

const HOW_TO = `The browser tests need Chromium. Get one, then run npm test again:
  Debian, Ubuntu:  sudo apt-get install chromium-headless-shell   (or chromium: the tests then take twice as long)
  macOS, Windows:  npx playwright install chromium        (Playwright's own build)
  any system:      point CHROME_PATH at a Chromium or Google Chrome you have, e.g.
                   export CHROME_PATH="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
                   set CHROME_PATH=C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe`;

const found = findTestChromium();
if (!found) {
  console.error(
    `No Chromium found: CHROME_PATH is not set, neither /usr/bin/chromium-headless-shell nor /usr/bin/chromium exists and Playwright's own browser is not installed.\n\n${HOW_TO}`,
  );
  process.exit(1);
}
try {
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS, timeout: 20_000 });
  const version = browser.version();
  await browser.close();
  console.log(`Browser: Chromium ${version} (${found.from}${found.path ? `, ${found.path}` : ''})`);
  if (found.path === DEBIAN_CHROMIUM) {
    console.log("The browser tests run about twice as fast in Debian's chromium-headless-shell (apt-get install chromium-headless-shell).");
  }
} catch (error) {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  console.error(`${found.from}${found.path ? ` (${found.path})` : ''} does not start: ${reason}\n\n${HOW_TO}`);
  process.exit(1);
}
