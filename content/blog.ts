/**
 * The blog (spec §2, §3): posts written as MDX in content/posts/ (checked by content-collections.ts), the
 * conferences of content/conferences.ts with the post that recaps each, the tags of content/blog-tags.ts,
 * and the copy of the blog pages. Everything else about a post (its page, metadata, card, feed entry,
 * structured data) is derived from its record here.
 */
import { allPosts, type Post } from 'content-collections';
import type { FeedPost } from '@/lib/feed';
import type { PostingSource } from '@/lib/json-ld';
import { blogTags, type BlogTag } from './blog-tags';
import { conferenceRecords, type ConferenceRecord } from './conferences';
import { getTeamMember, type TeamMember } from './team';
import type { ImageAsset } from './types';

export type { Post };

/** Every published post, newest first: a draft (`draft: true`) is kept in the repository but never built. */
export const posts: readonly Post[] = allPosts
  .filter((post) => !post.draft)
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

const bySlug = new Map<string, Post>(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): Post | undefined {
  return bySlug.get(slug);
}

function onlyFeatured(): Post {
  const featured = posts.filter((post) => post.featured);
  if (featured.length !== 1) {
    const files = featured.map((post) => `content/posts/${post.slug}.mdx`).join(', ') || 'none';
    throw new Error(`content/posts: exactly one post needs "featured: true" in its front matter (now: ${files})`);
  }
  return featured[0]!;
}

/** The news item at the top of /blog and on /blog-detail (spec §2): the post marked `featured: true`. */
export const featuredPost: Post = onlyFeatured();

export function postAuthor(post: Pick<Post, 'author'>): TeamMember {
  return getTeamMember(post.author);
}

export const postPrefix = '/blog/';

export function postPath(post: Pick<Post, 'slug'>): string {
  return `${postPrefix}${post.slug}`;
}

/** A conference with the picture of the post that recaps it. */
export interface Conference extends ConferenceRecord {
  readonly image: ImageAsset;
}

/** Conferences, most recent first. */
export const pastConferences: readonly Conference[] = conferenceRecords
  .map((record) => {
    const image = findPost(record.post)?.images[0];
    if (!image) throw new Error(`content/conferences.ts: ${record.title} names post "${record.post}", which is not a post with an image`);
    return { ...record, image };
  })
  .sort((a, b) => b.startDate.localeCompare(a.startDate));

export function findConference(postSlug: string): Conference | undefined {
  return pastConferences.find((conference) => conference.post === postSlug);
}

/** The tags that posts carry, each with the posts that carry it (newest first); unused tags have no page. */
export const usedTags: readonly (BlogTag & { readonly posts: readonly Post[] })[] = blogTags
  .map((tag) => ({ ...tag, posts: posts.filter((post) => (post.tags as readonly string[]).includes(tag.slug)) }))
  .filter((tag) => tag.posts.length > 0);

export const tagPrefix = '/blog/tags/';

export function tagPath(tag: Pick<BlogTag, 'slug'>): string {
  return `${tagPrefix}${tag.slug}`;
}

export function postTags(post: Post): readonly BlogTag[] {
  return blogTags.filter((tag) => (post.tags as readonly string[]).includes(tag.slug));
}

/**
 * A post with its path, author and tags looked up: what its feed entry (lib/feed.ts) and its structured
 * data (lib/json-ld/content.ts) state about it.
 */
export function postFacts(post: Post) {
  return { ...post, path: postPath(post), author: postAuthor(post), tags: postTags(post) } satisfies FeedPost & PostingSource;
}

/** The Atom feed of every post (app/blog/feed.xml/route.ts). */
export const feedPath = '/blog/feed.xml';

export const blogPage = {
  featured: {
    eyebrow: 'Featured news',
    readMore: 'Read the full story',
  },
  latest: {
    eyebrow: 'From the blog',
    title: 'All posts',
    intro: 'News, guides and conference recaps, newest first.',
    readingTime: '{minutes} min read',
    tagged: 'Tagged',
  },
  feed: {
    title: '{brand} blog',
    subtitle: 'News, guides and conference recaps from the team building AI for insurance claim disputes.',
    link: 'Follow the blog (Atom feed)',
  },
  tag: {
    eyebrow: 'Blog topic',
    /** Put before the tag's name in the browser title of its page: "Blog: Roofing". */
    titlePrefix: 'Blog: ',
    back: 'All posts',
  },
  conferences: {
    eyebrow: 'On the road',
    title: 'Conferences and live demos',
    intro:
      'We bring the platform to the industry’s conferences and run live demos all day. These events have taken place; read our recap of each, most recent first.',
    past: 'Past event',
    upcoming: 'Upcoming',
    dates: 'Dates',
    location: 'Location',
    demos: 'Live demos',
    website: 'Event website',
    readMore: 'Read the recap',
  },
} as const;

export const postPage = {
  published: 'Published',
  by: 'By',
  eventDetails: 'About the event',
  back: 'All news and events',
  gallery: 'Photos',
  share: {
    button: 'Share',
    copied: 'Link copied to clipboard!',
    refused: 'Your browser did not allow copying. Select and copy this address instead:',
  },
  slider: {
    previous: 'Previous image',
    next: 'Next image',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    /** `{current}` and `{total}` are filled by the slider. */
    position: 'Image {current} of {total}',
  },
} as const;
