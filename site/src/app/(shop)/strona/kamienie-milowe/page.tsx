import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentArticle } from '@/components/content/content-article.tsx';
import { contentMetadata } from '@/components/content/content-metadata.ts';
import { MilestonesTimeline } from '@/components/content/milestones-timeline.tsx';
import { getPage, listMilestones } from '@/lib/content.ts';
import { href } from '@/lib/routes.ts';

/** The editors' page of the same slug gives the title and introduction. */
const SLUG = 'kamienie-milowe';

export const metadata: Metadata = contentMetadata(getPage('content', SLUG), href('milestones'));

export default function MilestonesPage() {
  const page = getPage('content', SLUG);
  if (!page) notFound();
  return (
    <ContentArticle page={page} path={href('milestones')}>
      <MilestonesTimeline milestones={listMilestones()} />
    </ContentArticle>
  );
}
