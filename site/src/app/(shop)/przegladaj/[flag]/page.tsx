import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ListingHeading } from '@/components/product/listing-heading.tsx';
import { ProductGrid } from '@/components/product/product-grid.tsx';
import { getFlag, listFlagProducts, listFlags } from '@/lib/content.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ flag: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'browseFlag',
    'flag',
    listFlags().map((flag) => ({ flag: flag.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const flag = getFlag((await params).flag);
  if (!flag) return {};
  return pageMetadata({ title: flag.name, description: t('Flag.Description', { name: flag.name }), path: href('browseFlag', { flag: flag.slug }) });
}

/** Products with a browse flag: new, best-selling, recommended, eco, on promotion. */
export default async function BrowseFlagPage({ params }: Props) {
  const flag = getFlag((await params).flag);
  if (!flag) notFound();
  const products = listFlagProducts(flag.code);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: t('Nav.Home'), path: href('home') },
          { name: flag.name, path: href('browseFlag', { flag: flag.slug }) },
        ]}
      />
      <ListingHeading title={flag.name} aside={<p>{tCount(products.length, 'Product')}</p>} />
      {products.length > 0 ? <ProductGrid products={products} /> : <p>{t('Flag.Empty')}</p>}
    </div>
  );
}
