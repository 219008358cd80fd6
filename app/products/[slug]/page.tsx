import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageFrame } from '@/components/layout/page-frame';
import { PageHero } from '@/components/sections/page-hero';
import { findRoute, routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';

const prefix = '/products/';

export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return routes.filter((r) => r.path.startsWith(prefix)).map((r) => ({ slug: r.path.slice(prefix.length) }));
}

function lookup(slug: string) {
  const route = findRoute(`${prefix}${slug}`);
  if (!route) notFound();
  return route;
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(lookup((await params).slug));
}

export default async function ProductPage({ params }: Props) {
  const route = lookup((await params).slug);
  return (
    <PageFrame route={route}>
      <PageHero route={route} eyebrow="Product" />
    </PageFrame>
  );
}
