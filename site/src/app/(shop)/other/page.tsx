import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentMetadata } from '@/components/content/content-metadata.ts';
import { LandingPage } from '@/components/content/landing-page.tsx';
import { getHeadOffice, getPage } from '@/lib/content.ts';
import { href } from '@/lib/routes.ts';

export const metadata: Metadata = contentMetadata(getPage('special', 'other'), href('other'));

/** The generic page (spec §2): the editors' offer for companies and institutions. */
export default function OtherPage() {
  const page = getPage('special', 'other');
  if (!page) notFound();
  return <LandingPage page={page} path={href('other')} contact={getHeadOffice()} />;
}
