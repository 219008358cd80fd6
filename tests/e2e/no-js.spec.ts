import { expect, test } from './fixtures';
import { sitePages } from '../site-pages';
import { inGroups } from './groups';

/**
 * With JavaScript off, every page still reads and hides nothing behind a control: whatever a control would
 * reveal (accordion panels, descriptions, bios) is on screen, and so is what the page shows only without
 * scripts. On the phone, whose layout hides the most; that every page links to every other, so each is
 * reached without scripts, is checked on the exported HTML (tests/export/pages.test.ts). The pages are
 * visited a group at a time, one after another in one tab: without scripts each is read in a moment, and a
 * test of its own would spend longer opening its browser context than reading it.
 */
test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });
  // A test visits several pages in turn.
  test.describe.configure({ timeout: 90_000 });

  for (const group of inGroups(sitePages, 6)) {
    test(`${group.map((page) => page.path).join(', ')} show their heading, content and what their controls would reveal`, async ({
      page: tab,
    }) => {
      for (const page of group) {
        await test.step(page.path, async () => {
          const response = await tab.goto(page.path);
          expect(response?.status()).toBe(200);
          // Read in one call: without scripts nothing changes after the load, so nothing needs waiting for.
          const shown = await tab.evaluate(() => {
            // Playwright's sense of visible: a box of some size, and not `visibility: hidden`.
            const visible = (element: Element | null) => {
              const box = element?.getBoundingClientRect();
              return Boolean(box && box.width > 0 && box.height > 0 && element!.checkVisibility({ visibilityProperty: true }));
            };
            const heading = document.querySelector('h1');
            const controlled = [...document.querySelectorAll('main [aria-controls]')].flatMap((control) =>
              (control.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean),
            );
            return {
              heading: visible(heading) ? heading!.textContent?.replace(/\s+/g, ' ').trim() : null,
              mainText: document.querySelector('main')?.innerText.trim().length ?? 0,
              hiddenControlled: controlled.filter((id) => !visible(document.getElementById(id))).map((id) => `#${id}`),
              hiddenNoJs: [...document.querySelectorAll('main .nojs-show')]
                .filter((element) => !visible(element))
                .map((element) => element.outerHTML.slice(0, 80)),
            };
          });
          expect(shown.heading, 'the heading, visible').toBe(page.heading);
          expect(shown.mainText).toBeGreaterThan(100);
          expect(shown.hiddenControlled, 'what a control would reveal, on screen').toEqual([]);
          expect(shown.hiddenNoJs, 'what shows only without scripts, on screen').toEqual([]);
        });
      }
    });
  }
});
