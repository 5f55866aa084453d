import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogListing } from '@/components/blog/blog-listing.tsx';
import { listingMetadata, resolveListing } from '@/components/blog/blog-routes.ts';

export const metadata: Metadata = listingMetadata(resolveListing({ kind: 'all' }));

export default function BlogPage() {
  const view = resolveListing({ kind: 'all' });
  if (!view) notFound();
  return <BlogListing view={view} />;
}
