import { routes } from '../../content/routes';
import { sitePages } from '../site-pages';
import { axeViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';
import { inGroups } from './groups';
import { expectNothingRunning, watchedForMotion } from './motion';

/**
 * Every page of the page index (the registry's routes and the pages made from content: blog posts, tag
 * pages) in the browser, on the phone: it hydrates without an error, a failed request or a policy violation
 * (the suite's fixture fails the test on any), and axe finds nothing against WCAG 2.2 AA (on the phone, where
 * touch targets are measured; nothing else it checks depends on the viewport). The site's header, the same on
 * every page, is checked on the first page of a group, and its footer, the same but for its tone, on the first
 * page of each tone in a group; both are left out on the others (their many links are much of what axe measures
 * on a page). What the exported HTML holds
 * (titles, links, outline, metadata) is checked without a browser in tests/export. A new page is covered
 * without a new test: the pages are visited a group at a time, one after another in one tab, each a step of
 * its own, since opening a browser context with the suite's fixture costs about as much as checking a page.
 *
 * A page is opened under prefers-reduced-motion and, once hydrated, checked to have nothing running, but for
 * the pages reduced-motion.spec.ts watches (the first with each kind of moving island), opened here with motion
 * allowed so that their islands' own code runs as most visitors get it.
 */
/** The pages reduced-motion.spec.ts watches, opened here with motion allowed. */
const watched = new Set(watchedForMotion(sitePages.map((page) => page.path)));

test.describe('every page @mobile', () => {
  // A test visits several pages in turn.
  test.describe.configure({ timeout: 90_000 });

  for (const group of inGroups(sitePages, 8)) {
    test(`${group.map((page) => page.path).join(', ')} hydrate cleanly and are accessible`, async ({ page: tab, issues }) => {
      // The page's clock, run on by `expectNothingRunning`; it keeps real time until then.
      await tab.clock.install();
      const footerTones = new Set<string | null>();
      for (const page of group) {
        await test.step(page.path, async () => {
          const still = !watched.has(page.path);
          await tab.emulateMedia({ reducedMotion: still ? 'reduce' : 'no-preference' });
          // Hydrated: a hydration mismatch or an error while hydrating reaches the console and fails the test.
          const response = await openHydrated(tab, page.path);
          expect(response?.status()).toBe(200);
          await expect(tab.locator('h1')).toBeVisible();
          const tone = await tab.locator('body > footer').getAttribute('data-footer-tone');
          const without = [...(footerTones.has(tone) ? ['body > footer'] : []), ...(footerTones.size > 0 ? ['body > header'] : [])];
          footerTones.add(tone);
          expect(await axeViolations(tab, { without }), page.path).toEqual([]);
          if (still) await expectNothingRunning(tab);
          // Each page's own errors, named by its step (the fixture checks the whole visit again at the end).
          expect(issues, page.path).toEqual({
            consoleErrors: [],
            failedRequests: [],
            blockedThirdParty: issues.blockedThirdParty,
            cspViolations: [],
          });
        });
      }
    });
  }
});

test.describe('unknown paths', () => {
  // The browser logs the document's own 404 status; that is the expected outcome here.
  test.use({ allowConsole: [/status of 404/] });

  test('an unknown path shows the Page Not Found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('h1')).toHaveText(routes[0].heading);
  });
});
