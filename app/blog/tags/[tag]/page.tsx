import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { PostList } from '@/components/sections/blog-sections';
import { PageHero } from '@/components/sections/page-hero';
import { blogPage, usedTags } from '@/content/blog';
import { tagPage } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const dynamicParams = false;

export function generateStaticParams(): { tag: string }[] {
  return usedTags.map((tag) => ({ tag: tag.slug }));
}

function lookup(slug: string) {
  const tag = usedTags.find((entry) => entry.slug === slug);
  if (!tag) notFound();
  return { tag, page: tagPage(tag) };
}

type Props = { params: Promise<{ tag: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(lookup((await params).tag).page);
}

/** The posts that carry one tag, newest first. */
export default async function TagPage({ params }: Props) {
  const { tag, page } = lookup((await params).tag);
  return (
    <PageFrame route={page}>
      <PageHero route={page} eyebrow={blogPage.tag.eyebrow} continued />
      <PostList posts={tag.posts} nearTop />
    </PageFrame>
  );
}
