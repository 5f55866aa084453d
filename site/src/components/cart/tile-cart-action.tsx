/**
 * A tile's way to buy (spec §4 add-to-cart style buttons): "Dodaj do koszyka" when the product is
 * sold alone, a link to its page (which names its sets) when it is sold only in sets, nothing
 * when it cannot be bought. The server checks the product again when the button is pressed.
 */
import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import type { TileProduct } from '@/lib/product-summary.ts';
import { href } from '@/lib/routes.ts';
import { AddProductButton } from './add-product-button.tsx';
import styles from './tile-cart-action.module.css';

export function TileCartAction({ product }: { product: Pick<TileProduct, 'uuid' | 'name' | 'slug' | 'buttons'> }) {
  const { addToCart, addToCartSupplier, buyAtProductSet } = product.buttons;
  if (addToCart || addToCartSupplier) {
    return <AddProductButton uuid={product.uuid} context={product.name} classes={`button button-primary ${styles.action}`} />;
  }
  if (buyAtProductSet) {
    return (
      <Link
        href={href('product', { slug: product.slug })}
        className={`button ${styles.action} ${styles.inSet}`}
        aria-label={`${t('Product.SeeSets')}: ${product.name}`}
      >
        {t('Product.SeeSets')}
      </Link>
    );
  }
  return null;
}
