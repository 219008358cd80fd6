/**
 * The rules of the content the marketing team edits, for the content layer (content-collections.ts): the
 * front matter of each kind of file and how its body is compiled. A file that breaks a rule stops the build
 * with its path, the field and what is wrong: a missing or unknown front-matter field, a description outside
 * 50–160 characters, an author or a tag the post may not name (the rules it is given: the team and
 * content/blog-tags.ts), an image whose file is missing or whose size is not the file's, a component or
 * expression the body may not use. The collections take their directory and rules, so tests can check
 * malformed files kept elsewhere.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection } from '@content-collections/core';
import { z } from 'zod';
import { leadingImages } from './gallery';
import { compileBody } from './mdx/compile';
import { readingMinutes } from './reading-time';
import { ContentError, intrinsicSize } from './mdx/figures';
import { inlineSvg } from './inline-svg';
import { frontMatter, postFrontMatter, type PostRules, type postImage } from './content-rules';

const publicDir = join(process.cwd(), 'public');

/**
 * The compiler's own version: a hash of the code that compiles bodies. content-collections caches each
 * compiled body by its input; with this in the key, a change to the pipeline compiles everything again.
 */
const pipeline = (() => {
  const hash = createHash('sha256');
  const dir = join(process.cwd(), 'lib/mdx');
  for (const file of readdirSync(dir).sort()) hash.update(readFileSync(join(dir, file)));
  hash.update(readFileSync(join(process.cwd(), 'lib/paragraphs.ts')));
  return hash.digest('hex').slice(0, 16);
})();

/**
 * Each front-matter image with its file's size: the file exists, and a width and height given (by hand; the
 * editor leaves them out) are its own.
 */
function sizedImages(file: string, images: readonly z.infer<typeof postImage>[]) {
  return images.map((entry, i) => {
    const field = `images[${i}]`;
    let size: { width: number; height: number };
    try {
      size = intrinsicSize(publicDir, entry.src);
    } catch (error) {
      throw new ContentError(`${file}: ${field}.src: ${(error as Error).message}`);
    }
    if ((entry.width ?? size.width) !== size.width || (entry.height ?? size.height) !== size.height) {
      throw new ContentError(
        `${file}: ${field}: width and height are ${entry.width}×${entry.height} but ${entry.src} is ${size.width}×${size.height}`,
      );
    }
    return { ...entry, ...size };
  });
}

/** Blog posts: one MDX file per post in `directory` (content/posts), naming only the authors and tags `rules` allow. */
export const postsCollection = (directory: string, rules: PostRules) =>
  defineCollection({
    name: 'posts',
    directory,
    include: '*.mdx',
    schema: postFrontMatter(rules.authorIds, rules.tagSlugs),
    transform: async ({ content, ...post }, context) => {
      const file = join(directory, post._meta.filePath);
      const sized = sizedImages(file, post.images);
      const body = await context.cache({ pipeline, content, layout: post.layout }, async (input) => {
        try {
          return await compileBody(input.content, { publicDir, fiveSentenceParagraphs: input.layout === 'B' });
        } catch (error) {
          throw new ContentError(`${file}: body: ${(error as Error).message}`);
        }
      });
      // The first pictures may lead the post's page and its card (components/ui/asset-image.tsx `priority`).
      const leading = leadingImages(post.layout, post.images.length);
      const images = sized.map((image, i) => (i < leading ? { ...image, inline: inlineSvg(publicDir, image.src) } : image));
      return { ...post, images, slug: post._meta.path, body, readingMinutes: readingMinutes(body.words) };
    },
  });

/** Long documents with a table of contents: one MDX file each in `directory` (content/documents). */
export const documentsCollection = (directory: string) =>
  defineCollection({
    name: 'documents',
    directory,
    include: '*.mdx',
    schema: frontMatter({ content: z.string() }),
    transform: async ({ content, ...document }, context) => {
      const file = join(directory, document._meta.filePath);
      const body = await context.cache({ pipeline, content }, async (input) => {
        try {
          return await compileBody(input.content, { publicDir });
        } catch (error) {
          throw new ContentError(`${file}: body: ${(error as Error).message}`);
        }
      });
      return { ...document, slug: document._meta.path, body };
    },
  });
