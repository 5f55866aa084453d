import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ProductSetItems } from '@/components/product-set/product-set-items.tsx';
import { ProductSetPrice } from '@/components/product-set/product-set-price.tsx';
import { TrackProducts } from '@/components/runtime/track-products.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { PageLcpImage } from '@/components/ui/page-lcp-image.tsx';
import { getJsonLdContext, getProductSet, listProductSets } from '@/lib/content.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { productSetJsonLd } from '@/lib/json-ld.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { formatPrice } from '@/lib/money.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { href } from '@/lib/routes.ts';
import { socialImageOf } from '@/lib/social-images.ts';
import styles from './set-page.module.css';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'productSet',
    'slug',
    listProductSets().map((set) => ({ slug: set.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const set = getProductSet((await params).slug);
  if (!set) return {};
  return pageMetadata({
    title: set.name,
    description: t('Set.Description', { name: set.name, count: tCount(set.items.length, 'Product'), price: formatPrice(set.price.grossPrice) }),
    path: href('productSet', { slug: set.slug }),
    image: socialImageOf(set.coverImage),
  });
}

/** A product set: its picture, price, what it holds and the way to its products one by one. */
export default async function ProductSetPage({ params }: Props) {
  const set = getProductSet((await params).slug);
  if (!set) notFound();
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: t('Nav.Home'), path: href('home') },
          { name: set.name, path: href('productSet', { slug: set.slug }) },
        ]}
      />
      <article className={styles.set}>
        <PageLcpImage src={set.coverImage.src} alt={set.coverImage.alt} width={set.coverImage.width} height={set.coverImage.height} />
        <div className={styles.summary}>
          <p className={styles.kicker}>{t('Set.Label')}</p>
          <h1>{set.name}</h1>
          <p className={styles.description}>{set.description}</p>
          <ProductSetPrice set={set} />
          <Link href={href('inProductSet', { slug: set.slug })} className={styles.more}>
            {t('Set.ShowProducts')}
          </Link>
        </div>
      </article>
      <section className={styles.items} aria-labelledby="w-zestawie">
        <h2 id="w-zestawie">{t('Set.Items')}</h2>
        <ProductSetItems items={set.items} />
      </section>
      <TrackProducts numbers={set.items.map((item) => item.product.number)} />
      <JsonLd data={productSetJsonLd(set, getJsonLdContext())} />
    </div>
  );
}
