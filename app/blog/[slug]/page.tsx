import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { PostDetail } from '@/components/sections/post-detail';
import { findConference, findPost, postRoute, posts } from '@/content/blog';
import { postJsonLd } from '@/lib/content-json-ld';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return posts.map((post) => ({ slug: post.slug }));
}

function lookup(slug: string) {
  const post = findPost(slug);
  if (!post) notFound();
  return { post, route: postRoute(post), conference: findConference(slug) };
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(lookup((await params).slug).route, { ogType: 'article' });
}

export default async function PostPage({ params }: Props) {
  const { post, route, conference } = lookup((await params).slug);
  return (
    <PageFrame route={route} structuredData={postJsonLd(post)}>
      <PostDetail post={post} heading={route.heading} conference={conference} />
    </PageFrame>
  );
}
