'use client';
/**
 * The quantity to buy: a number field with − and + buttons, kept between 1 and 9999 (spec §5).
 * Typing is free while the field has focus; leaving it snaps the value into range.
 * `onQuantityChange` hears every change as the quantity it stands for (1 to 9999).
 */
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/icons.tsx';
import { t } from '@/lib/i18n/index.ts';
import { clampQuantity, MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './quantity-input.module.css';

interface QuantityInputProps {
  disabled?: boolean;
  onQuantityChange?: (quantity: number) => void;
}

export function QuantityInput({ disabled = false, onQuantityChange }: QuantityInputProps) {
  const id = useId();
  const [text, setTextState] = useState('1');
  const quantity = clampQuantity(Number(text));
  const setText = (next: string) => {
    setTextState(next);
    onQuantityChange?.(clampQuantity(Number(next)));
  };
  const set = (value: number) => setText(String(clampQuantity(value)));

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{t('Product.Quantity')}</label>
      <div className={styles.control}>
        <button type="button" onClick={() => set(quantity - 1)} disabled={disabled || quantity <= 1}>
          <Icon name="minus" size={18} />
          <span className="visually-hidden">{t('Product.Decrease')}</span>
        </button>
        <input
          id={id}
          name="ilosc"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PRODUCT_QUANTITY}
          step={1}
          value={text}
          disabled={disabled}
          aria-describedby={`${id}-zakres`}
          onChange={(event) => {
            // A pasted or typed value above the cap is cut at once; an empty field may stay empty while typing.
            const typed = event.target.value;
            setText(typed === '' || Number(typed) <= MAX_PRODUCT_QUANTITY ? typed : String(MAX_PRODUCT_QUANTITY));
          }}
          onBlur={() => set(Number(text))}
        />
        <button type="button" onClick={() => set(quantity + 1)} disabled={disabled || quantity >= MAX_PRODUCT_QUANTITY}>
          <Icon name="plus" size={18} />
          <span className="visually-hidden">{t('Product.Increase')}</span>
        </button>
      </div>
      <p id={`${id}-zakres`} className={styles.hint}>
        {t('Product.QuantityHint', { max: MAX_PRODUCT_QUANTITY })}
      </p>
    </div>
  );
}
