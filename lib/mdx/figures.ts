/**
 * Images in a post or document body. A writer writes `![What it shows](/illustrations/x.svg "Caption")` on a
 * line of its own; this rehype plugin turns it into a `<figure>` with the image at its intrinsic size (read
 * from the file in public/, so every image has width and height and the layout never shifts) and the title
 * as `<figcaption>`. The body's first image may be in the first screen, so it loads at once; later ones load
 * lazily. An image whose file is missing, that lives on another site, or that has no alternative
 * text stops the build with a message naming it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import { ContentError, bodyImageProblem } from './content-error';

export { ContentError };

/** Width and height of an image in `publicDir`, by its URL path; throws a `ContentError` when it is missing. */
export function intrinsicSize(publicDir: string, src: string): { width: number; height: number } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(publicDir, decodeURI(src)));
  } catch {
    throw new ContentError(`image ${src} does not exist in public/`);
  }
  const { width, height } = imageSize(bytes);
  if (!width || !height) throw new ContentError(`image ${src} has no width and height`);
  return { width, height };
}

const isImage = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && (node as Element).type === 'element' && (node as Element).tagName === 'img';

export function rehypeFigures({ publicDir }: { publicDir: string }) {
  return (tree: Root) => {
    let first = true;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'img') {
        const src = String(node.properties.src ?? '');
        const problem = bodyImageProblem(src, String(node.properties.alt ?? ''));
        if (problem) throw new ContentError(problem);
        const { width, height } = intrinsicSize(publicDir, src);
        node.properties = { ...node.properties, width, height, decoding: 'async', ...(first ? {} : { loading: 'lazy' }) };
        first = false;
      }
      if (node.tagName !== 'p') return;
      const content = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      const [only] = content;
      if (content.length !== 1 || !isImage(only)) return;
      const caption = only.properties.title ? String(only.properties.title) : undefined;
      delete only.properties.title;
      node.tagName = 'figure';
      node.children = caption
        ? [only, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }]
        : [only];
    });
  };
}
