import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentArticle } from '@/components/content/content-article.tsx';
import { contentMetadata } from '@/components/content/content-metadata.ts';
import { getPage, listPagesOfKind } from '@/lib/content.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

/** The milestones page has its own route at the same path (`/strona/kamienie-milowe`). */
const OWN_ROUTE = new Set([href('milestones')]);

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'contentPage',
    'slug',
    listPagesOfKind('content')
      .filter((page) => !OWN_ROUTE.has(href('contentPage', { slug: page.slug })))
      .map((page) => ({ slug: page.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentMetadata(getPage('content', slug), href('contentPage', { slug }));
}

export default async function ContentPage({ params }: Props) {
  const { slug } = await params;
  const page = getPage('content', slug);
  if (!page) notFound();
  return <ContentArticle page={page} path={href('contentPage', { slug })} />;
}
