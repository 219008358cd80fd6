import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext } from 'axe-core';

/** axe-core's own build, evaluated into the page (as a script the page itself did not load, past its policy). */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, the level the site meets. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * What axe finds against WCAG 2.2 AA on the page as it stands, one line per rule with its elements. axe runs
 * in the page itself and reports violations only: @axe-core/playwright's builder also collects every rule that
 * passed and finishes each run in a page of its own, work a check of violations does not need (the pages hold
 * no frames of ours for it to visit).
 *
 * `within` narrows the run to one part of the page (a tool checked step by step, whose page around it the registry
 * walk checks), `without` leaves parts out (a header or footer already checked on another page); axe is evaluated
 * into the page once.
 *
 * Sections below the first screen skip rendering until they near the viewport (`content-visibility: auto`,
 * app/globals.css); axe measures colours where each element is drawn, so every section is rendered first, as
 * it will be when the visitor scrolls to it.
 */
export async function axeViolations(
  page: Page,
  { within, without = [] }: { within?: string; without?: readonly string[] } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ values, within, without }) => {
      for (const section of document.querySelectorAll<HTMLElement>('main > *')) section.style.contentVisibility = 'visible';
      const axe = (window as unknown as { axe: { run: (context: ElementContext, options: object) => Promise<AxeResults> } }).axe;
      const root = within ? document.querySelector(within) : document;
      if (!root) return [`no element ${within}`];
      // Leaving a part out keeps the page-level rules (title, landmarks) running on the document.
      const context = without.length > 0 ? { include: [[within ?? 'html']], exclude: without.map((part) => [part]) } : root;
      // No frames of ours, no stylesheets to fetch; the elements are named only when a rule fails, the only
      // time a name is read.
      const options = { runOnly: { type: 'tag', values }, resultTypes: ['violations'], iframes: false, preload: false };
      const found = await axe.run(context, { ...options, selectors: false });
      if (found.violations.length === 0) return [];
      const results = await axe.run(context, options);
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { values: tags, within, without },
  );
  return violations;
}
