/**
 * Anchors for a document's headings and its table of contents. Every h2 and h3 gets an id from its text (a
 * leading section number such as "1." is left out, so renumbering keeps the links); the h2s, in order,
 * become the document's table of contents.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** A plain type, not an interface: content-collections accepts only serialisable object types. */
export type TocEntry = { id: string; text: string };

/** The id of a heading with this text: "3. Intellectual property" → "intellectual-property". */
export function headingId(text: string, slugger = new GithubSlugger()): string {
  return slugger.slug(text.replace(/^\s*\d+(?:\.\d+)*[.)]?\s+/, ''));
}

export function rehypeHeadings({ toc }: { toc: TocEntry[] }) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
      const text = toString(node).trim();
      const id = headingId(text, slugger);
      node.properties = { ...node.properties, id };
      if (node.tagName === 'h2') toc.push({ id, text });
    });
  };
}
