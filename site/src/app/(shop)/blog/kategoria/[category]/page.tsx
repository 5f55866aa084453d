import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { firstPageParams, listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

interface Props {
  params: Promise<{ category: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return firstPageParams('category');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(resolveListing({ kind: 'category', slug: (await params).category }));
}

export default async function BlogCategoryPage({ params }: Props) {
  const view = resolveListing({ kind: 'category', slug: (await params).category });
  if (!view) notFound();
  return <BlogListing view={view} />;
}
