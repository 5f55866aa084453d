'use client';
/**
 * A cart line's quantity (spec §5: 1 to 9999): typed or stepped with − and +, and saved with
 * PUT /carts/products/{uuid} once the shopper pauses, so a burst of clicks is one call. What the
 * field changed of what was typed is said beside it (use-quantity-field.ts); warnings of the
 * answer show as toasts. The field follows the cart when it changes elsewhere (another tab) and
 * nothing is waiting to be saved.
 */
import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { QuantityNumberInput } from '@/components/ui/quantity-number-input.tsx';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { useQuantityField } from '@/components/ui/use-quantity-field.ts';
import { setCartQuantityCall } from '@/lib/cart/cart-line-changes-api.ts';
import { QUANTITY_SAVE_DEBOUNCE_MS } from '@/lib/cart/cart-timings.ts';
import { t } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './cart-quantity.module.css';
import { runCartChange } from './run-cart-change.ts';
import '@/lib/i18n/pl-cart-lines.ts';

interface CartQuantityProps {
  productUuid: string;
  productName: string;
  /** The product's sales unit, for the reasons the field gives. */
  unit: string;
  quantity: number;
  /** Ids of what else describes the field: where the line's quantity comes from (line-supply-note.tsx). */
  describedBy?: string;
}

export function CartQuantity({ productUuid, productName, unit, quantity, describedBy }: CartQuantityProps) {
  const [isSaving, setSaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const isPending = useRef(false);

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
  const field = useQuantityField({ initial: quantity, unit, onQuantity: scheduleSave });
  const id = `${field.noteId}-pole`;
  const { show } = field;

  useEffect(() => {
    if (!isPending.current) show(quantity);
  }, [quantity, show]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <div className={styles.field}>
      <div className={styles.quantity} aria-busy={isSaving}>
        <label htmlFor={id} className="visually-hidden">
          {t('Cart.QuantityOf', { name: productName })}
        </label>
        <Tooltip text={t('Cart.Decrease')}>
          <button type="button" onClick={() => field.step(field.quantity - 1)} disabled={field.quantity <= 1}>
            <Icon name="minus" size={16} />
            <span className="visually-hidden">{t('Cart.DecreaseOf', { name: productName })}</span>
          </button>
        </Tooltip>
        <QuantityNumberInput id={id} field={field} describedBy={describedBy ? `${field.noteId} ${describedBy}` : field.noteId} />
        <Tooltip text={t('Cart.Increase')}>
          <button type="button" onClick={() => field.step(field.quantity + 1)} disabled={field.quantity >= MAX_PRODUCT_QUANTITY}>
            <Icon name="plus" size={16} />
            <span className="visually-hidden">{t('Cart.IncreaseOf', { name: productName })}</span>
          </button>
        </Tooltip>
      </div>
      <p id={field.noteId} className={styles.note} aria-live="polite">
        {field.note}
      </p>
    </div>
  );
}
