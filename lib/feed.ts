/**
 * The blog's Atom feed (RFC 4287), written by the `feed` package from the posts it is given: each with its
 * absolute link, author, date, summary and tags, in the order given (newest first). Its `updated` date is
 * the first post's, so building the site twice writes the same file.
 */
import { Feed } from 'feed';
import { absoluteUrl, config } from './config';
import { fillTemplate } from './template';

/** A post as the feed lists it (a post of content/blog.ts with its path, author and tags). */
export interface FeedPost {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** `YYYY-MM-DD`. */
  readonly date: string;
  readonly author: { readonly name: string };
  readonly tags: readonly { readonly slug: string; readonly name: string }[];
}

export interface FeedSource {
  /** The feed's title; `{brand}` is filled with the brand's name. */
  readonly title: string;
  readonly subtitle: string;
  /** The blog's page, which the feed links to and is known by. */
  readonly link: string;
  /** Where the feed itself is served. */
  readonly path: string;
  /** Newest first. */
  readonly posts: readonly FeedPost[];
}

export function blogFeed(source: FeedSource): string {
  const blogUrl = absoluteUrl(source.link);
  const newest = source.posts[0]?.date ?? '1970-01-01';
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: fillTemplate(source.title, { brand: config.brandName }),
    description: source.subtitle,
    language: 'en-US',
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { atom: absoluteUrl(source.path) },
    copyright: `© ${newest.slice(0, 4)} ${config.brandName}`,
  });
  for (const post of source.posts) {
    const url = absoluteUrl(post.path);
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author.name }],
      category: post.tags.map((tag) => ({ name: tag.name, term: tag.slug })),
    });
  }
  return feed.atom1();
}
