'use client';
/**
 * The number field of a quantity (1 to 9999, spec §5), bound to its `useQuantityField`: the cart
 * line's and the product page's, each with its own buttons and notes around it.
 */
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import type { useQuantityField } from './use-quantity-field.ts';

interface QuantityNumberInputProps {
  id: string;
  field: ReturnType<typeof useQuantityField>;
  /** The ids the field names for its description, the field's note among them, in reading order. */
  describedBy: string;
  name?: string;
  disabled?: boolean;
}

export function QuantityNumberInput({ id, field, describedBy, name, disabled }: QuantityNumberInputProps) {
  return (
    <input
      id={id}
      name={name}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_PRODUCT_QUANTITY}
      step={1}
      value={field.text}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
