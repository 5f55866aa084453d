import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { laterPageParams, listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

interface Props {
  params: Promise<{ tag: string; page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams('tag');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag, page } = await params;
  return listingMetadata(resolveListing({ kind: 'tag', slug: tag }, page));
}

export default async function BlogTagPagedPage({ params }: Props) {
  const { tag, page } = await params;
  const view = resolveListing({ kind: 'tag', slug: tag }, page);
  if (!view) notFound();
  return <BlogListing view={view} />;
}
