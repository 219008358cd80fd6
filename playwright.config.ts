import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/lib/browser.mjs';

/** Port of the preview server the suite starts (scripts/serve.mjs, the same host rules as production). */
export const port = Number(process.env.E2E_PORT ?? 4321);
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: ci ? [['line']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Traces slow every test down (docs/testing.md); `npx playwright test --trace retain-on-failure` keeps one.
    trace: 'off',
    // CHROME_PATH, Debian's headless shell or chromium, or Playwright's own (scripts/lib/browser.mjs; npm test checks it first).
    // No host name resolves but the preview's address, so no request reaches another site: cheaper than routing
    // every request through Playwright (tests/e2e/fixtures.ts records the ones that were refused).
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
  },
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // Tests tagged @mobile or @desktop run only at that viewport; the rest run at both.
    { name: 'desktop', grepInvert: /@mobile/, use: { viewport: { width: 1600, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !ci,
    timeout: 30_000,
  },
});
