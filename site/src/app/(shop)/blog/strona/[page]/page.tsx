import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { laterPageParams, listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

interface Props {
  params: Promise<{ page: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return laterPageParams('all');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(resolveListing({ kind: 'all' }, (await params).page));
}

export default async function BlogPagedPage({ params }: Props) {
  const view = resolveListing({ kind: 'all' }, (await params).page);
  if (!view) notFound();
  return <BlogListing view={view} />;
}
