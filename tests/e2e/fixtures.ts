import {
  test as playwrightTest,
  expect,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from '@playwright/test';
import { hydrated } from './first-paint';
import { TabPool } from './shared-tab';

/** What went wrong on the pages a test opened. */
export interface PageIssues {
  readonly consoleErrors: string[];
  readonly failedRequests: string[];
  readonly blockedThirdParty: string[];
  /**
   * Violations of the page's policy, from `securitypolicyviolation` events and the browser's CSP console
   * reports. Any not named in `allowCsp` fails the test.
   */
  readonly cspViolations: string[];
}

/** What the page reports of a `securitypolicyviolation` event. */
interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
  readonly page: string;
}

interface Fixtures {
  /** Console messages (regular expressions) a test expects and tolerates. */
  allowConsole: RegExp[];
  /** CSP violations (matched against "directive blocked-uri" and the console text) a test provokes on purpose. */
  allowCsp: RegExp[];
  issues: PageIssues;
  /** A tab and context of the test's own rather than the worker's shared tab: a first visit, cold. */
  freshTab: boolean;
}

interface WorkerFixtures {
  tabs: TabPool;
}

/**
 * Playwright's test with the fixture its own `context` reads its options from (`use` in the config and
 * test.use, combined), which its types leave out.
 */
const base = playwrightTest as unknown as TestType<
  PlaywrightTestArgs & PlaywrightTestOptions & { _combinedContextOptions: BrowserContextOptions },
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
>;

/**
 * The suite's `test`. Its `page` is a tab the worker's tests take in turn, put back as new between them
 * (tests/e2e/shared-tab.ts), unless the test asks for a fresh one (`freshTab`). Every page is kept off the
 * internet (third-party requests fail, and are recorded), and every test fails on a console error, a failed
 * request of our own or a Content-Security-Policy violation, unless it names the messages it expects.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  allowConsole: [[], { option: true }],
  allowCsp: [[], { option: true }],
  freshTab: [false, { option: true }],
  tabs: [
    async ({ browser }, use) => {
      const pool = new TabPool(browser);
      await use(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  // `provide` is Playwright's `use`, named so that React's rules of hooks do not take it for one.
  page: async ({ tabs, freshTab, _combinedContextOptions: options }, provide, testInfo) => {
    const lease = await tabs.lease(options, { fresh: freshTab });
    await provide(lease.page);
    await lease.release(testInfo.status === testInfo.expectedStatus);
  },
  context: async ({ page }, provide) => provide(page.context()),
  issues: [
    async ({ page, baseURL, allowConsole, allowCsp, javaScriptEnabled }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const issues: PageIssues = { consoleErrors: [], failedRequests: [], blockedThirdParty: [], cspViolations: [] };
      const reportCsp = (text: string) => issues.cspViolations.push(text);

      // Every document reports each violation of its policy, whatever the console says.
      await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) =>
        reportCsp(`${violation.directive} ${violation.blocked} (${violation.page}) ${violation.sample}`.trim()),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: Violation) => void }).__reportCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            page: location.pathname,
          });
        });
      });

      // The browser resolves no host name but the preview's (playwright.config.ts), so a request to another site
      // fails before it leaves; one a test stubs (page.route) is answered and not counted.
      page.context().on('requestfailed', (request) => {
        if (new URL(request.url()).origin === origin) return;
        if (/ERR_NAME_NOT_RESOLVED/.test(request.failure()?.errorText ?? '')) issues.blockedThirdParty.push(request.url());
      });
      page.on('console', (message) => {
        const text = message.text();
        if (/Content[- ]Security[- ]Policy/i.test(text)) {
          reportCsp(text);
          return;
        }
        if (message.type() !== 'error') return;
        // The browser reports each request to another site it could not make; those are not the site's errors.
        if (/ERR_NAME_NOT_RESOLVED/.test(text)) return;
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        issues.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => issues.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).origin !== origin) return;
        const failure = request.failure()?.errorText ?? '';
        // A request the browser cancelled (the visitor moved on to another page, a media range request) is not
        // a failure of the site; a refused or missing file shows as a status or another error.
        if (/ERR_ABORTED/.test(failure)) return;
        // With JavaScript switched off the browser refuses the scripts the page preloads; that is the point.
        if (javaScriptEnabled === false && request.resourceType() === 'script') return;
        issues.failedRequests.push(`${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        if (new URL(response.url()).origin !== origin) return;
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          issues.failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });

      await use(issues);

      const unexpected = issues.cspViolations.filter((text) => !allowCsp.some((pattern) => pattern.test(text)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
      expect(issues.consoleErrors, 'console errors').toEqual([]);
      expect(issues.failedRequests, 'failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens `path` as a visitor does: it returns as soon as the document starts to arrive, and the test acts the
 * moment what it needs is on screen (Playwright waits for each element, not for scripts or an idle network).
 * A control that works only once the page has hydrated fails such a test, as it would fail the visitor.
 */
export function open(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'commit' });
}

/**
 * Opens `path` and waits until React has hydrated it, for what by its nature follows hydration: hover
 * menus, motion, scripts added after load, a check that nothing more happens.
 */
export async function openHydrated(page: Page, path: string) {
  const response = await open(page, path);
  await hydrated(page);
  return response;
}
