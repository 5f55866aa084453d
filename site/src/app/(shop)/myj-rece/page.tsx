import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentArticle } from '@/components/content/content-article.tsx';
import { contentMetadata } from '@/components/content/content-metadata.ts';
import { getPage } from '@/lib/content.ts';
import { href } from '@/lib/routes.ts';

export const metadata: Metadata = contentMetadata(getPage('special', 'myj-rece'), href('washHands'));

export default function WashHandsPage() {
  const page = getPage('special', 'myj-rece');
  if (!page) notFound();
  return <ContentArticle page={page} path={href('washHands')} />;
}
