/**
 * The rules of the content the marketing team edits, for the content layer (content-collections.ts): the
 * front matter of each kind of file and how its body is compiled. A file that breaks a rule stops the build
 * with its path, the field and what is wrong: a missing or unknown front-matter field, a description outside
 * 50–160 characters, an author who is not on the team, a tag that is not in content/blog-tags.ts, an image
 * whose file is missing or whose size is not the file's, a component or expression the body may not use.
 * The collections take their directory, so tests can check malformed files kept elsewhere.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection } from '@content-collections/core';
import { z } from 'zod';
import { blogTagSlugs } from '../content/blog-tags';
import { teamMembers } from '../content/team';
import { leadingImages } from './gallery';
import { compileBody } from './mdx/compile';
import { readingMinutes } from './reading-time';
import { ContentError, intrinsicSize } from './mdx/figures';
import { inlineSvg } from './inline-svg';

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
const authorIds = teamMembers.map((member) => member.id) as [string, ...string[]];

/** A required text field: says so when it is missing rather than naming a type. */
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).trim();

/** Front matter with every field known: a field the site does not read is most likely a typo. */
const frontMatter = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}; the fields are ${Object.keys(shape)
            .filter((key) => key !== 'content')
            .join(', ')}`
        : undefined,
  });

const image = z.strictObject({
  src: z.string().regex(/^\/\S+\.(svg|png|webp|jpe?g|avif)$/, 'must be a path under public/, e.g. /illustrations/blog/post/photo.svg'),
  width: z.int().positive(),
  height: z.int().positive(),
  alt: z.string().trim().min(1, 'describe what the image shows'),
});

/** Checks each front-matter image against its file: it exists and has the size the front matter gives. */
function checkImages(file: string, images: readonly z.infer<typeof image>[]) {
  images.forEach((entry, i) => {
    const field = `images[${i}]`;
    let size: { width: number; height: number };
    try {
      size = intrinsicSize(publicDir, entry.src);
    } catch (error) {
      throw new ContentError(`${file}: ${field}.src: ${(error as Error).message}`);
    }
    if (size.width !== entry.width || size.height !== entry.height) {
      throw new ContentError(
        `${file}: ${field}: width and height are ${entry.width}×${entry.height} but ${entry.src} is ${size.width}×${size.height}`,
      );
    }
  });
}

/** Blog posts: one MDX file per post in `directory` (content/posts). */
export const postsCollection = (directory: string) =>
  defineCollection({
    name: 'posts',
    directory,
    include: '*.mdx',
    schema: frontMatter({
      title: text().min(1, 'is required').max(120, 'must be at most 120 characters'),
      /** The page part of the browser title, when the title is too long for it. */
      metaTitle: text().min(1).max(70).optional(),
      description: text().min(50, 'must be at least 50 characters').max(160, 'must be at most 160 characters'),
      date: z.iso.date('must be a date like 2025-05-14'),
      author: z.enum(authorIds, { error: `must be one of the team: ${authorIds.join(', ')}` }),
      layout: z.enum(['A', 'B'], { error: 'must be A (title, image grid or slider) or B (hero, slider, share)' }),
      featured: z.boolean().default(false),
      tags: z.array(z.enum(blogTagSlugs, { error: `must be one of ${blogTagSlugs.join(', ')} (content/blog-tags.ts)` })).default([]),
      images: z.array(image).default([]),
      content: z.string(),
    }).superRefine((post, context) => {
      // The browser title ("<title> | Brand") takes 10–60 characters of the post's own.
      const shown = post.metaTitle ?? post.title;
      if (shown.length < 10 || shown.length > 60) {
        context.addIssue({
          code: 'custom',
          path: ['metaTitle'],
          message: `the browser title "${shown}" has ${shown.length} characters; give a metaTitle of 10–60`,
        });
      }
    }),
    transform: async ({ content, ...post }, context) => {
      const file = join(directory, post._meta.filePath);
      checkImages(file, post.images);
      const body = await context.cache({ pipeline, content, layout: post.layout }, async (input) => {
        try {
          return await compileBody(input.content, { publicDir, fiveSentenceParagraphs: input.layout === 'B' });
        } catch (error) {
          throw new ContentError(`${file}: body: ${(error as Error).message}`);
        }
      });
      // The first pictures may lead the post's page and its card (components/ui/asset-image.tsx `priority`).
      const leading = leadingImages(post.layout, post.images.length);
      const images = post.images.map((image, i) => (i < leading ? { ...image, inline: inlineSvg(publicDir, image.src) } : image));
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
