import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { imageSize } from 'image-size';
import { parse } from 'yaml';
import { blogTags } from '../../content/blog-tags';
import { teamMembers } from '../../content/team';
import { readDataFile } from '../../lib/content-data';
import { postFrontMatter } from '../../lib/content-rules';
import { bodyProblems } from '../../lib/cms/validate';
import { expect, test } from './fixtures';
import { changedFiles, editableFiles, readRepository, seedRepository, serveTestBackendConfig } from './editor';

/**
 * A marketer at /admin, offline (tests/e2e/editor.ts): writes a post with a picture and edits an FAQ through
 * the editor's forms, and the files it writes pass the build's own checks and the content layer of a copy of the
 * project with them. `npm run test:editor-build` builds the whole copy (EDITOR_OUTPUT names where the files are
 * kept for it: scripts/check-editor-output.mjs).
 */
const picture = join(__dirname, '../../public/illustrations/blog/roofcon-2024/booth.svg');
const authorIds = teamMembers.map((member) => member.id) as [string, ...string[]];
const tagSlugs = blogTags.map((tag) => tag.slug) as [string, ...string[]];

async function openEditor(page: Page) {
  const files = editableFiles();
  await serveTestBackendConfig(page);
  await page.goto('/robots.txt');
  await seedRepository(page, files);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  return files;
}

/**
 * Types a new entry's first field. On a loaded machine the editor has been seen to replace a new entry's draft
 * once just after showing its form, losing what was typed (the title, and only it, came back empty), so the
 * first field is typed again until it keeps its value for half a second.
 */
async function fillFirstField(page: Page, name: string, value: string) {
  const box = page.getByRole('textbox', { name, exact: true });
  await expect(async () => {
    if ((await box.inputValue()) !== value) await box.fill(value);
    await page.waitForTimeout(500);
    expect(await box.inputValue()).toBe(value);
  }).toPass({ timeout: 15_000 });
}

const field = (page: Page, label: string) => page.getByRole('group', { name: `“${label}” Field`.replace(/“(.*)”/, '“\u2068$1\u2069”') });

async function addPicture(page: Page, file: string, alt: string) {
  await page.getByRole('button', { name: /Add.*Pictures/ }).click();
  await field(page, 'Picture').getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'Hail Damage.svg', mimeType: 'image/svg+xml', buffer: readFileSync(file) });
  await page.getByRole('dialog', { name: 'Select Image' }).getByRole('button', { name: 'Insert' }).click();
  await field(page, 'What the picture shows').getByRole('textbox').fill(alt);
}

// The editor is a 3 MB app that parses every post on sign-in: minutes on a slow, shared machine. Its two tests
// run one after the other in one worker, whose tab then has the app compiled for the second (shared-tab.ts).
test.describe.configure({ timeout: 180_000, mode: 'default' });

