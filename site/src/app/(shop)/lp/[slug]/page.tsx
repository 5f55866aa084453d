import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentMetadata } from '@/components/content/content-metadata.ts';
import { LandingPage } from '@/components/content/landing-page.tsx';
import { getHeadOffice, getPage, listPagesOfKind } from '@/lib/content.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'landingPage',
    'slug',
    listPagesOfKind('landing').map((page) => ({ slug: page.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return contentMetadata(getPage('landing', slug), href('landingPage', { slug }));
}

export default async function LandingPageRoute({ params }: Props) {
  const { slug } = await params;
  const page = getPage('landing', slug);
  if (!page) notFound();
  return <LandingPage page={page} path={href('landingPage', { slug })} contact={getHeadOffice()} />;
}
