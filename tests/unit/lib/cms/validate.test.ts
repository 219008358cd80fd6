/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { blogTags } from '@/content/blog-tags';
import { teamMembers } from '@/content/team';

/**
 * The editor's last check before it saves (lib/cms/validate.ts): it refuses what the build refuses, with the
 * build's words and field, and accepts every file the site holds now. Run in a process of its own
 * (tests/fixtures/editor/entry-problems.mjs): the MDX compiler is an ES module jest cannot load.
 */
const root = join(__dirname, '../../../..');

interface Entry {
  collection: string;
  path: string;
  data: Record<string, unknown>;
}

function problems(entries: Entry[]): string[][] {
  const run = spawnSync(process.execPath, ['tests/fixtures/editor/entry-problems.mjs'], {
    cwd: root,
    input: JSON.stringify(entries),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

/** A post as the editor holds it: front matter fields and its body, with its list items' bookkeeping. */
function postEntry(file: string): Entry {
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(join(root, file), 'utf8')) ?? [];
  return { collection: 'posts', path: file, data: { ...parse(front), body } };
}

const post = (data: Record<string, unknown>): Entry => ({
  collection: 'posts',
  path: 'content/posts/new.mdx',
  data: {
    title: 'Hail season 2026: what adjusters asked us',
    metaTitle: '',
    description: 'The questions adjusters brought to our booth this hail season, and how a report answered each one.',
    date: '2026-06-02',
    author: teamMembers[0]!.id,
    layout: 'A',
    tags: [blogTags[0]!.slug],
    images: [{ src: '/illustrations/blog/new/booth.svg', alt: 'Illustration: our booth', __sc_item_id: 'x1' }],
    body: 'Hail came early this year.',
    ...data,
  },
});

describe('the editor’s save check', () => {
  const files: Entry[] = [
    ...readdirSync(join(root, 'content/posts')).map((name) => postEntry(`content/posts/${name}`)),
    ...['terms-of-use', 'privacy-policy'].map((name) => ({
      collection: 'legal',
      path: `content/documents/${name}.mdx`,
      data: { body: readFileSync(join(root, `content/documents/${name}.mdx`), 'utf8') },
    })),
    ...readdirSync(join(root, 'content/data')).map((name) => ({
      collection: 'records',
      path: `content/data/${name}`,
      data: JSON.parse(readFileSync(join(root, 'content/data', name), 'utf8')) as Record<string, unknown>,
    })),
  ];
  const faqs = JSON.parse(readFileSync(join(root, 'content/data/faqs.json'), 'utf8')) as { faqs: { id: string }[] };
  const cases: [string, Entry, string][] = [
    [
      'a picture without its text',
      post({ images: [{ src: '/illustrations/blog/new/booth.svg', alt: ' ' }] }),
      'images[0].alt: describe what the image shows',
    ],
    ['a tag not in the tag list', post({ tags: ['weather'] }), 'tags[0]: must be one of'],
    ['a date that is not a date', post({ date: '2026-02-30' }), 'date: must be a date like 2025-05-14'],
    ['an author not on the team', post({ author: 'someone' }), 'author: must be one of the team'],
    [
      'a long title without a browser title',
      post({ title: 'What a year of comparing carrier and contractor estimates line by line taught us' }),
      'metaTitle: the browser title',
    ],
    ['a script in the body', post({ body: 'Text.\n\n<script>alert(1)</script>' }), 'body: <script> is not allowed'],
    ['an {expression} in the body', post({ body: 'It is {new Date().getFullYear()}.' }), 'body: {…} expressions are not allowed'],
    [
      'an image without text in the body',
      post({ body: '![](/illustrations/blog/new/booth.svg)' }),
      'body: image /illustrations/blog/new/booth.svg needs alternative text',
    ],
    [
      'an FAQ id used twice',
      { collection: 'records', path: 'content/data/faqs.json', data: { faqs: [...faqs.faqs, faqs.faqs[0]] } },
      `faqs[${faqs.faqs.length}].id: "${faqs.faqs[0]!.id}" is used twice`,
    ],
  ];
  const results = problems([...files, ...cases.map(([, entry]) => entry)]);

  it('accepts every post, legal document and data file the site holds now', () => {
    expect(Object.fromEntries(files.map((file, i) => [file.path, results[i]]))).toEqual(
      Object.fromEntries(files.map((file) => [file.path, []])),
    );
  });

  it.each(cases.map(([name, , expected], i) => [name, expected, i]))('refuses %s, naming the field', (_name, expected, i) => {
    expect(results[files.length + (i as number)]!.join('\n')).toContain(expected);
  });
});
