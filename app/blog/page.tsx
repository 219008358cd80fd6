import { PageFrame } from '@/components/layout/page-frame';
import { ConferenceList, FeaturedPost, PostList } from '@/components/sections/blog-sections';
import { PageHero } from '@/components/sections/page-hero';
import { blogPage, featuredPost, feedPath, pastConferences, posts } from '@/content/blog';
import { getRoute } from '@/content/routes';
import { conferencesJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/blog');

export const metadata = pageMetadata(route, { feed: feedPath });

export default function BlogPage() {
  return (
    <PageFrame route={route} structuredData={conferencesJsonLd(pastConferences)}>
      <PageHero route={route} continued>
        <a href={feedPath} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {blogPage.feed.link}
        </a>
      </PageHero>
      <FeaturedPost post={featuredPost} />
      <PostList posts={posts} eyebrow={blogPage.latest.eyebrow} title={blogPage.latest.title} intro={blogPage.latest.intro} />
      {/* Built statically: "past" is decided on the build date. */}
      <ConferenceList conferences={pastConferences} today={new Date()} />
    </PageFrame>
  );
}
