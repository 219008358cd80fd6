/**
 * What a content file may contain besides Markdown: the components a page provides (`allowed`), plain HTML
 * elements other than those that run or embed something, and no code (no `import`, `export` or
 * `{expressions}`). Content stays data that a writer can edit without
 * breaking a page; a mistake stops the build with the reason and the line.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError } from './content-error';

/** HTML elements a content file may not use: they run code, embed other sites or take input. */
const forbiddenHtml = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select']);

/** The components a content file may use (provided by components/sections/mdx-body.tsx). */
export const CONTENT_COMPONENTS = ['Brand', 'PostalAddress', 'ContactEmail', 'Phone'] as const;

const isHtml = (name: string) => /^[a-z][a-z0-9]*$/.test(name);

interface MdxNode {
  type: string;
  name?: string | null;
  position?: { start: { line: number } };
}

export function remarkAllowedSyntax({ allowed }: { allowed: readonly string[] }) {
  return (tree: Root) => {
    visit(tree, (node: MdxNode) => {
      const line = node.position ? ` (line ${node.position.start.line})` : '';
      if (node.type === 'mdxjsEsm') throw new ContentError(`import and export are not allowed in content${line}`);
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        throw new ContentError(
          `{…} expressions are not allowed in content${line}; for the brand, address, e-mail or phone use ${allowed.map((name) => `<${name} />`).join(', ') || 'plain text'}`,
        );
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name ?? '';
      if (isHtml(name) && forbiddenHtml.has(name)) throw new ContentError(`<${name}> is not allowed in content${line}`);
      if (!isHtml(name) && !allowed.includes(name)) {
        throw new ContentError(
          `<${name}> is not a known component${line}; use ${allowed.map((name) => `<${name} />`).join(', ') || 'Markdown only'}`,
        );
      }
    });
  };
}
