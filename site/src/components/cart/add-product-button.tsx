'use client';
/**
 * "Dodaj do koszyka" for one product (tiles, the product page): the spec's loading button sending
 * POST /carts/products. `context` names the product to screen readers where many such buttons
 * share a page (a grid of tiles).
 */
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { addProductsToCartCall } from '@/lib/cart/cart-api.ts';
import { t } from '@/lib/i18n/index.ts';
import { useAddToCart } from './use-add-to-cart.ts';

interface AddProductButtonProps {
  uuid: string;
  quantity?: number;
  /** The product's name, added for screen readers to the visible label. */
  context?: string;
  disabled?: boolean;
  classes?: string;
}

export function AddProductButton({ uuid, quantity = 1, context, disabled = false, classes = '' }: AddProductButtonProps) {
  const { isLoading, add } = useAddToCart(() => addProductsToCartCall({ productsData: [{ uuid, quantity }] }));
  return (
    <LoadingButton
      type="button"
      isLoading={isLoading}
      classes={classes}
      disabled={disabled}
      onClick={(event) => add(event.currentTarget)}
      aria-label={context ? `${t('Product.AddToCart')}: ${context}` : undefined}
    >
      {t('Product.AddToCart')}
    </LoadingButton>
  );
}
