import { PageFrame } from '@/components/layout/page-frame';
import { PostDetail } from '@/components/sections/post-detail';
import { featuredPost, postFacts } from '@/content/blog';
import { findPage } from '@/content/pages';
import { postJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

// The spec's blog-detail screen shows the featured post: the page index gives it the post's canonical URL.
const route = findPage('/blog-detail')!;

export const metadata = pageMetadata(route, { ogType: 'article' });

export default function BlogDetailPage() {
  return (
    <PageFrame route={route} structuredData={postJsonLd(postFacts(featuredPost))}>
      <PostDetail post={featuredPost} heading={route.heading} />
    </PageFrame>
  );
}
