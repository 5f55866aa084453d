'use client';
/**
 * A cart line's quantity (spec §5: 1 to 9999): typed or stepped with − and +, and saved with
 * PUT /carts/products/{uuid} once the shopper pauses, so a burst of clicks is one call. What the
 * field changed of what was typed is said beside it (use-quantity-field.ts); warnings of the
 * answer show as toasts. The field follows the cart when it changes elsewhere (another tab) and
 * nothing is waiting to be saved or answered. Saves go one after another: a quantity settled on
 * while an earlier one is still being saved is sent once that one has been answered (compared
 * with what was sent, not with the cart of the moment), so the cart ends at the last one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { QuantityNumberInput } from '@/components/ui/quantity-number-input.tsx';
import { Tooltip } from '@/components/ui/tooltip.tsx';
import { useQuantityField } from '@/components/ui/use-quantity-field.ts';
import { setCartQuantityCall } from '@/lib/cart/cart-line-changes-api.ts';
import { QUANTITY_SAVE_DEBOUNCE_MS } from '@/lib/cart/cart-timings.ts';
import { t } from '@/lib/i18n/index.ts';
import { oneAtATime } from '@/lib/one-at-a-time.ts';
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
  /** Saves ended: each makes the field look at the cart again once React has rendered it. */
  const [answers, setAnswers] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  /** A save is waiting for the shopper's pause. */
  const isScheduled = useRef(false);
  /** The saves, one after another: a quantity is sent once the previous one has been answered. */
  const [saves] = useState(oneAtATime);
  /** The quantity the shopper settled on last. */
  const wanted = useRef(quantity);
  /** What the cart holds once every save sent has been answered: a save is sent when `wanted` differs. */
  const requested = useRef(quantity);
  /** The cart's quantity as last rendered. */
  const cartQuantity = useRef(quantity);

  const field = useQuantityField({ initial: quantity, unit, onQuantity: (next) => scheduleSave(next) });
  const id = `${field.noteId}-pole`;
  const { show } = field;

  // The field follows the cart once nothing of the shopper's waits to be saved or answered: an
  // answer to an earlier save, arriving after a newer quantity was typed, must not put it back.
  const followCart = useCallback(() => {
    if (isScheduled.current || saves.pending > 0) return;
    requested.current = cartQuantity.current;
    wanted.current = cartQuantity.current;
    show(cartQuantity.current);
  }, [show, saves]);

  const saveWanted = async () => {
    const next = wanted.current;
    if (next === requested.current) return;
    requested.current = next;
    setSaving(true);
    await runCartChange(() => setCartQuantityCall(productUuid, next), t('Cart.ChangeError'), { showSuccess: false });
  };

  const scheduleSave = (next: number) => {
    isScheduled.current = true;
    wanted.current = next;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      isScheduled.current = false;
      void saves
        .run(saveWanted)
        .catch((error: unknown) => console.warn('Cart quantity not saved', error))
        .then(() => {
          if (saves.pending > 0) return;
          setSaving(false);
          // The cart the last answer brought is rendered with this update at the latest; the field then follows it (the effect below).
          setAnswers((count) => count + 1);
        });
    }, QUANTITY_SAVE_DEBOUNCE_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `answers` only says when to look at the cart again.
  useEffect(() => {
    cartQuantity.current = quantity;
    followCart();
  }, [quantity, answers, followCart]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The note under the stepper says why the field changed what was typed: a tooltip must not cover it.
  const tooltipPlacement = field.note ? 'above' : 'below';
  return (
    <div className={styles.field}>
      <div className={styles.quantity} aria-busy={isSaving}>
        <label htmlFor={id} className="visually-hidden">
          {t('Cart.QuantityOf', { name: productName })}
        </label>
        <Tooltip text={t('Cart.Decrease')} placement={tooltipPlacement}>
          <button type="button" onClick={() => field.step(field.quantity - 1)} disabled={field.quantity <= 1}>
            <Icon name="minus" size={16} />
            <span className="visually-hidden">{t('Cart.DecreaseOf', { name: productName })}</span>
          </button>
        </Tooltip>
        <QuantityNumberInput id={id} field={field} describedBy={describedBy ? `${field.noteId} ${describedBy}` : field.noteId} />
        <Tooltip text={t('Cart.Increase')} placement={tooltipPlacement}>
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
