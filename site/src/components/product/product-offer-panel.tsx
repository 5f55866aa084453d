'use client';
/**
 * The buy box: price, VAT, stock, quantity and the add-to-cart button. It shows the build's offer
 * in the static HTML and the live one (GET /products/offers) once it arrives, so prices and stock
 * stay current between builds. `data-offer` tells which one is on show.
 */
import type { ProductOffer } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { PriceBox } from './price-box.tsx';
import styles from './product-offer-panel.module.css';
import { QuantityInput } from './quantity-input.tsx';
import { StockState } from './stock-state.tsx';
import { useLiveOffers } from './use-live-offers.ts';

export function ProductOfferPanel({ offer, salesUnit }: { offer: ProductOffer; salesUnit: string }) {
  const live = useLiveOffers([offer.uuid]).get(offer.uuid);
  const current = live ?? offer;
  const canAddToCart = current.buttons.addToCart || current.buttons.addToCartSupplier;
  return (
    <div className={styles.panel} data-offer={live ? 'live' : 'build'}>
      <PriceBox price={current.price} size="large" />
      <p className={styles.vat}>{t('Product.Vat', { rate: current.price.vatRate })}</p>
      <StockState product={{ stock: current.stock, salesUnit }} detailed />
      <div className={styles.buy}>
        <QuantityInput disabled={!canAddToCart} />
        {/* The cart issue wires this button to POST /carts/products. */}
        <button type="button" className={`button button-primary ${styles.addToCart}`} disabled={!canAddToCart}>
          {t('Product.AddToCart')}
        </button>
      </div>
    </div>
  );
}
