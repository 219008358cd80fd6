/**
 * Which Chromium a script launches. The browser tests (`findTestChromium`): the one named by CHROME_PATH,
 * else Debian's headless shell (/usr/bin/chromium-headless-shell), else Debian's chromium, else Playwright's
 * own. The bench and the media scripts (`findChromium`) measure and film what a visitor runs, so they skip the
 * headless shell. `scripts/check-browser.mjs` launches the tests' one first thing in `npm test` and says how
 * to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * The same engine without the desktop browser around it (the build Playwright's own headless runs use), so the
 * browser tests spend their CPU on the pages (docs/testing.md, "Time").
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The switches every launch uses: no sandbox (CI runs as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * The executable to launch, as `{ path, from }`: `path` is undefined for Playwright's own browser (Playwright
 * finds it itself), and the whole answer is null when there is none.
 */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return { path: env.CHROME_PATH, from: 'CHROME_PATH' };
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, from: "Debian's chromium" };
  if (exists(chromium.executablePath())) return { path: undefined, from: "Playwright's chromium" };
  return null;
}

/** The Chromium for the browser tests, as `findChromium` answers: the headless shell comes before the browser. */
export function findTestChromium(env = process.env, exists = existsSync) {
  if (!env.CHROME_PATH && exists(DEBIAN_HEADLESS_SHELL)) {
    return { path: DEBIAN_HEADLESS_SHELL, from: "Debian's chromium-headless-shell" };
  }
  return findChromium(env, exists);
}

/** The executable path for the browser tests' `chromium.launch()` (undefined: Playwright's own, or none). */
export const testChromiumPath = () => findTestChromium()?.path;

/** The executable path for `chromium.launch()` (undefined: Playwright's own, or none; the check says which). */
export const chromiumPath = () => findChromium()?.path;

/** The executable's own path, Playwright's included, for tools that launch it themselves (Lighthouse). */
export const chromiumExecutable = () => findChromium()?.path ?? chromium.executablePath();
