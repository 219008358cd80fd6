/**
 * The blog's Atom feed (RFC 4287), written by the `feed` package from the post records: every post, newest
 * first, with absolute links, its author, date, summary and tags. Its `updated` date is the newest post's,
 * so building the site twice writes the same file.
 */
import { Feed } from 'feed';
import { blogPage, feedPath, postAuthor, postPath, postTags, posts } from '@/content/blog';
import { absoluteUrl, config } from './config';
import { fillTemplate } from './template';

export function blogFeed(): string {
  const blogUrl = absoluteUrl('/blog');
  const newest = posts[0]?.date ?? '1970-01-01';
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: fillTemplate(blogPage.feed.title, { brand: config.brandName }),
    description: blogPage.feed.subtitle,
    language: 'en-US',
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { atom: absoluteUrl(feedPath) },
    copyright: `© ${newest.slice(0, 4)} ${config.brandName}`,
  });
  for (const post of posts) {
    const url = absoluteUrl(postPath(post));
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: postAuthor(post).name }],
      category: postTags(post).map((tag) => ({ name: tag.name, term: tag.slug })),
    });
  }
  return feed.atom1();
}
