import type { Locator, Page, TestInfo } from '@playwright/test';
import { postPage } from '../../content/blog';
import { contactForm } from '../../content/contact';
import { payModalCopy } from '../../content/payments';
import { checkerCopy } from '../../content/estimator-checker-copy';
import { comparisonTool } from '../../content/estimate-comparison';
import { policyCopy } from '../../content/policy-highlighter-copy';
import { summaryBuilderCopy } from '../../content/claim-summary-builder-copy';
import { navLabels } from '../../content/site';
import type { CheerioAPI } from '../../scripts/lib/html';
import { TAP_ISLAND_ATTRIBUTE } from '../../lib/tap-replay';
import { expect } from './fixtures';
import { tap } from './first-paint';

/**
 * What first-tap.spec.ts taps: every kind of control a visitor can tap, where to find it on an exported page and
 * on screen, what the tap must show, and how the page answers it before hydration.
 */

const slowExpect = expect.configure({ timeout: 20_000 });

export interface Target {
  readonly name: string;
  /** The kind of island whose button this is (lib/tap-replay.ts, `tapIsland`). */
  readonly island?: string;
  /** What the visitor does first to bring the control on screen (open the dialog it is in). */
  readonly before?: (page: Page, testInfo: TestInfo) => Promise<void>;
  /** Only at this viewport (the header shows the menu button below xl and the flyouts from xl). */
  readonly project?: 'mobile' | 'desktop';
  readonly on: ($: CheerioAPI) => boolean;
  readonly control: (page: Page) => Locator;
  /** Waits until the visitor sees what the tap did. `before` is the control's text before the tap. */
  readonly effect: (page: Page, control: Locator, before: string) => Promise<void>;
  /**
   * A control the browser handles alone: its effect shows before any script runs, and `undo` puts the page
   * back so the next control can be tapped. Otherwise the effect comes with hydration.
   */
  readonly native?: { readonly undo?: (page: Page, testInfo: TestInfo) => Promise<void> };
  /**
   * How the page answers the tap before hydration (lib/tap-replay.ts, `earlyAnswer`): `toggle` and `copy-url`,
   * the effect shows at once and hydration must not do it again; `status`, a notice shows at once in the status
   * region of that island and the effect comes with hydration.
   */
  readonly early?: 'toggle' | 'copy-url' | { readonly status: string };
  /** The effect stays after hydration (the "copied" notice goes by itself after two seconds). */
  readonly lasting: boolean;
}

export const island = (page: Page, kind: string) => page.locator(`[${TAP_ISLAND_ATTRIBUTE}="${kind}"]`).first();
export const hasIsland = (kind: string) => ($: CheerioAPI) => $(`[${TAP_ISLAND_ATTRIBUTE}="${kind}"]`).length > 0;
// Rendered text: the islands keep both states of a label in the markup and CSS shows one.
const nameChanges = async (_page: Page, control: Locator, before: string) => {
  await slowExpect(control).not.toHaveText(before, { useInnerText: true });
};
export const shownText = (control: Locator) => control.evaluate((element) => (element as HTMLElement).innerText);
/** A button in the page's main content that opens a dialog natively (`commandfor`), and the dialog it opens. */
const dialogOpener = (page: Page) => page.locator('main button[command="show-modal"]').first();
const openedDialog = (page: Page) => page.locator('dialog[open]');

/** A moving island's pause button: its label changes, and the page's early script answers the tap at once. */
const pauseButton = (name: string, kind: string, control = (page: Page) => island(page, kind).getByRole('button')): Target => ({
  name,
  island: kind,
  on: hasIsland(kind),
  control,
  effect: nameChanges,
  early: 'toggle',
  lasting: true,
});

/** A tool's first button: its next screen (`shown`) comes with hydration, a notice in its status region before. */
const toolStart = (name: string, kind: string, button: string, shown: (page: Page) => Locator): Target => ({
  name,
  island: kind,
  on: hasIsland(kind),
  control: (page) => island(page, kind).getByRole('button', { name: button }),
  effect: async (page) => {
    await slowExpect(shown(page)).toBeVisible();
  },
  early: { status: kind },
  lasting: true,
});

