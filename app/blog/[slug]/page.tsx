import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { PostDetail } from '@/components/sections/post-detail';
import { findConference, findPost, postFacts, posts } from '@/content/blog';
import { postPage } from '@/content/pages';
import { postJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return posts.map((post) => ({ slug: post.slug }));
}

function lookup(slug: string) {
  const post = findPost(slug);
  if (!post) notFound();
  return { post, page: postPage(post), conference: findConference(slug) };
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(lookup((await params).slug).page, { ogType: 'article' });
}

export default async function PostPage({ params }: Props) {
  const { post, page, conference } = lookup((await params).slug);
  return (
    <PageFrame route={page} structuredData={postJsonLd(postFacts(post))}>
      <PostDetail post={post} heading={page.heading} conference={conference} />
    </PageFrame>
  );
}
