import type { Metadata } from 'next';
import { BranchesOverview } from '@/components/branches/branches-overview.tsx';
import { listBranches } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-content.ts';

export const metadata: Metadata = pageMetadata({ title: t('Branches.Title'), description: t('Branches.Description'), path: href('branches') });

export default function BranchesPage() {
  return <BranchesOverview branches={listBranches()} />;
}
