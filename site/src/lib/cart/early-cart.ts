/**
 * „Dodaj do koszyka” works from the first paint, before the page's script runs (issue 36). Kept
 * by the early-taps script and played once React had hydrated, an add waited for the whole page:
 * about 6 s on a mid-range phone against a largest paint of 1.8 s.
 *
 * A small script in <head> listens in the capture phase from the first byte. A click on an add
 * button React has not hydrated yet (`data-early-add` names the product; `data-early-quantity` the
 * id of its quantity field, if it has one) goes no further: the script itself sends
 * `POST /carts/products` as the button's own call would, 200 ms after the last click (spec §7/§9
 * debounce), with the cart identifiers of spec §7 (made and stored in their cookies first, as
 * the page's `storeCartIds` does: the script carries it and its helpers inline). The button says it is busy meanwhile, and when the answer comes
 * the header's cart link and badge show the new count. Only attributes change, never text: React
 * hydrates the header's text as the exported HTML has it (a changed text would be error #418).
 *
 * Once the page has hydrated, `takeEarlyAdds` (early-cart-handover.tsx) hands each add's answer to
 * the add's usual course: its notices as toasts, the counter and cart from the answer, the cart
 * sidebar opened; then it takes the early attributes away, and React's own are the page's again.
 *
 * It runs as an inline script: `installEarlyCart` and its six helpers are written in the plain
 * syntax every browser the shop serves runs, and take their globals and settings as parameters.
 */
import { PUBLIC_API } from '../api-client.ts';
import { readCookie } from '../cookies.ts';
import { pl } from '../i18n/pl.ts';
import { MAX_PRODUCT_QUANTITY } from '../quantity.ts';
import { hasKeyStarting as hasKeyStartingHelper, REACT_KEYS } from '../runtime/react-keys.ts';
import { CART_ID_SETTINGS, type CartIdSettings, randomUuidV4, storeCartIds } from './cart-ids.ts';
import { ADD_TO_CART_DEBOUNCE_MS } from './cart-timings.ts';
import {
  ADD_PRODUCTS_PATH,
  EARLY_ADD_ATTRIBUTE,
  EARLY_CART_BADGE_ATTRIBUTE,
  EARLY_CART_GLOBAL,
  EARLY_CART_LINK_ATTRIBUTE,
  EARLY_COUNT_ATTRIBUTE,
  EARLY_QUANTITY_ATTRIBUTE,
  type EarlyAdd,
  type EarlyCartGlobal,
} from './early-cart-marks.ts';

/**
 * A quantity field's text as the quantity it stands for, by the rule of `readQuantity`
 * (lib/quantity.ts): a whole number from 1 to `max`, the decimal comma read as a point.
 */
export function earlyQuantity(text: string, max: number): number {
  const value = Number(String(text).trim().replace(',', '.'));
  return value >= 1 ? Math.min(Math.trunc(value), max) : 1;
}

/** The cart link's name for `count` products (`Header.CartCount` with the plural of spec §9): „Koszyk: 2 produkty”. */
export function earlyCartLabel(count: number, template: string, forms: { one: string; few: string; many: string }): string {
  const category = count === 0 ? 'many' : new Intl.PluralRules('pl').select(count);
  const form = category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
  return template.replace('{{count}}', `${count} ${form}`);
}

interface EarlyCartSettings {
  url: string;
  debounceMs: number;
  maxQuantity: number;
  cartIds: CartIdSettings;
  labelTemplate: string;
  forms: { one: string; few: string; many: string };
  globalName: string;
  reactPropsKey: string;
  addAttribute: string;
  quantityAttribute: string;
  linkAttribute: string;
  badgeAttribute: string;
  countAttribute: string;
}

