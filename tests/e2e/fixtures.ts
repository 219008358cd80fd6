import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: every page is kept off the internet (third-party requests are aborted) and every
 * test fails on a console error or a failed request of our own, unless it names the messages it expects.
 */
export interface PageIssues {
  readonly consoleErrors: string[];
  readonly failedRequests: string[];
  readonly blockedThirdParty: string[];
}

interface Fixtures {
  /** Console messages (regular expressions) a test expects and tolerates. */
  allowConsole: RegExp[];
  issues: PageIssues;
}

export const test = base.extend<Fixtures>({
  allowConsole: [[], { option: true }],
  issues: [
    async ({ page, baseURL, allowConsole, javaScriptEnabled }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const issues: PageIssues = { consoleErrors: [], failedRequests: [], blockedThirdParty: [] };

      await page.context().route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          issues.blockedThirdParty.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The browser reports each request we blocked on purpose; those are not the site's errors.
        if (/ERR_BLOCKED_BY_CLIENT/.test(text)) return;
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        issues.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => issues.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).origin !== origin) return;
        const failure = request.failure()?.errorText ?? '';
        // With JavaScript switched off the browser refuses to fetch scripts; that is the point of the test.
        if (javaScriptEnabled === false && request.resourceType() === 'script') return;
        // Media downloads cancelled by navigation or by the browser's own range logic are not failures.
        if (/ERR_ABORTED/.test(failure) && ['media', 'fetch', 'other'].includes(request.resourceType())) return;
        issues.failedRequests.push(`${request.url()} ${failure}`);
      });
      page.on('response', (response) => {
        if (new URL(response.url()).origin !== origin) return;
        if (response.status() >= 400 && response.request().resourceType() !== 'document') {
          issues.failedRequests.push(`${response.url()} ${response.status()}`);
        }
      });

      await use(issues);

      expect(issues.consoleErrors, 'console errors').toEqual([]);
      expect(issues.failedRequests, 'failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens `path` and waits until the page's scripts have loaded and hydrated. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return response;
}
