/**
 * Compiles the body of a post or long document (MDX) at build time, for `content-collections.ts`. The result
 * is the body as a function (`run` it with React's JSX runtime in a server component, see
 * components/sections/mdx-body.tsx), its table of contents and its length. Nothing of it reaches the browser
 * as code: pages are rendered to HTML when the site is built.
 */
import { compile } from '@mdx-js/mdx';
import type { Root, Text } from 'hast';
import { visit } from 'unist-util-visit';
import remarkGfm from 'remark-gfm';
import { CONTENT_COMPONENTS, remarkAllowedSyntax } from './allowed-syntax';
import { rehypeFigures } from './figures';
import { rehypeHeadings, type TocEntry } from './headings';
import { rehypeSentenceParagraphs } from './sentence-paragraphs';

export { CONTENT_COMPONENTS };

export interface CompileOptions {
  /** Where the site's images live, to read their size. */
  readonly publicDir: string;
  /** Regroup prose into paragraphs of five sentences (blog layout B). */
  readonly fiveSentenceParagraphs?: boolean;
}

/** A plain type, not an interface: content-collections accepts only serialisable object types. */
export type CompiledBody = {
  /** The body as the body of an async function (`@mdx-js/mdx` `run`). */
  code: string;
  toc: TocEntry[];
  words: number;
};

export async function compileBody(source: string, options: CompileOptions): Promise<CompiledBody> {
  const toc: TocEntry[] = [];
  let words = 0;
  const countWords = () => (tree: Root) => {
    const texts: string[] = [];
    visit(tree, 'text', (node: Text) => {
      texts.push(node.value);
    });
    // A word is a run of non-space characters holding a letter or digit ("." after a link is not one).
    words = texts
      .join(' ')
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  };
  const file = await compile(source, {
    outputFormat: 'function-body',
    development: false,
    remarkPlugins: [remarkGfm, [remarkAllowedSyntax, { allowed: CONTENT_COMPONENTS }]],
    rehypePlugins: [
      [rehypeFigures, { publicDir: options.publicDir }],
      [rehypeHeadings, { toc }],
      ...(options.fiveSentenceParagraphs ? [rehypeSentenceParagraphs] : []),
      countWords,
    ],
  });
  return { code: String(file.value), toc, words };
}
