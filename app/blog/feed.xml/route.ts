import { blogFeed } from '@/lib/feed';

/** The blog's Atom feed, written once at build time (`output: 'export'` saves it as out/blog/feed.xml). */
export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed(), { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
