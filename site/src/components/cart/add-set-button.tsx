'use client';
/** "Dodaj zestaw do koszyka": the set's items go to the cart at their set prices (POST /carts/product-sets). */
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { addProductSetToCartCall } from '@/lib/cart/cart-api.ts';
import { t } from '@/lib/i18n/index.ts';
import { useAddToCart } from './use-add-to-cart.ts';

export function AddSetButton({ uuid, disabled = false, classes = '' }: { uuid: string; disabled?: boolean; classes?: string }) {
  const { isLoading, add } = useAddToCart(() => addProductSetToCartCall({ uuid, quantity: 1 }));
  return (
    <LoadingButton type="button" isLoading={isLoading} classes={classes} disabled={disabled} onClick={(event) => add(event.currentTarget)}>
      {t('Set.AddToCart')}
    </LoadingButton>
  );
}
