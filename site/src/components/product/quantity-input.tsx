'use client';
/**
 * The quantity to buy: a number field with − and + buttons, kept between 1 and 9999 (spec §5),
 * saying beside itself why it changed what was typed (use-quantity-field.ts).
 * `onQuantityChange` hears every quantity the field settles on (1 to 9999).
 */
import { Icon } from '@/components/ui/icons.tsx';
import { QuantityNumberInput } from '@/components/ui/quantity-number-input.tsx';
import { useQuantityField } from '@/components/ui/use-quantity-field.ts';
import { t } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './quantity-input.module.css';

interface QuantityInputProps {
  /** The product's sales unit, for the reasons the field gives. */
  unit: string;
  disabled?: boolean;
  onQuantityChange?: (quantity: number) => void;
  /** The field's id, for a button that reads it (the add-to-cart's head script); one of its own otherwise. */
  fieldId?: string;
}

export function QuantityInput({ unit, disabled = false, onQuantityChange, fieldId }: QuantityInputProps) {
  const field = useQuantityField({ initial: 1, unit, onQuantity: (quantity) => onQuantityChange?.(quantity) });
  const id = fieldId ?? `${field.noteId}-pole`;

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{t('Product.Quantity')}</label>
      <div className={styles.control}>
        <button type="button" onClick={() => field.step(field.quantity - 1)} disabled={disabled || field.quantity <= 1}>
          <Icon name="minus" size={18} />
          <span className="visually-hidden">{t('Product.Decrease')}</span>
        </button>
        <QuantityNumberInput id={id} name="ilosc" field={field} disabled={disabled} describedBy={`${id}-zakres ${field.noteId}`} />
        <button type="button" onClick={() => field.step(field.quantity + 1)} disabled={disabled || field.quantity >= MAX_PRODUCT_QUANTITY}>
          <Icon name="plus" size={18} />
          <span className="visually-hidden">{t('Product.Increase')}</span>
        </button>
      </div>
      <p id={`${id}-zakres`} className={styles.hint}>
        {t('Product.QuantityHint', { max: MAX_PRODUCT_QUANTITY })}
      </p>
      <p id={field.noteId} className={styles.note} aria-live="polite">
        {field.note}
      </p>
    </div>
  );
}
