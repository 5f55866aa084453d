import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ListingHeading } from '@/components/product/listing-heading.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { getProductSet, listProductSets } from '@/lib/content.ts';
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
    'inProductSet',
    'slug',
    listProductSets().map((set) => ({ slug: set.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const set = getProductSet((await params).slug);
  if (!set) return {};
  return pageMetadata({
    title: t('Set.InSetTitle', { name: set.name }),
    description: t('Set.InSetDescription', { name: set.name }),
    path: href('inProductSet', { slug: set.slug }),
  });
}

/** The products of a set as ordinary tiles, each to buy on its own. */
export default async function InProductSetPage({ params }: Props) {
  const set = getProductSet((await params).slug);
  if (!set) notFound();
  const setPath = href('productSet', { slug: set.slug });
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: t('Nav.Home'), path: href('home') },
          { name: set.name, path: setPath },
          { name: t('Set.InSetTitle', { name: set.name }), path: href('inProductSet', { slug: set.slug }) },
        ]}
      />
      <ListingHeading title={t('Set.InSetTitle', { name: set.name })} aside={<Link href={setPath}>{t('Set.BackToSet')}</Link>} />
      <ProductGrid products={set.items.map((item) => item.product)} />
    </div>
  );
}
