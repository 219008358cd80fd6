/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readingMinutes } from '@/lib/reading-time';

/**
 * The MDX pipeline (lib/mdx) on the fixtures in tests/fixtures/content/good, built by the real content layer
 * (`npm run content` with that config), then rendered here with a stand-in JSX runtime to read what each
 * body became. The unified packages are ES modules that jest cannot load, so the build runs as a process.
 */
const root = join(__dirname, '../../..');
const fixtures = join(root, 'tests/fixtures/content/good');

interface Compiled {
  slug: string;
  body: { code: string; toc: { id: string; text: string }[]; words: number };
}

let posts: Compiled[] = [];
let documents: Compiled[] = [];

const readGenerated = (name: string): Compiled[] =>
  JSON.parse(
    readFileSync(join(fixtures, '.content-collections/generated', name), 'utf8')
      .replace(/^\s*export default\s*/, '')
      .replace(/;\s*$/, ''),
  );

beforeAll(() => {
  const run = spawnSync(process.execPath, ['scripts/content.mjs', '--config', join(fixtures, 'content-collections.ts')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  posts = readGenerated('allPosts.js');
  documents = readGenerated('allDocuments.js');
});

type Element = { type: string; props: Record<string, unknown> & { children?: unknown } };

/** Runs a compiled body with a JSX runtime that builds plain objects, and returns its top-level elements. */
function render(slug: string, from = posts): Element[] {
  const code = from.find((entry) => entry.slug === slug)?.body.code;
  if (!code) throw new Error(`no fixture ${slug}`);
  const jsx = (type: unknown, props: Record<string, unknown>) => ({ type, props });
  const { default: Content } = new Function(code)({ Fragment: 'fragment', jsx, jsxs: jsx }) as { default: (props: object) => Element };
  return [Content({ components: {} }).props.children].flat().filter((node): node is Element => typeof node === 'object' && node !== null);
}

const text = (node: unknown): string =>
  typeof node === 'string'
    ? node
    : Array.isArray(node)
      ? node.map(text).join('')
      : node && typeof node === 'object' && 'props' in node
        ? text((node as Element).props.children)
        : '';
const outline = (slug: string) => render(slug).map((node) => `${node.type}: ${text(node).trim()}`);
const sentences = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `Sentence ${from + i} ends here.`).join(' ');

describe('layout B: paragraphs of five sentences', () => {
  it('sets each run of prose paragraphs again in paragraphs of five, leaving headings, lists and quotes in place', () => {
    expect(outline('b-runs')).toEqual([
      `p: ${sentences(5)}`,
      `p: ${sentences(5, 6)}`,
      `p: ${sentences(2, 11)}`,
      'h2: A heading',
      'ul: one\ntwo',
      'blockquote: A quote. In two sentences.',
      `p: ${sentences(2, 13)}`,
    ]);
  });

  it('never cuts a link or emphasis, and does not break after an abbreviation', () => {
    expect(outline('b-inline')).toEqual(['p: One, e.g. this. Two with a link. Still the link. Three in emphasis. Four. Five.', 'p: Six.']);
    const [first] = render('b-inline');
    expect(
      [first?.props.children]
        .flat()
        .filter((node) => typeof node === 'object')
        .map((node) => (node as Element).type),
    ).toEqual(['a', 'em']);
  });

  it('keeps paragraphs as written in layout A', () => {
    expect(outline('a-as-written').slice(0, 2)).toEqual([`p: ${sentences(7)}`, `p: ${sentences(1, 8)}`]);
  });
});

describe('images and headings', () => {
  it('turns an image on its own line into a figure with its caption, at the file’s size; only the first loads at once', () => {
    const [figure, second] = render('a-as-written').filter((node) => node.type === 'figure');
    const [image, caption] = [figure?.props.children].flat() as Element[];
    expect(image?.props).toMatchObject({
      src: '/media/posters/estimate-comparison.webp',
      alt: 'The comparison report',
      width: '1280',
      height: '720',
    });
    expect(image?.props.loading).toBeUndefined();
    expect(([second?.props.children].flat() as Element[])[0]?.props).toMatchObject({ alt: 'A second picture', loading: 'lazy' });
    expect(image?.props.title).toBeUndefined();
    expect(caption?.type).toBe('figcaption');
    expect(text(caption)).toBe('Two estimates, line by line');
  });

  it('gives h2 and h3 anchors from their text, without section numbers, and lists the h2s as contents', () => {
    const document = documents.find((entry) => entry.slug === 'numbered')!;
    expect(document.body.toc).toEqual([
      { id: 'availability-and-errors', text: '1. Availability and errors' },
      { id: 'accounts', text: '2. Accounts' },
      { id: 'accounts-1', text: 'Accounts' },
      { id: 'step-1-from-pages-to-structure', text: 'Step 1: from pages to structure' },
    ]);
    expect(render('numbered', documents).find((node) => node.type === 'h3')?.props.id).toBe('why-it-matters');
  });

  it('counts words for the reading time, at least a minute', () => {
    const post = posts.find((entry) => entry.slug === 'b-runs')!;
    expect(post.body.words).toBe(14 * 4 + 2 + 2 + 5);
    expect(readingMinutes(460)).toBe(2);
    expect(readingMinutes(10)).toBe(1);
  });
});
