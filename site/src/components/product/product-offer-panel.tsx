'use client';
/**
 * The buy box: price, VAT, stock, quantity and the add-to-cart button (spec §4). It shows the
 * build's offer in the static HTML and the live one (GET /products/offers) once it arrives, so
 * prices and stock stay current between builds. `data-offer` tells which one is on show. A
 * product sold only in sets (its buyAtProductSet button alone) says which sets to buy it in.
 */
import { useState } from 'react';
import { AddProductButton } from '@/components/cart/add-product-button.tsx';
import type { Product, ProductOffer } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { PriceBox } from './price-box.tsx';
import styles from './product-offer-panel.module.css';
import { QuantityInput } from './quantity-input.tsx';
import { SoldInSets } from './sold-in-sets.tsx';
import { StockState } from './stock-state.tsx';
import { useLiveOffers } from './use-live-offers.ts';

/** One buy box per product page: its quantity field has a fixed id, which the add button's head script reads. */
const QUANTITY_FIELD_ID = 'ilosc-produktu';

interface ProductOfferPanelProps {
  offer: ProductOffer;
  salesUnit: string;
  sets: Product['sets'];
}

export function ProductOfferPanel({ offer, salesUnit, sets }: ProductOfferPanelProps) {
  const { offers, reader } = useLiveOffers([offer.uuid]);
  const live = offers.get(offer.uuid);
  const [quantity, setQuantity] = useState(1);
  const current = live ?? offer;
  const canAddToCart = current.buttons.addToCart || current.buttons.addToCartSupplier;
  const isOnlyInSets = !canAddToCart && current.buttons.buyAtProductSet && sets.length > 0;
  return (
    <div className={styles.panel} data-offer={live ? 'live' : 'build'}>
      {reader}
      <PriceBox price={current.price} size="large" />
      <p className={styles.vat}>{t('Product.Vat', { rate: current.price.vatRate })}</p>
      {isOnlyInSets ? (
        <SoldInSets sets={sets} />
      ) : (
        <>
          <StockState product={{ stock: current.stock, salesUnit }} detailed />
          <div className={styles.buy}>
            <QuantityInput unit={salesUnit} disabled={!canAddToCart} onQuantityChange={setQuantity} fieldId={QUANTITY_FIELD_ID} />
            <AddProductButton
              uuid={offer.uuid}
              quantity={quantity}
              quantityFieldId={QUANTITY_FIELD_ID}
              disabled={!canAddToCart}
              classes={`button button-primary ${styles.addToCart}`}
            />
          </div>
        </>
      )}
    </div>
  );
}
