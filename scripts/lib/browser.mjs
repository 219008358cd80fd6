/**
 * Which Chromium the browser tests, the bench and the media scripts launch: the one named by CHROME_PATH,
 * else Debian's (/usr/bin/chromium), else Playwright's own where `npx playwright install chromium` could
 * download it. `scripts/check-browser.mjs` launches it first thing in `npm test` and says how to get one.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The switches every launch uses: no sandbox (CI runs as root), no GPU, no background traffic. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];

/**
 * The executable to launch, as `{ path, from }`: `path` is undefined for Playwright's own browser (Playwright
 * finds it itself), and the whole answer is null when there is none.
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return { path: env.CHROME_PATH, from: 'CHROME_PATH' };
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, from: "Debian's chromium" };
  if (existsSync(chromium.executablePath())) return { path: undefined, from: "Playwright's chromium" };
  return null;
}

/** The executable path for `chromium.launch()` (undefined: Playwright's own, or none; the check says which). */
export const chromiumPath = () => findChromium()?.path;

/** The executable's own path, Playwright's included, for tools that launch it themselves (Lighthouse). */
export const chromiumExecutable = () => findChromium()?.path ?? chromium.executablePath();
