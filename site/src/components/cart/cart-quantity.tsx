'use client';
/**
 * A cart line's quantity (spec §5: 1 to 9999): typed or stepped with − and +, and saved with
 * PUT /carts/products/{uuid} once the shopper pauses, so a burst of clicks is one call. Warnings
 * of the answer (a cut to 9999) show as toasts; the field follows the cart when it changes
 * elsewhere (another tab) and nothing is waiting to be saved.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { setCartQuantityCall } from '@/lib/cart/cart-line-changes-api.ts';
import { QUANTITY_SAVE_DEBOUNCE_MS } from '@/lib/cart/cart-timings.ts';
import { t } from '@/lib/i18n/index.ts';
import { clampQuantity, MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './cart-quantity.module.css';
import { runCartChange } from './run-cart-change.ts';
import '@/lib/i18n/pl-cart-lines.ts';

interface CartQuantityProps {
  productUuid: string;
  productName: string;
  quantity: number;
}

export function CartQuantity({ productUuid, productName, quantity }: CartQuantityProps) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [isSaving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const isPending = useRef(false);

  useEffect(() => {
    if (!isPending.current) setText(String(quantity));
  }, [quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const scheduleSave = (next: number) => {
    isPending.current = true;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      if (next !== quantity) {
        setSaving(true);
        await runCartChange(() => setCartQuantityCall(productUuid, next), t('Cart.ChangeError'), { showSuccess: false });
        setSaving(false);
      }
      isPending.current = false;
    }, QUANTITY_SAVE_DEBOUNCE_MS);
  };
  const step = (next: number) => {
    const clamped = clampQuantity(next);
    setText(String(clamped));
    scheduleSave(clamped);
  };
  const current = clampQuantity(Number(text));

  return (
    <div className={styles.quantity} aria-busy={isSaving}>
      <label htmlFor={id} className="visually-hidden">
        {t('Cart.QuantityOf', { name: productName })}
      </label>
      <Tooltip text={t('Cart.Decrease')}>
        <button type="button" onClick={() => step(current - 1)} disabled={current <= 1}>
          <Icon name="minus" size={16} />
          <span className="visually-hidden">{t('Cart.DecreaseOf', { name: productName })}</span>
        </button>
      </Tooltip>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PRODUCT_QUANTITY}
        step={1}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          // An empty field may stay empty while typing; anything above the cap is cut at once.
          const next = typed === '' || Number(typed) <= MAX_PRODUCT_QUANTITY ? typed : String(MAX_PRODUCT_QUANTITY);
          setText(next);
          if (next !== '') scheduleSave(clampQuantity(Number(next)));
        }}
        onBlur={() => step(Number(text))}
      />
      <Tooltip text={t('Cart.Increase')}>
        <button type="button" onClick={() => step(current + 1)} disabled={current >= MAX_PRODUCT_QUANTITY}>
          <Icon name="plus" size={16} />
          <span className="visually-hidden">{t('Cart.IncreaseOf', { name: productName })}</span>
        </button>
      </Tooltip>
    </div>
  );
}