export function installEarlyCart(
  doc: Document,
  win: Window & Record<string, unknown>,
  settings: EarlyCartSettings,
  quantityOf: typeof earlyQuantity,
  labelOf: typeof earlyCartLabel,
  hasKeyStarting: typeof hasKeyStartingHelper,
  storeIds: typeof storeCartIds,
  read: typeof readCookie,
  makeUuid: typeof randomUuidV4,
): void {
  const state: EarlyCartGlobal = { adds: [], onAdd: null };
  win[settings.globalName] = state;
  const timers: Record<string, number> = {};
  const isHydrated = (element: Element) => hasKeyStarting(element, settings.reactPropsKey);

  const cartIdHeaders = (): Record<string, string> => {
    const ids = storeIds(doc, win, settings.cartIds, read, makeUuid);
    return { Accept: 'application/json', 'Content-Type': 'application/json', 'Language-Code': 'pl', ...ids };
  };

  const showCount = (count: number) => {
    const link = doc.querySelector(`[${settings.linkAttribute}]`);
    if (link) link.setAttribute('aria-label', labelOf(count, settings.labelTemplate, settings.forms));
    const badge = doc.querySelector(`[${settings.badgeAttribute}]`);
    if (badge) {
      badge.setAttribute(settings.countAttribute, String(count));
      badge.setAttribute('data-count', String(count));
      badge.setAttribute('data-known', 'true');
    }
  };

  const send = (button: HTMLElement, uuid: string) => {
    const field = doc.getElementById(button.getAttribute(settings.quantityAttribute) || '');
    const quantity = quantityOf(field instanceof HTMLInputElement ? field.value : '1', settings.maxQuantity);
    const answer: Promise<Response | null> = win
      .fetch(settings.url, { method: 'POST', headers: cartIdHeaders(), body: JSON.stringify({ productsData: [{ uuid: uuid, quantity: quantity }] }) })
      .then(null, () => null);
    const add: EarlyAdd = { button: button, uuid: uuid, quantity: quantity, answer: answer };
    state.adds.push(add);
    if (state.onAdd) state.onAdd(add);
    answer.then((response) => {
      // Answered: the button is no longer busy, unless the page has taken the add over (then its course says so).
      if (!state.onAdd) button.setAttribute('aria-busy', 'false');
      if (!response?.ok) return;
      response
        .clone()
        .json()
        .then(
          (body: { cartSummary?: { cnt?: unknown } }) => {
            const count = body?.cartSummary ? body.cartSummary.cnt : undefined;
            // Once the page has taken the add over, its own counter says it.
            if (typeof count === 'number' && !state.onAdd) showCount(count);
          },
          () => {},
        );
    });
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const button = target.closest(`button[${settings.addAttribute}]`);
      if (!(button instanceof HTMLElement) || (button as HTMLButtonElement).disabled || isHydrated(button)) return;
      const uuid = button.getAttribute(settings.addAttribute) || '';
      event.stopImmediatePropagation();
      event.preventDefault();
      button.setAttribute('aria-busy', 'true');
      win.clearTimeout(timers[uuid]);
      timers[uuid] = win.setTimeout(() => send(button, uuid), settings.debounceMs);
    },
    true,
  );
}

const settings: EarlyCartSettings = {
  url: PUBLIC_API + ADD_PRODUCTS_PATH,
  debounceMs: ADD_TO_CART_DEBOUNCE_MS,
  maxQuantity: MAX_PRODUCT_QUANTITY,
  cartIds: CART_ID_SETTINGS,
  labelTemplate: pl.Header.CartCount,
  forms: pl.Plural.Product,
  globalName: EARLY_CART_GLOBAL,
  reactPropsKey: REACT_KEYS.props,
  addAttribute: EARLY_ADD_ATTRIBUTE,
  quantityAttribute: EARLY_QUANTITY_ATTRIBUTE,
  linkAttribute: EARLY_CART_LINK_ATTRIBUTE,
  badgeAttribute: EARLY_CART_BADGE_ATTRIBUTE,
  countAttribute: EARLY_COUNT_ATTRIBUTE,
};

/** The inline script of every shop page's <head> (hashed into the page's policy by the build), before the early-taps script. */
export const EARLY_CART_SCRIPT = `(${installEarlyCart.toString()})(document,window,${JSON.stringify(settings)},${earlyQuantity.toString()},${earlyCartLabel.toString()},${hasKeyStartingHelper.toString()},${storeCartIds.toString()},${readCookie.toString()},${randomUuidV4.toString()})`;