test('a marketer writes a post with a picture and edits an FAQ, and the files pass the build’s checks @desktop', async ({ page }) => {
  const before = await openEditor(page);
  const title = 'Hail season 2026: what adjusters asked us';
  const description = 'The questions adjusters brought to our booth this hail season, and how a two-estimate report answered each one.';
  const alt = 'Illustration: our booth with an estimate comparison on the screen';

  await page.getByRole('button', { name: 'New' }).first().click();
  await fillFirstField(page, 'Title', title);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-06-02');
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: new RegExp(teamMembers[0]!.name) }).click();
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'B', exact: true }).click();
  await page.getByRole('group', { name: 'Tags', exact: true }).getByRole('checkbox', { name: blogTags[0]!.name }).click();
  await addPicture(page, picture, alt);
  await page
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Hail came early this year.\n\n## What they asked\n\nWrite to <ContactEmail /> for the report.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();

  await page.getByRole('treeitem', { name: 'FAQs, roles, events, team' }).click();
  await page.getByRole('row', { name: 'FAQs' }).click();
  const original = readDataFile('content/data/faqs.json', JSON.parse(before['content/data/faqs.json']!)).faqs;
  const answer = `${original[0]!.answer} Ask us for a demo on your own documents.`;
  await page.getByRole('textbox', { name: 'Answer', exact: true }).first().fill(answer);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();

  const written = changedFiles(before, await readRepository(page));
  const postPath = Object.keys(written).find((path) => /^content\/posts\/.+\.mdx$/.test(path));
  expect(postPath, `a new post among ${Object.keys(written).join(', ')}`).toBeDefined();
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(written[postPath!]!.toString('utf8')) ?? [];
  const post = postFrontMatter(authorIds, tagSlugs).parse({ ...parse(front), content: body });
  expect(await bodyProblems(body)).toEqual([]);
  expect(post).toMatchObject({
    title,
    description,
    date: '2026-06-02',
    author: teamMembers[0]!.id,
    layout: 'B',
    tags: [blogTags[0]!.slug],
  });
  expect(post.images).toHaveLength(1);
  expect(post.images[0]).toEqual({ src: expect.stringMatching(/^\/illustrations\/blog\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/), alt });
  // The picture is committed where the build looks for it, as a file whose size the build can read.
  const pictureFile = written[`public${post.images[0]!.src}`];
  expect(pictureFile, `public${post.images[0]!.src} among the files written`).toBeDefined();
  expect(imageSize(pictureFile!)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });

  const faqs = readDataFile('content/data/faqs.json', JSON.parse(written['content/data/faqs.json']!.toString('utf8'))).faqs;
  expect(faqs).toEqual([{ ...original[0]!, answer }, ...original.slice(1)]);

  // Where `npm run test:editor-build` asks, or a folder of this run's own, removed once checked.
  const output = process.env.EDITOR_OUTPUT ?? mkdtempSync(join(tmpdir(), 'claimowl-editor-output-'));
  rmSync(output, { recursive: true, force: true });
  for (const [path, bytes] of Object.entries(written)) {
    mkdirSync(dirname(join(output, path)), { recursive: true });
    writeFileSync(join(output, path), bytes);
  }
  writeFileSync(join(output, 'expected.json'), JSON.stringify({ post: postPath, faqAnswer: answer }, null, 2));

  // The content layer of a copy of the project with these files, as `next build` runs it first.
  const check = spawnSync(process.execPath, ['scripts/check-editor-output.mjs', '--written', output, '--content-only'], {
    cwd: join(__dirname, '../..'),
    encoding: 'utf8',
  });
  if (!process.env.EDITOR_OUTPUT) rmSync(output, { recursive: true, force: true });
  expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
});

test('the editor refuses what the build would refuse, says why, and writes nothing until it is fixed @desktop', async ({ page }) => {
  const before = await openEditor(page);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const nothingWritten = async () => expect(Object.keys(changedFiles(before, await readRepository(page)))).toEqual([]);

  await page.getByRole('button', { name: 'New' }).first().click();
  // A headline too long for the browser's tab, without the shorter browser title the build then asks for.
  await fillFirstField(page, 'Title', 'What a year of comparing carrier and contractor estimates line by line taught us');
  await box('Description').fill('Twelve months of two-estimate reports: the line items carriers and contractors disagree on most often.');
  await box('Date').fill('2026-07-01');
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: new RegExp(teamMembers[1]!.name) }).click();
  await page.getByRole('radiogroup', { name: 'Layout' }).getByRole('radio', { name: 'A', exact: true }).click();
  await addPicture(page, picture, '');
  await box('Text').fill('A year of reports, in one post.');

  // A picture without its text: refused next to the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'What the picture shows').getByRole('alert')).toBeVisible();
  await nothingWritten();

  // A rule across fields: refused with the build's reason, the entry kept open.
  await box('What the picture shows').fill('Illustration: two estimates side by side, the differing lines highlighted');
  await page.getByRole('button', { name: 'Save' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toContainText('metaTitle: the browser title');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await nothingWritten();

  await box('Browser title').fill('A Year of Estimate Comparisons');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  expect(Object.keys(changedFiles(before, await readRepository(page)))).toContainEqual(expect.stringMatching(/^content\/posts\/.+\.mdx$/));
});
