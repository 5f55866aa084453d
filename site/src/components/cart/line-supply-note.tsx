/**
 * Where a cart line's quantity comes from, said on the line (issue 36 item 1) by the rule the
 * order's check uses (#lib/cart/line-supply.ts): nothing when stock covers it; how many are in
 * stock and that the line comes from the supplier, and when; or how many can be ordered at all.
 * A polite live region, so a changed quantity's new answer is read out; the quantity field names
 * it with aria-describedby.
 */
import type { CartItem } from '@/lib/api-types.ts';
import { type LineSupply, planLineSupply } from '@/lib/cart/line-supply.ts';
import { t, tCount, tQuantity } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-cart-lines.ts';

/** The cart item's supply by the shared rule. */
export function supplyOf(item: CartItem): LineSupply {
  return planLineSupply({ quantity: item.quantity, stock: item.product.stock, isAvailable: item.isAvailable, isFromSet: item.productSet !== null });
}

/**
 * What the line says of its supply, in Polish; null when the whole quantity is in stock.
 * @example describeLineSupply({ source: 'short', orderable: 141 }, 500, 'szt.') // 'W magazynie jest tylko 141 szt. i tyle najwięcej można zamówić.'
 */
export function describeLineSupply(supply: LineSupply, quantity: number, unit: string): string | null {
  switch (supply.source) {
    case 'stock':
      return null;
    case 'supplier': {
      const texts = { quantity: tQuantity(quantity, unit), inStock: tQuantity(supply.inStock, unit) };
      if (supply.deliveryDays === null) {
        return supply.inStock > 0 ? t('Cart.Supply.FromSupplierBeyondStockNoDays', texts) : t('Cart.Supply.FromSupplierNoDays', texts);
      }
      const withDays = { ...texts, days: tCount(supply.deliveryDays, 'DayAfterDo') };
      return supply.inStock > 0 ? t('Cart.Supply.FromSupplierBeyondStock', withDays) : t('Cart.Supply.FromSupplier', withDays);
    }
    case 'short':
      return supply.orderable > 0 ? t('Cart.Supply.Short', { orderable: tQuantity(supply.orderable, unit) }) : t('Cart.Unavailable');
    case 'unavailable':
      return t('Cart.Unavailable');
  }
}

interface LineSupplyNoteProps {
  item: CartItem;
  id?: string;
  className?: string;
  /** Added when the line cannot be ordered as it stands (short or unavailable). */
  warningClassName?: string;
}

export function LineSupplyNote({ item, id, className = '', warningClassName = '' }: LineSupplyNoteProps) {
  const supply = supplyOf(item);
  const text = describeLineSupply(supply, item.quantity, item.product.salesUnit);
  const isWarning = supply.source === 'short' || supply.source === 'unavailable';
  return (
    <p id={id} className={isWarning ? `${className} ${warningClassName}` : className} aria-live="polite" data-supply={supply.source}>
      {text}
    </p>
  );
}
