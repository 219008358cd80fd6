import { blogPage, feedPath, postFacts, posts } from '@/content/blog';
import { blogFeed } from '@/lib/feed';

/** The blog's Atom feed, written once at build time (`output: 'export'` saves it as out/blog/feed.xml). */
export const dynamic = 'force-static';

export function GET() {
  const feed = blogFeed({
    title: blogPage.feed.title,
    subtitle: blogPage.feed.subtitle,
    link: '/blog',
    path: feedPath,
    posts: posts.map(postFacts),
  });
  return new Response(feed, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
