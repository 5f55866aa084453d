import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RichText } from '@/components/content/rich-text.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { PriceBox } from '@/components/product/price-box.tsx';
import { StockState } from '@/components/product/stock-state.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { getBuiltAt, getProduct, listProductSummaries } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { categoryTrail, productJsonLd } from '@/lib/json-ld.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import styles from './product-page.module.css';

interface Props {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return listProductSummaries().map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = getProduct((await params).slug);
  if (!product) return {};
  return pageMetadata({
    title: product.name,
    description: product.shortDescription,
    path: href('product', { slug: product.slug }),
    image: product.coverImage.src,
  });
}

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).slug);
  if (!product) notFound();
  const trail = [...categoryTrail(product.breadcrumb), { name: product.name, path: href('product', { slug: product.slug }) }];
  const canBuy = product.buttons.addToCart || product.buttons.addToCartSupplier;

  return (
    <div className="container">
      <Breadcrumbs items={trail} />
      <article className={styles.product}>
        <div className={styles.gallery}>
          <img
            src={product.coverImage.big}
            alt={product.coverImage.alt}
            width={product.coverImage.width}
            height={product.coverImage.height}
            fetchPriority="high"
          />
          {product.images.length > 1 ? (
            <ul className={styles.thumbs}>
              {product.images.map((image) => (
                <li key={image.src}>
                  <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.summary}>
          <h1>{product.name}</h1>
          <dl className={styles.facts}>
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
          <div className={styles.buyBox}>
            <PriceBox price={product.price} size="large" />
            <p className={styles.vat}>{t('Product.Vat', { rate: product.price.vatRate })}</p>
            <StockState product={product} detailed />
            <div className={styles.buy}>
              <label htmlFor="ilosc">{t('Product.Quantity')}</label>
              <input
                id="ilosc"
                name="ilosc"
                type="number"
                inputMode="numeric"
                min={1}
                max={9999}
                step={1}
                defaultValue={1}
                required
                disabled={!canBuy}
              />
              {/* Wired to the cart API by the cart issue; until then the button only renders. */}
              <button type="button" disabled={!canBuy}>
                {t('Product.AddToCart')}
              </button>
            </div>
          </div>
          {product.sets.length > 0 ? (
            <section className={styles.sets}>
              <h2>{t('Product.InSets')}</h2>
              <ul>
                {product.sets.map((set) => (
                  <li key={set.slug}>{set.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>
      <section className={styles.description}>
        <h2>{t('Product.Description')}</h2>
        <RichText source={product.description} headingLevel={3} />
      </section>
      <JsonLd data={productJsonLd(product, { siteUrl: SITE_URL, builtAt: getBuiltAt() })} />
    </div>
  );
}
