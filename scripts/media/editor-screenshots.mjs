#!/usr/bin/env node
/**
 * Takes the pictures of the editor in docs/editing.md (docs/editing/*.png) from the built site: its sign-in
 * page as editors meet it, then, on the editor's offline test backend seeded with the site's files (as in
 * tests/e2e/editor.spec.ts), the collections, a post being written with its preview, a refused save and the
 * FAQs. Needs a build (`npm run build`) and a Chromium (scripts/lib/browser.mjs); run it again when the editor changes.
 *
 *   node scripts/media/editor-screenshots.mjs [--port 4536]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../serve.mjs';
import { chromiumPath } from '../lib/browser.mjs';
import { importTs, root } from '../lib/ts.mjs';

const at = process.argv.indexOf('--port');
const port = Number(at >= 0 ? process.argv[at + 1] : 4536);
const base = `http://127.0.0.1:${port}`;
const dir = join(root, 'docs', 'editing');
const { editableFiles, seedRepository, serveTestBackendConfig } = await importTs('tests/e2e/editor.ts');
const { teamMembers } = await importTs('content/team.ts');

mkdirSync(dir, { recursive: true });
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Offline, like the tests: nothing leaves this machine.
  await page.context().route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  const shoot = (name) => page.screenshot({ path: join(dir, `${name}.png`) });

  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: /Access Token/ }).waitFor();
  await shoot('sign-in');

  await serveTestBackendConfig(page);
  await page.goto(`${base}/robots.txt`);
  await seedRepository(page, editableFiles());
  await page.goto(`${base}/admin`);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await page.getByRole('treeitem', { name: 'Blog posts' }).waitFor();
  await page.getByText('We joined an AI accelerator programme').first().waitFor();
  await shoot('collections');

  const box = (name) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('button', { name: 'New' }).first().click();
  await box('Title').fill('What a year of comparing carrier and contractor estimates line by line taught us');
  await box('Description').fill('Twelve months of two-estimate reports: the line items carriers and contractors disagree on most often.');
  await box('Date').fill('2026-07-01');
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: new RegExp(teamMembers[2].name) }).click();
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'A', exact: true }).click();
  await box('Text').fill(
    'A year of two-estimate reports shows where carriers and contractors part ways.\n\n## The lines that differ most\n\n- **Overhead and profit**, left out of one estimate in three\n- **Drip edge and starter strip**, missing from carrier estimates\n\n> Ask <ContactEmail /> for the full report.',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog').waitFor();
  await shoot('refused');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await box('Browser title').fill('A Year of Estimate Comparisons');
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(1000);
  await shoot('write');

  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  const discard = page.getByRole('button', { name: /Discard|Leave/ });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await page.getByRole('treeitem', { name: 'FAQs, roles, events, team' }).click();
  await page.getByRole('row', { name: 'FAQs' }).click();
  await box('Answer').first().waitFor();
  await shoot('faqs');
  console.log(`Pictures of the editor in ${dir}`);
} finally {
  await browser.close();
  server.close();
}
