'use client';
/**
 * The cart's lines on the cart page: the cart's warnings first (changed prices, products no
 * longer available), then products bought alone, then each set with its lines and its removal.
 * Removing moves focus to the list's heading, so the keyboard never falls back to the page top.
 */
import type { RefObject } from 'react';
import type { Cart, CartItem } from '@/lib/api-types.ts';
import { addProductSetToCartCall } from '@/lib/cart/cart-api.ts';
import { groupCartItems, type SetGroup, setCountOf } from '@/lib/cart/cart-groups.ts';
import { removeCartProductCall, removeCartProductSetCall, setCartQuantityCall } from '@/lib/cart/cart-line-changes-api.ts';
import { t, tCount } from '@/lib/i18n/index.ts';
import { CartLine } from './cart-line.tsx';
import styles from './cart-lines.module.css';
import { removeWithUndo } from './remove-with-undo.ts';
import '@/lib/i18n/pl-cart-lines.ts';

/** For each set (by uuid), each product's quantity in one set: how a removed set is put back. */
export type SetItemQuantities = Readonly<Record<string, Readonly<Record<string, number>>>>;

interface CartLinesProps {
  cart: Cart;
  setItemQuantities: SetItemQuantities;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function SetLines({ group, perSet, onRemoved }: { group: SetGroup; perSet: Readonly<Record<string, number>> | undefined; onRemoved: () => void }) {
  const removeSet = async () => {
    const count = setCountOf(group, perSet);
    const removed = await removeWithUndo({
      name: group.set.name,
      remove: () => removeCartProductSetCall(group.set.uuid),
      restore: count === null ? null : () => addProductSetToCartCall({ uuid: group.set.uuid, quantity: count }),
    });
    if (removed) onRemoved();
  };
  return (
    <li className={styles.set}>
      <div className={styles.setHead}>
        <h3>{t('Cart.SetGroup', { name: group.set.name })}</h3>
        <button type="button" className={styles.removeSet} onClick={removeSet} aria-label={`${t('Cart.RemoveSet')}: ${group.set.name}`}>
          {t('Cart.RemoveSet')}
        </button>
      </div>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <CartLine key={item.uuid} item={item} />
        ))}
      </ul>
    </li>
  );
}

export function CartLines({ cart, setItemQuantities, headingRef }: CartLinesProps) {
  const { single, sets } = groupCartItems(cart.items);
  const focusHeading = () => headingRef.current?.focus();
  const removeLine = async (item: CartItem) => {
    const removed = await removeWithUndo({
      name: item.product.name,
      remove: () => removeCartProductCall(item.product.uuid),
      restore: () => setCartQuantityCall(item.product.uuid, item.quantity),
    });
    if (removed) focusHeading();
  };

  return (
    <>
      <h2 id="koszyk-pozycje" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('Cart.Lines', { count: tCount(cart.cartSummary.cnt, 'Product') })}
      </h2>
      {cart.alertMessages.error.length > 0 ? (
        <ul className={styles.notices}>
          {cart.alertMessages.error.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.list}>
        {single.map((item) => (
          <CartLine key={item.uuid} item={item} onRemove={removeLine} />
        ))}
        {sets.map((group) => (
          <SetLines key={group.set.uuid} group={group} perSet={setItemQuantities[group.set.uuid]} onRemoved={focusHeading} />
        ))}
      </ul>
    </>
  );
}
