/**
 * The editor's last check before it saves (lib/cms/editor.ts, Sveltia's preSave event): the same schemas
 * the build applies, over the whole entry, so a rule across fields (a post's browser title), across records
 * (ids used twice) or in a post's body (MDX that does not compile, a component or element the site does not
 * allow, an image without alternative text) is refused with its reason before anything is written. Each
 * field's own rules are already in its form (lib/cms/fields.ts); what needs the repository (a file named
 * in a post exists) is left to the build.
 */
import { compile } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { dataFiles, type DataFilePath } from '@/lib/content-data';
import { issueLines, postFrontMatter, type PostRules } from '@/lib/content-rules';
import { CONTENT_COMPONENTS, remarkAllowedSyntax } from '@/lib/mdx/allowed-syntax';
import { ContentError, bodyImageProblem } from '@/lib/mdx/content-error';

/** Checks every image of a body for what can be known without its file. */
const rehypeImageText = () => (tree: Root) => {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return;
    const problem = bodyImageProblem(String(node.properties.src ?? ''), String(node.properties.alt ?? ''));
    if (problem) throw new ContentError(problem);
  });
};

/** The problems of an MDX body, as the build words them ("body: …"); none when it compiles. */
export async function bodyProblems(source: string): Promise<string[]> {
  try {
    await compile(source, {
      outputFormat: 'function-body',
      remarkPlugins: [remarkGfm, [remarkAllowedSyntax, { allowed: CONTENT_COMPONENTS }]],
      rehypePlugins: [rehypeImageText],
    });
    return [];
  } catch (error) {
    return [`body: ${(error as Error).message}`];
  }
}

/**
 * The entry as the editor writes it: its own bookkeeping (`__sc_…` keys of list items) is not written, nor
 * is an optional field left empty (`omit_empty_optional_fields`, lib/cms/config.ts).
 */
export function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, entry]) => !key.startsWith('__sc_') && entry !== '' && entry !== null && entry !== undefined)
      .map(([key, entry]) => [key, asWritten(entry)]),
  );
}

/**
 * The problems of an entry the editor is about to save, one line each ("images[0].alt: describe what the
 * image shows"), by its collection and path; none when the build will take it.
 */
export async function entryProblems(collection: string, path: string, entry: Record<string, unknown>, rules: PostRules): Promise<string[]> {
  const data = asWritten(entry) as Record<string, unknown>;
  if (collection === 'posts') {
    const { body = '', ...front } = data;
    const result = postFrontMatter(rules.authorIds, rules.tagSlugs).safeParse({ ...front, content: String(body) });
    return [...(result.success ? [] : issueLines(result.error)), ...(await bodyProblems(String(body)))];
  }
  if (collection === 'legal') return bodyProblems(String(data.body ?? ''));
  const file = dataFiles[path as DataFilePath];
  if (!file) return [`the editor has no rules for ${path}`];
  const result = file.schema.safeParse(data);
  return result.success ? [] : issueLines(result.error);
}
