/**
 * The rules of content that need no file system, shared by the build (lib/content-schema.ts,
 * lib/content-data.ts) and the editor at /admin, which runs them in the browser before it saves: a text
 * field, front matter with no unknown field, a post's front matter and a problem's one-line wording.
 */
import { z } from 'zod';

/** A required text field: says so when it is missing rather than naming a type. */
export const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }).trim();

/** Front matter with every field known: a field the site does not read is most likely a typo. */
export const frontMatter = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}; the fields are ${Object.keys(shape)
            .filter((key) => key !== 'content')
            .join(', ')}`
        : undefined,
  });

/** Each problem as "field: message", the field written as in the file (images[1].alt). */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

/**
 * A picture of a post. Its width and height are the file's own: the build reads them when they are left out
 * (as the editor leaves them) and refuses a size that is not the file's.
 */
export const postImage = z.strictObject({
  src: z
    .string()
    .regex(/^\/\S+\.(svg|png|webp|jpe?g|avif)$/, 'must be a path under public/, e.g. /illustrations/blog/post/photo.svg')
    .meta({ title: 'Picture', widget: 'image', accept: 'image/svg+xml,image/png,image/webp,image/jpeg,image/avif' }),
  width: z.int().positive().optional().meta({ editor: 'omit' }),
  height: z.int().positive().optional().meta({ editor: 'omit' }),
  alt: z
    .string()
    .trim()
    .min(1, 'describe what the image shows')
    .meta({ title: 'What the picture shows', description: 'Read aloud to people who cannot see it. Required.' }),
});

/**
 * What a post may name: the ids of its possible authors (the team) and the slugs of its possible tags
 * (`postRules`, content/post-choices.ts).
 */
export interface PostRules {
  readonly authorIds: readonly [string, ...string[]];
  readonly tagSlugs: readonly [string, ...string[]];
}

/** The front matter of a blog post, given the team's ids (authors) and the tags' slugs. */
export function postFrontMatter(authorIds: readonly [string, ...string[]], tagSlugs: readonly [string, ...string[]]) {
  return frontMatter({
    title: text().min(1, 'is required').max(120, 'must be at most 120 characters').meta({ title: 'Title' }),
    /** The page part of the browser title, when the title is too long for it. */
    metaTitle: text()
      .min(10, 'must be at least 10 characters')
      .max(60, 'must be at most 60 characters')
      .optional()
      .meta({ title: 'Browser title', description: '10–60 characters. Needed when the title is shorter than 10 or longer than 60.' }),
    description: text().min(50, 'must be at least 50 characters').max(160, 'must be at most 160 characters').meta({
      title: 'Description',
      description: 'Search results, social previews, the feed and the card: 50–160 characters.',
      widget: 'text',
    }),
    date: z.iso.date('must be a date like 2025-05-14').meta({ title: 'Date' }),
    author: z.enum(authorIds, { error: `must be one of the team: ${authorIds.join(', ')}` }).meta({ title: 'Author' }),
    layout: z.enum(['A', 'B'], { error: 'must be A (title, image grid or slider) or B (hero, slider, share)' }).meta({
      title: 'Layout',
      description: 'A: title, then the pictures as a grid. B: the first picture as a hero, a slider and a Share button.',
    }),
    featured: z.boolean().default(false).meta({ title: 'Featured', description: 'On one post only: it leads /blog.' }),
    draft: z.boolean().default(false).meta({ title: 'Draft', description: 'A draft is kept in the repository but never published.' }),
    tags: z
      .array(z.enum(tagSlugs, { error: `must be one of ${tagSlugs.join(', ')} (content/blog-tags.ts)` }))
      .default([])
      .meta({ title: 'Tags' }),
    images: z.array(postImage).default([]).meta({ title: 'Pictures', description: 'The first one is also the card’s picture.' }),
    content: z.string(),
  }).superRefine((post, context) => {
    // The browser title ("<title> | Brand") takes 10–60 characters of the post's own.
    const shown = post.metaTitle ?? post.title;
    if (shown.length < 10 || shown.length > 60) {
      context.addIssue({
        code: 'custom',
        path: ['metaTitle'],
        message: `the browser title "${shown}" has ${shown.length} characters; give a browser title (metaTitle) of 10–60`,
      });
    }
  });
}
