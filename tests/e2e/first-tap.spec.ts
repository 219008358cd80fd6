import type { Locator, TestInfo } from '@playwright/test';
import { PENDING_ATTRIBUTE, TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { sitePages } from '../site-pages';
import { exportedPage } from './exported';
import { expect, test } from './fixtures';
import { hydrated, isHydrated, openAtFirstPaint, tap } from './first-paint';
import { answeredAtOnce, answerKind, island, shownText, targets, type Target } from './tap-targets';

/**
 * Every kind of control a visitor can tap, tapped the moment the page is painted, before React has hydrated:
 * each tap must take effect, once, without being repeated, and the effect must survive hydration. Controls the
 * browser handles alone (the menu's and Pay's dialogs, the flyouts' popovers, `<details>`, radio buttons) act
 * at once, scripts or not; buttons of React islands are answered by the page's early script at once — done
 * there (Share, pauses, Read bio) or said to be on their way and done once their island hydrates
 * (lib/tap-replay.ts). A second pass lets the scripts race a tap on one island of each kind of early answer, on a
 * slow phone (CPU 4× slower, a 4G-like link). The pages and their controls are read from the export.
 */

const plan = sitePages.map((page) => {
  const $ = exportedPage(page.path);
  return { path: page.path, targets: targets.filter((target) => target.on($)) };
});

/**
 * Each control is tapped in the browser on the first page that has it (with the other controls of that page),
 * the header's menu with them, and the desktop's flyouts on the first page: the early script and the islands
 * are the same code on every page. That every page's head takes early taps and its header carries its native
 * controls, and that every island on any page is one tapped here, is checked below and on the exported HTML
 * (tests/export/pages.test.ts); a new page is covered without a new test, a new kind of island needs a target.
 */
const headerOnly = new Set(targets.filter((target) => target.project).map((target) => target.name));
const firstPages = [
  ...new Set(
    targets
      .filter((target) => !headerOnly.has(target.name))
      .map((target) => plan.find((entry) => entry.targets.includes(target)))
      .filter((entry) => entry !== undefined),
  ),
];
const islandKinds = new Set(
  sitePages.flatMap((page) =>
    exportedPage(page.path)(`[${TAP_ISLAND_ATTRIBUTE}]`)
      .toArray()
      .map((root) => root.attribs[TAP_ISLAND_ATTRIBUTE]!),
  ),
);

const onPhone = (testInfo: TestInfo) => Boolean(testInfo.project.use.isMobile);
const forProject = (target: Target, testInfo: TestInfo) => !target.project || target.project === testInfo.project.name;

test('every kind of island on the site has a control tapped here @mobile', () => {
  const tapped = new Set(targets.map((target) => target.island));
  expect([...islandKinds].filter((kind) => !tapped.has(kind))).toEqual([]);
});

test.describe('a tap at first paint', () => {
  test.describe.configure({ timeout: 90_000 });

  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  const desktop = plan.find((entry) => entry.targets.some((target) => target.project === 'desktop'))!;
  const visits = [
    ...firstPages.map((entry) => ({ ...entry, project: 'mobile' })),
    { path: desktop.path, targets: desktop.targets.filter((target) => target.project === 'desktop'), project: 'desktop' },
  ];
  for (const { path, targets: here, project } of visits) {
    test(`${path}: ${here.map((target) => target.name).join(', ')} @${project}`, async ({ page }, testInfo) => {
      const mine = here.filter((target) => forProject(target, testInfo));
      // The scripts are held back, so every tap lands before hydration at any speed: the slow phone (kept for
      // the race below, where it decides where a tap lands) would only make the wait for hydration longer.
      const { release } = await openAtFirstPaint(page, path, { slowPhone: false });
      const tapped: { target: Target; control: Locator; before: string }[] = [];
      for (const target of mine) {
        await target.before?.(page, testInfo);
        const control = target.control(page);
        const before = await shownText(control);
        // The kind the races go by is the one the button itself declares.
        if (target.early) await expect(control).toHaveAttribute('data-early', answerKind(target)!);
        await tap(control, testInfo);
        if (target.native) {
          await target.effect(page, control, before);
          await target.native.undo?.(page, testInfo);
        } else if (answeredAtOnce(target)) {
          // Answered by the page itself: the effect shows while the scripts are still held back.
          await target.effect(page, control, before);
          await expect(control).not.toHaveAttribute(PENDING_ATTRIBUTE);
          tapped.push({ target, control, before });
        } else {
          await expect(control, `${target.name} shows the tap was taken`).toHaveAttribute(PENDING_ATTRIBUTE);
          if (typeof target.early === 'object') {
            const notice = island(page, target.early.status)
              .getByRole('status')
              .filter({ has: page.locator('[data-early-notice]') });
            await expect(notice, `${target.name} says at once that it is on its way`).not.toHaveText('', { useInnerText: true });
          }
          tapped.push({ target, control, before });
        }
      }
      expect(await isHydrated(page), 'every tap was made before hydration').toBe(false);
      release();
      // What the early script did was seen above; what it kept comes with hydration.
      for (const { target, control, before } of tapped) if (!answeredAtOnce(target)) await target.effect(page, control, before);
      await hydrated(page);
      for (const target of mine.filter((each) => each.native && !each.native.undo)) {
        await target.effect(page, target.control(page), '');
      }
      for (const { target, control, before } of tapped) {
        if (target.lasting) await target.effect(page, control, before);
      }
    });
  }

  // Share is done by the early script; if hydration did it again the address would be copied twice.
  const sharePage = plan.find((entry) => entry.targets.some((target) => target.name === 'Share'))!;
  test(`${sharePage.path}: Share tapped before hydration copies once, and hydration does not copy again @mobile`, async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() => {
      const clipboard = navigator.clipboard;
      const writeText = clipboard.writeText.bind(clipboard);
      (window as unknown as { copies: number }).copies = 0;
      clipboard.writeText = (text: string) => {
        (window as unknown as { copies: number }).copies += 1;
        return writeText(text);
      };
    });
    const { release } = await openAtFirstPaint(page, sharePage.path, { slowPhone: false });
    const share = targets.find((target) => target.name === 'Share')!;
    const control = share.control(page);
    await tap(control, testInfo);
    await share.effect(page, control, '');
    release();
    await hydrated(page);
    // Give a replayed tap (if any) the time to run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await page.evaluate(() => (window as unknown as { copies: number }).copies)).toBe(1);
  });

  // The race a visitor really runs, on the phone: scripts arrive as they will and the tap lands wherever it
  // lands (before, during or after hydration); it must count exactly once. Only islands race: a control the
  // browser handles alone has no script to race, and the pass above sees it keep its effect through hydration.
  // The hand-over from the early script to React is one piece of code per kind of early answer (toggle, copy,
  // status: lib/tap-replay.ts and the island hooks beside it), so the first island of each kind races; what
  // differs from island to island (its control, its early answer, its effect once hydrated) the pass above
  // checks on every one.
  test.describe('racing the scripts', () => {
    // A first visit: a tab of its own, where nothing is compiled or cached yet.
    test.use({ freshTab: true });
    const racers = targets.filter(
      (target, index) => target.early && targets.findIndex((other) => other.early && answerKind(other) === answerKind(target)) === index,
    );
    for (const target of racers) {
      const first = plan.find((entry) => entry.targets.includes(target));
      if (!first) continue;
      const project = target.project ?? 'mobile';
      test(`${first.path}: ${target.name}, tapped as soon as it shows while scripts load @${project}`, async ({ page }, testInfo) => {
        const { fullSpeed } = await openAtFirstPaint(page, first.path, { holdScripts: false, slowPhone: onPhone(testInfo) });
        await target.before?.(page, testInfo);
        const control = target.control(page);
        const before = await shownText(control);
        await tap(control, testInfo);
        // The slow phone decided where the tap landed; what follows is the same code at any speed, and a slowed
        // phone here would only keep a core busy or wait (the tool's speed on the phone is the bench's to measure).
        await fullSpeed();
        await target.effect(page, control, before);
        await hydrated(page);
        if (target.lasting) await target.effect(page, control, before);
      });
    }
  });
});
