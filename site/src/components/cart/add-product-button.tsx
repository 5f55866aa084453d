'use client';
/**
 * "Dodaj do koszyka" for one product (tiles, the product page): the spec's loading button sending
 * POST /carts/products. `context` names the product to screen readers where many such buttons
 * share a page (a grid of tiles).
 */
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { addProductsToCartCall } from '@/lib/cart/cart-api.ts';
import { EARLY_ADD_ATTRIBUTE, EARLY_QUANTITY_ATTRIBUTE } from '@/lib/cart/early-cart-marks.ts';
import { t } from '@/lib/i18n/index.ts';
import { useAddToCart } from './use-add-to-cart.ts';

interface AddProductButtonProps {
  uuid: string;
  quantity?: number;
  /** The id of the quantity field `quantity` comes from: the head script reads it for a tap before the page's script ran. */
  quantityFieldId?: string;
  /** The product's name, added for screen readers to the visible label. */
  context?: string;
  disabled?: boolean;
  classes?: string;
}

export function AddProductButton({ uuid, quantity = 1, quantityFieldId, context, disabled = false, classes = '' }: AddProductButtonProps) {
  const { isLoading, add } = useAddToCart(() => addProductsToCartCall({ productsData: [{ uuid, quantity }] }));
  return (
    <LoadingButton
      type="button"
      isLoading={isLoading}
      classes={classes}
      disabled={disabled}
      onClick={(event) => add(event.currentTarget)}
      aria-label={context ? `${t('Product.AddToCart')}: ${context}` : undefined}
      // A tap before the page's script ran is sent by the head script (lib/cart/early-cart.ts).
      {...{ [EARLY_ADD_ATTRIBUTE]: uuid, [EARLY_QUANTITY_ATTRIBUTE]: quantityFieldId }}
    >
      {t('Product.AddToCart')}
    </LoadingButton>
  );
}
