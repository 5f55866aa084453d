import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { laterPageParams, listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

interface Props {
  params: Promise<{ category: string; page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams('category');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await params;
  return listingMetadata(resolveListing({ kind: 'category', slug: category }, page));
}

export default async function BlogCategoryPagedPage({ params }: Props) {
  const { category, page } = await params;
  const view = resolveListing({ kind: 'category', slug: category }, page);
  if (!view) notFound();
  return <BlogListing view={view} />;
}
