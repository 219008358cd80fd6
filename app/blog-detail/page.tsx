import { PageFrame } from '@/components/layout/page-frame';
import { PostDetail } from '@/components/sections/post-detail';
import { featuredPost, postPath } from '@/content/blog';
import { getRoute } from '@/content/routes';
import { postJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

const route = getRoute('/blog-detail');

/** The spec's blog-detail screen shows the featured post; its own post URL is the canonical one. */
export const metadata = pageMetadata(route, { canonicalPath: postPath(featuredPost), ogType: 'article' });

export default function BlogDetailPage() {
  return (
    <PageFrame route={route} structuredData={postJsonLd(featuredPost)}>
      <PostDetail post={featuredPost} heading={route.heading} />
    </PageFrame>
  );
}
