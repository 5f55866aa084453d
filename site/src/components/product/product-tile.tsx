/** A product in a grid: picture, name, number, hazard pictograms, price, stock and the way to buy it (spec §4). */
import { TileCartAction } from '@/components/cart/tile-cart-action.tsx';
import { GhsPictograms } from '@/components/hazard/ghs-pictograms.tsx';
import { PlainLink } from '@/components/ui/plain-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import type { TileProduct } from '@/lib/product-summary.ts';
import { href } from '@/lib/routes.ts';
import { PriceBox } from './price-box.tsx';
import styles from './product-tile.module.css';
import { StockState } from './stock-state.tsx';

export function ProductTile({ product, priority = false }: { product: TileProduct; priority?: boolean }) {
  const url = href('product', { slug: product.slug });
  return (
    <article className={styles.tile}>
      <PlainLink href={url} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {/* In a <picture>: React preloads no picture there, neither in this page's HTML nor, through the
            payload a prefetching router reads, on another page (issue 36; page-lcp-image.tsx). */}
        <picture>
          <img
            src={product.coverImage.src}
            alt=""
            width={product.coverImage.width}
            height={product.coverImage.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </picture>
        {product.price.promotion ? <span className={styles.badge}>{t('Product.Promotion')}</span> : null}
      </PlainLink>
      <h3 className={styles.name}>
        <PlainLink href={url}>{product.name}</PlainLink>
      </h3>
      <p className={styles.number}>{product.number}</p>
      {/* After the name for a screen reader, over the picture's corner for the eye: the tile's size stays the same. */}
      {product.hazardLabel ? <GhsPictograms codes={product.hazardLabel.pictograms} size={26} className={styles.pictograms} /> : null}
      <PriceBox price={product.price} />
      <StockState product={product} />
      <TileCartAction product={product} />
    </article>
  );
}
