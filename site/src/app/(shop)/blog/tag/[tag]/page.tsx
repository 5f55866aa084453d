import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { firstPageParams, listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

interface Props {
  params: Promise<{ tag: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return firstPageParams('tag');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(resolveListing({ kind: 'tag', slug: (await params).tag }));
}

export default async function BlogTagPage({ params }: Props) {
  const view = resolveListing({ kind: 'tag', slug: (await params).tag });
  if (!view) notFound();
  return <BlogListing view={view} />;
}
