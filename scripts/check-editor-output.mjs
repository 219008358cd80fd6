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
 * is a warm one. `npm test` runs it beside its other end-to-end tests, on the files their editor test left
 * (`--written`), with `--content-only`: the copy's content layer (what `next build` runs first, and what decides
 * whether a post builds: its front matter, its data files and its body compiled), without the build itself,
 * whose pages for every post the tests over the export hold on the project's own build.
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
import { copyProject, runStep } from './lib/project-copy.mjs';
import { root } from './lib/ts.mjs';

const args = process.argv.slice(2);
const keep = args.includes('--keep');
const contentOnly = args.includes('--content-only');
const given = args.includes('--written') ? args[args.indexOf('--written') + 1] : undefined;
const written = given ?? mkdtempSync(join(tmpdir(), 'claimowl-editor-output-'));
const port = process.env.E2E_PORT ?? '4392';
let dir;
let failed = false;

function expectIn(file, test, what) {
  if (!existsSync(file)) throw new Error(`${what}: ${file} is not in the export`);
  if (!test(readFileSync(file, 'utf8'))) throw new Error(`${what}: not found in ${file}`);
  console.log(`✓ ${what}`);
}

try {
  if (given === undefined) {
    if (!existsSync(join(root, 'out', 'admin', 'index.html'))) throw new Error('No editor in out/: run "npm run build" first.');
    runStep(
      'the editor writes a post and an FAQ',
      'npx',
      ['playwright', 'test', 'tests/e2e/editor.spec.ts', '--project', 'desktop'],
      root,
      {
        EDITOR_OUTPUT: written,
        E2E_PORT: port,
      },
    );
  }
  const expected = join(written, 'expected.json');
  if (!existsSync(expected)) throw new Error(`${expected} is missing: the editor's end-to-end test did not finish its files.`);
  const { post, faqAnswer } = JSON.parse(readFileSync(expected, 'utf8'));
  dir = copyProject('editor-build');
  console.log(`Copy of the project: ${dir}`);
  cpSync(written, dir, { recursive: true, filter: (from) => from !== expected });
  const slug = post.replace(/^content\/posts\/|\.mdx$/g, '');
  runStep('content layer', 'node', ['scripts/content.mjs'], dir);
  const records = await import(pathToFileURL(join(dir, '.content-collections', 'generated', 'allPosts.js')).href);
  if (!records.default.some((record) => record.slug === slug && !record.draft))
    throw new Error(`${post} is not among the content layer's posts`);
  console.log(`✓ ${post} is a post of the content layer, its body compiled`);
  if (contentOnly) {
    console.log('\nWhat the editor wrote passes the content layer.');
  } else {
    const cache = join(root, '.next', 'cache');
    if (existsSync(cache)) cpSync(cache, join(dir, '.next', 'cache'), { recursive: true });
    // Only content differs from the project, whose own build type-checked the code (next.config.mjs).
    runStep('build', 'npm', ['run', 'build', '--silent'], dir, { CLAIMOWL_CONTENT_ONLY_BUILD: '1' });
    const out = join(dir, 'out');
    const path = `/blog/${slug}`;
    expectIn(join(out, 'blog', `${slug}.html`), (html) => cheerio.load(html)('h1').length === 1, `the post's page ${path}`);
    expectIn(join(out, 'blog.html'), (html) => cheerio.load(html)(`a[href="${path}"]`).length > 0, `its card on /blog`);
    expectIn(join(out, 'blog', 'feed.xml'), (xml) => xml.includes(path), 'its entry in the feed');
    expectIn(join(out, 'sitemap.xml'), (xml) => xml.includes(`${path}</loc>`), 'its line in the sitemap');
    expectIn(join(out, 'FAQs.html'), (html) => cheerio.load(html)('main').text().includes(faqAnswer), 'the edited answer on /FAQs');
    runStep('tests over the export', 'npx', ['jest', '-c', 'jest.export.config.mjs'], dir);
    console.log('\nWhat the editor wrote builds into the site and passes the tests over the export unchanged.');
  }
} catch (error) {
  failed = true;
  console.error(`\n${error.message}`);
} finally {
  if (given === undefined) rmSync(written, { recursive: true, force: true });
  if (dir && keep) console.log(`Kept ${dir}`);
  else if (dir) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
