#!/usr/bin/env node
/**
 * npm run test:extra-post — proves that a writer can add a post without touching a test.
 *
 * Copies the project into a temporary directory, adds the posts in tests/fixtures/content/extra-post/ to
 * content/posts, builds the site (content, next build, post-build checks), checks that each fixture post
 * reached the export (its page, card, feed entry and sitemap line), and runs, unchanged, the tests that hold the
 * content's invariants, over the export and in the browser: every post has a page, a card, metadata, an Open Graph
 * image, JSON-LD, a sitemap and a feed entry, and a tag page for each of its tags. Exits non-zero when any step
 * fails. Takes a few minutes; run it after changing the content layer (content-collections.ts,
 * lib/content-schema.ts, content/pages.ts).
 *
 *   npm run test:extra-post
 *   npm run test:extra-post -- --keep      keep the temporary copy (its path is printed)
 */
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkInCopy, expectPostInExport, runStep } from './lib/project-copy.mjs';
import { root } from './lib/ts.mjs';

const fixtures = join(root, 'tests', 'fixtures', 'content', 'extra-post');
const unitTests = ['tests/unit/content/pages.test.ts', 'tests/unit/lib/json-ld/content.test.ts', 'tests/unit/content/routes.test.ts'];
const browserTests = ['tests/e2e/registry-walk.spec.ts', 'tests/e2e/resources.spec.ts'];

await checkInCopy('extra-post', (dir) => {
  const added = readdirSync(fixtures).filter((name) => name.endsWith('.mdx'));
  if (added.length === 0) throw new Error(`no .mdx fixture in ${fixtures}`);
  for (const name of added) {
    if (existsSync(join(root, 'content', 'posts', name))) throw new Error(`content/posts/${name} already exists: rename the fixture`);
    cpSync(join(fixtures, name), join(dir, 'content', 'posts', name));
  }
  runStep('build', 'npm', ['run', 'build'], dir);
  for (const name of added) expectPostInExport(join(dir, 'out'), name.replace(/\.mdx$/, ''));
  runStep('unit tests', 'npx', ['jest', ...unitTests], dir);
  runStep('tests over the export', 'npx', ['jest', '-c', 'jest.export.config.mjs'], dir);
  runStep('browser tests', 'npx', ['playwright', 'test', ...browserTests], dir, {
    CI: 'true',
    E2E_PORT: process.env.E2E_PORT ?? '4391',
  });
  console.log('\nA post added to content/posts passes every test unchanged.');
});
