import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { addressLine } from '@/components/branches/branch-card.tsx';
import { BranchDetail } from '@/components/branches/branch-detail.tsx';
import { getBranch, listBranches } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'branch',
    'slug',
    listBranches().map((branch) => ({ slug: branch.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const branch = getBranch((await params).slug);
  if (!branch) return {};
  return pageMetadata({
    title: branch.name,
    description: t('Branches.BranchDescription', { name: branch.name, address: addressLine(branch) }),
    path: href('branch', { slug: branch.slug }),
  });
}

export default async function BranchPage({ params }: Props) {
  const branch = getBranch((await params).slug);
  if (!branch) notFound();
  return <BranchDetail branch={branch} others={listBranches().filter((other) => other.slug !== branch.slug)} />;
}
