import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RichText } from '@/components/content/rich-text.tsx';
import { HazardSection } from '@/components/hazard/hazard-section.tsx';
import { ProductSafety } from '@/components/hazard/product-safety.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { ProductGallery } from '@/components/product/product-gallery.tsx';
import { ProductOfferPanel } from '@/components/product/product-offer-panel.tsx';
import { ProductSetsBox } from '@/components/product/product-sets-box.tsx';
import { RecommendedProducts } from '@/components/product/recommended-products.tsx';
import { ViewedProducts } from '@/components/product/viewed-products.tsx';
import { TrackProducts } from '@/components/runtime/track-products.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { HydrateApart } from '@/components/ui/hydrate-apart.tsx';
import { Icon } from '@/components/ui/icons.tsx';
import { getJsonLdContext, getProduct, getRecommendedProducts, listProductSummaries } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { categoryTrail, productJsonLd } from '@/lib/json-ld.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { selectStaticParams } from '@/lib/page-selection.ts';
import { productEnquiryHref } from '@/lib/product-enquiry.ts';
import { toProductOffer, toTileProduct } from '@/lib/product-summary.ts';
import { href } from '@/lib/routes.ts';
import { socialImageOf } from '@/lib/social-images.ts';
import { toViewedProduct } from '@/lib/viewed-products.ts';
import styles from './product-page.module.css';
import '@/lib/i18n/pl-content.ts';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return selectStaticParams(
    'product',
    'slug',
    listProductSummaries().map((product) => ({ slug: product.slug })),
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = getProduct((await params).slug);
  if (!product) return {};
  return pageMetadata({
    title: product.name,
    description: product.shortDescription,
    path: href('product', { slug: product.slug }),
    image: socialImageOf(product.coverImage),
  });
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  const trail = [...categoryTrail(product.breadcrumb), { name: product.name, path: href('product', { slug: product.slug }) }];

  return (
    <div className="container">
      <Breadcrumbs items={trail} />
      <article className={styles.product}>
        {/* The page's client parts hydrate apart (decision 030): no one commit holds the main thread for all of them. */}
        <HydrateApart>
          <ProductGallery images={product.images} name={product.name} />
        </HydrateApart>
        <div className={styles.summary}>
          <h1>{product.name}</h1>
          <dl className={styles.facts} aria-label={t('Product.Details')}>
            <div>
              <dt>{t('Product.Number')}</dt>
              <dd>{product.number}</dd>
            </div>
            <div>
              <dt>{t('Product.Ean')}</dt>
              <dd>{product.eanCode}</dd>
            </div>
            <div>
              <dt>{t('Product.Producer')}</dt>
              <dd>{product.producer}</dd>
            </div>
          </dl>
          <p className={styles.lead}>{product.shortDescription}</p>
          {product.hazard ? <HazardSection hazard={product.hazard} /> : null}
          <HydrateApart>
            <ProductOfferPanel offer={toProductOffer(product)} salesUnit={product.salesUnit} sets={product.sets} />
            <ProductSetsBox product={product} />
          </HydrateApart>
          <p className={styles.ask}>
            <Icon name="question" size={20} />
            <span>
              {t('Product.AskHint')}{' '}
              <Link href={productEnquiryHref(product)} prefetch={false}>
                {t('Product.Ask')}
              </Link>
            </span>
          </p>
        </div>
      </article>
      <section className={styles.description} aria-labelledby="opis">
        <h2 id="opis">{t('Product.Description')}</h2>
        <RichText source={product.description} headingLevel={3} />
      </section>
      {product.safety ? <ProductSafety safety={product.safety} className={styles.safety} /> : null}
      <HydrateApart>
        <RecommendedProducts
          products={getRecommendedProducts(product).map(toTileProduct)}
          target="main"
          heading={t('Product.Recommended')}
          headingId="polecane"
          className={styles.row}
        />
      </HydrateApart>
      <HydrateApart>
        <ViewedProducts heading={t('Product.Viewed')} headingId="ostatnio-ogladane" current={toViewedProduct(product)} />
      </HydrateApart>
      <TrackProducts numbers={[product.number]} />
      <JsonLd data={productJsonLd(product, getJsonLdContext())} />
    </div>
  );
}
