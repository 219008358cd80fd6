/**
 * The page index: every page the site exports, in one list. The route registry (content/routes.ts, pages
 * with their own file under app/) joined with the pages made from content: a page per blog post and per
 * blog tag. Metadata, the sitemap, Open Graph images, structured data and the end-to-end walks read it, so
 * a post added to content/posts/ is covered by all of them without an edit elsewhere.
 */
import { blogPage, featuredPost, postPath, posts, tagPath, usedTags, type Post } from './blog';
import type { BlogTag } from './blog-tags';
import { routes, type RouteRecord } from './routes';

const contentFooter = { tone: 'navy', shape: true } as const;

/** A post as a page record. */
export function postPage(post: Post): RouteRecord {
  return {
    path: postPath(post),
    label: post.title,
    title: post.metaTitle ?? post.title,
    description: post.description,
    heading: post.title,
    intro: post.description,
    indexable: true,
    footer: contentFooter,
  };
}

/** A tag as a page record: the posts that carry it. */
export function tagPage(tag: BlogTag): RouteRecord {
  return {
    path: tagPath(tag),
    label: tag.name,
    title: `${blogPage.tag.titlePrefix}${tag.name}`,
    description: tag.description,
    heading: tag.name,
    intro: tag.description,
    indexable: true,
    footer: contentFooter,
  };
}

/**
 * The pages made from content: one dynamic page under app/ (its `pattern`) exports one page per record.
 * Each has a full record, so everything that reads the index treats it like any other page.
 */
export interface ContentPages {
  readonly pattern: string;
  readonly pages: readonly RouteRecord[];
}

export const postPages: readonly RouteRecord[] = posts.map(postPage);
export const tagPages: readonly RouteRecord[] = usedTags.map(tagPage);

export const contentPages: readonly ContentPages[] = [
  { pattern: '/blog/[slug]', pages: postPages },
  { pattern: '/blog/tags/[tag]', pages: tagPages },
];

/** Registry pages that show another page's content, and that page: the spec's blog-detail screen is the featured post. */
const showing: Readonly<Record<string, string>> = { '/blog-detail': postPath(featuredPost) };

/** Every page the site exports: the registry's, then those made from content. */
export const allPages: readonly RouteRecord[] = [
  ...routes.map((route) => (showing[route.path] ? { ...route, canonicalPath: showing[route.path] } : route)),
  ...contentPages.flatMap((group) => group.pages),
];

const byPath = new Map(allPages.map((page) => [page.path, page]));

export function findPage(path: string): RouteRecord | undefined {
  return byPath.get(path);
}
