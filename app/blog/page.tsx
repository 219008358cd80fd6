import { PageFrame } from '@/components/layout/page-frame';
import { ConferenceList, FeaturedPost } from '@/components/sections/blog-sections';
import { PageHero } from '@/components/sections/page-hero';
import { featuredPost, pastConferences } from '@/content/blog';
import { getRoute } from '@/content/routes';
import { conferencesJsonLd } from '@/lib/content-json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/blog');

export const metadata = pageMetadata(route);

export default function BlogPage() {
  return (
    <PageFrame route={route} structuredData={conferencesJsonLd(pastConferences)}>
      <PageHero route={route} />
      <FeaturedPost post={featuredPost} />
      {/* Built statically: "past" is decided on the build date. */}
      <ConferenceList conferences={pastConferences} today={new Date()} />
    </PageFrame>
  );
}