/** In the order they are tapped: native controls first, then islands, the payment form (in its dialog) last. */
export const targets: readonly Target[] = [
  {
    name: 'the menu button',
    project: 'mobile',
    on: ($) => $('button[command="show-modal"]').length > 0,
    control: (page) => page.getByRole('button', { name: navLabels.openMenu }),
    effect: async (page) => {
      await slowExpect(page.getByRole('dialog')).toBeVisible();
    },
    native: {
      undo: async (page, testInfo) => {
        await tap(page.getByRole('dialog').getByRole('button', { name: navLabels.closeMenu }), testInfo);
        await expect(page.getByRole('dialog')).toBeHidden();
      },
    },
    lasting: true,
  },
  {
    name: 'a navigation flyout',
    project: 'desktop',
    on: ($) => $('header button[popovertarget]').length > 0,
    control: (page) => page.getByRole('navigation', { name: navLabels.bar, exact: true }).getByRole('button').first(),
    effect: async (page) => {
      await slowExpect(page.locator(':popover-open').getByRole('link').first()).toBeVisible();
    },
    native: {
      undo: async (page) => {
        await page.keyboard.press('Escape');
        await expect(page.locator(':popover-open')).toHaveCount(0);
      },
    },
    lasting: true,
  },
  {
    name: 'a question or description toggle',
    on: ($) => $('main details > summary').length > 0,
    control: (page) => page.locator('main details > summary').first(),
    effect: async (page) => {
      const details = page.locator('main details').first();
      await slowExpect(details).toHaveAttribute('open', '');
      await expect(details.locator(':scope > :not(summary)').first()).toBeVisible();
    },
    native: {},
    lasting: true,
  },
  {
    name: 'the comparison filter',
    on: ($) => $('main fieldset input[type="radio"]').length > 1,
    control: (page) => page.locator('main fieldset label').nth(1),
    effect: async (page, control) => {
      const radios = page.locator('main fieldset').getByRole('radio');
      // textContent, not innerText: by the last check the fieldset may be off screen, where nothing is rendered.
      const name = (await control.textContent())?.trim() ?? '';
      await slowExpect(radios.and(page.getByRole('radio', { name, exact: true }))).toBeChecked();
      await expect(radios.first()).not.toBeChecked();
    },
    native: {},
    lasting: true,
  },
  {
    name: 'Share',
    island: 'share',
    on: hasIsland('share'),
    control: (page) => island(page, 'share').getByRole('button'),
    effect: async (page) => {
      await slowExpect(island(page, 'share').getByRole('status')).toHaveText(postPage.share.copied, { useInnerText: true });
    },
    early: 'copy-url',
    lasting: false,
  },
  pauseButton('the carousel’s pause button', 'carousel'),
  pauseButton('the rotating headline’s pause button', 'rotating-headline'),
  pauseButton('the slider’s pause button', 'slider', (page) => island(page, 'slider').getByRole('button').last()),
  {
    name: 'Read bio',
    island: 'bio',
    on: hasIsland('bio'),
    control: (page) => island(page, 'bio').getByRole('button'),
    effect: async (page, control) => {
      await slowExpect(control).toHaveAttribute('aria-expanded', 'true');
      await expect(island(page, 'bio').getByTestId('bio')).toBeVisible();
    },
    early: 'toggle',
    lasting: true,
  },
  toolStart('Try the sample estimate', 'estimator', checkerCopy.drop.sample, (page) =>
    page.getByRole('heading', { name: checkerCopy.results.sampleHeading }),
  ),
  toolStart('Try the sample pair', 'comparison', comparisonTool.sample, (page) =>
    page.locator('[data-print-report]').getByRole('heading', { level: 2 }),
  ),
  toolStart('Try the sample policy', 'policy', policyCopy.drop.sample, (page) =>
    page.getByRole('heading', { name: policyCopy.results.sampleHeading }),
  ),
  toolStart('Start a claim summary', 'claim-summary', summaryBuilderCopy.start.button, (page) =>
    page.getByRole('heading', { name: summaryBuilderCopy.steps.documents.title }),
  ),
  {
    name: 'Send on the contact form',
    island: 'contact',
    on: hasIsland('contact'),
    control: (page) => island(page, 'contact').getByRole('button', { name: contactForm.submit }),
    // An empty form: once hydrated, the tap is checked and each field says what it needs.
    effect: async (page) => {
      await slowExpect(island(page, 'contact').getByTestId('contact-error-summary')).toBeVisible();
    },
    early: { status: 'contact' },
    lasting: true,
  },
  {
    name: 'a dialog’s button (Pay)',
    on: ($) => $('main button[command="show-modal"]').length > 0,
    control: dialogOpener,
    effect: async (page) => {
      await slowExpect(openedDialog(page)).toBeVisible();
    },
    native: {
      undo: async (page, testInfo) => {
        await tap(openedDialog(page).locator('button[command="close"]'), testInfo);
        await expect(openedDialog(page)).toHaveCount(0);
      },
    },
    lasting: true,
  },
  {
    name: 'Submit on the payment form',
    island: 'pay',
    on: hasIsland('pay'),
    before: async (page, testInfo) => {
      await tap(dialogOpener(page), testInfo);
      await expect(openedDialog(page)).toBeVisible();
    },
    control: (page) => openedDialog(page).getByRole('button', { name: payModalCopy.submit }),
    // An empty form: once hydrated, the tap is checked and the form says what it needs.
    effect: async (page) => {
      await slowExpect(openedDialog(page).getByRole('alert')).toHaveText(payModalCopy.fixErrors);
    },
    early: { status: 'pay' },
    lasting: true,
  },
];

/** The page's early script does what the tap asks itself; hydration takes the result over. */
export const answeredAtOnce = (target: Target) => target.early === 'toggle' || target.early === 'copy-url';
/** The kind of early answer a target's button has (its `status` island named apart from the others' kind). */
export const answerKind = (target: Target) => (typeof target.early === 'object' ? 'status' : target.early);
