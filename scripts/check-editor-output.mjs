#!/usr/bin/env node
/**
 * npm run test:editor-build — what a marketer writes at /admin builds into the site.
 *
 * Runs the editor's end-to-end test (tests/e2e/editor.spec.ts: a post with a picture written and an FAQ
 * edited through the editor's forms, on its offline test backend), which keeps the files the editor wrote.
 * Then copies the project, lays those files over it and builds it, and checks that the post has its page, its
 * card on /blog, its feed entry and its sitemap line, and that /FAQs shows the edited answer; then runs the
 * tests over the export, unchanged, on the copy. Needs a build of the project itself (the test opens its
 * /admin). Takes a few minutes, most of them the copy's build; run it after changing the editor or the schemas.
 *
 * The copy starts from the project's build cache (.next/cache), so after a build of the project its own build
 * is a warm one. The editor's test itself runs it on the files it wrote (`--written`), with `--content-only`:
 * the copy's content layer (what `next build` runs first, and what decides whether a post builds: its front
 * matter, its data files and its body compiled), without the build itself, whose pages for every post the tests
 * over the export hold on the project's own build.
 *
 *   npm run test:editor-build
 *   npm run test:editor-build -- --keep      keep the temporary copy (its path is printed)
 *   node scripts/check-editor-output.mjs --written <dir> [--content-only]
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as cheerio from 'cheerio';
import { checkInCopy, expectInExport, expectPostInExport, runStep } from './lib/project-copy.mjs';
import { root } from './lib/ts.mjs';

const args = process.argv.slice(2);
const given = args.includes('--written') ? args[args.indexOf('--written') + 1] : undefined;
const written = given ?? mkdtempSync(join(tmpdir(), 'claimowl-editor-output-'));
// The files the editor wrote are the test's to remove when it wrote them for this run.
if (given === undefined) process.on('exit', () => rmSync(written, { recursive: true, force: true }));

await checkInCopy('editor-build', async (dir) => {
  if (given === undefined) {
    if (!existsSync(join(root, 'out', 'admin', 'index.html'))) throw new Error('No editor in out/: run "npm run build" first.');
    const env = { EDITOR_OUTPUT: written, E2E_PORT: process.env.E2E_PORT ?? '4392' };
    runStep(
      'the editor writes a post and an FAQ',
      'npx',
      ['playwright', 'test', 'tests/e2e/editor.spec.ts', '--project', 'desktop'],
      root,
      env,
    );
  }
  const expected = join(written, 'expected.json');
  if (!existsSync(expected)) throw new Error(`${expected} is missing: the editor's end-to-end test did not finish its files.`);
  const { post, faqAnswer } = JSON.parse(readFileSync(expected, 'utf8'));
  cpSync(written, dir, { recursive: true, filter: (from) => from !== expected });
  const slug = post.replace(/^content\/posts\/|\.mdx$/g, '');

  // The content layer, which `next build` runs first: the post among its records, its body compiled.
  runStep('content layer', 'node', ['scripts/content.mjs'], dir);
  const records = await import(pathToFileURL(join(dir, '.content-collections', 'generated', 'allPosts.js')).href);
  if (!records.default.some((record) => record.slug === slug && !record.draft))
    throw new Error(`${post} is not among the content layer's posts`);
  console.log(`✓ ${post} is a post of the content layer, its body compiled`);
  if (args.includes('--content-only')) return console.log('\nWhat the editor wrote passes the content layer.');

  const cache = join(root, '.next', 'cache');
  if (existsSync(cache)) cpSync(cache, join(dir, '.next', 'cache'), { recursive: true });
  // Only content differs from the project, whose own build type-checked the code (next.config.mjs).
  runStep('build', 'npm', ['run', 'build', '--silent'], dir, { CLAIMOWL_CONTENT_ONLY_BUILD: '1' });
  const out = join(dir, 'out');
  expectPostInExport(out, slug);
  expectInExport(out, 'FAQs.html', (html) => cheerio.load(html)('main').text().includes(faqAnswer), 'the edited answer on /FAQs');
  runStep('tests over the export', 'npx', ['jest', '-c', 'jest.export.config.mjs'], dir);
  console.log('\nWhat the editor wrote builds into the site and passes the tests over the export unchanged.');
});
