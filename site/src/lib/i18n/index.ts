/**
 * Texts through rosetta. Polish is the only locale in use; English is declared in the route
 * table and switched off (spec §1), so the dictionary has one language. It comes in parts: pl.ts
 * (the frame, the catalogue, what many pages share) is always here; the parts only some pages
 * use (pl-account.ts, pl-cart.ts, pl-cart-lines.ts, pl-checkout.ts, pl-quick-order.ts,
 * pl-quick-order-sending.ts, pl-order.ts, pl-contact.ts, pl-content.ts, pl-lightbox.ts,
 * pl-listing.ts, pl-newsletter.ts, pl-shell.ts, pl-offline.ts; pl-panel.ts, the back office's) add themselves with `addTexts`
 * when a module that names their keys imports them.
 */
import rosetta from 'rosetta';
import { plural } from '../plural.ts';
import { quantityText } from '../sales-units.ts';
import { DEFAULT_LOCALE } from './locales.ts';
import { type Dictionary as CoreDictionary, pl } from './pl.ts';
import type { plAccount } from './pl-account.ts';
import type { plCart } from './pl-cart.ts';
import type { plCartLines } from './pl-cart-lines.ts';
import type { plCheckout } from './pl-checkout.ts';
import type { plContact } from './pl-contact.ts';
import type { plContent } from './pl-content.ts';
import type { plLightbox } from './pl-lightbox.ts';
import type { plListing } from './pl-listing.ts';
import type { plNewsletter } from './pl-newsletter.ts';
import type { plOffline } from './pl-offline.ts';
import type { plOrder } from './pl-order.ts';
import type { plPanel } from './pl-panel.ts';
import type { plQuickOrder } from './pl-quick-order.ts';
import type { plQuickOrderSending } from './pl-quick-order-sending.ts';
import type { plShell } from './pl-shell.ts';
import type { plWithdrawal } from './pl-withdrawal.ts';

/** Every text of the shop, whichever part it is in. */
type Dictionary = CoreDictionary &
  typeof plAccount &
  typeof plCart &
  typeof plCartLines &
  typeof plLightbox &
  typeof plListing &
  typeof plCheckout &
  typeof plContact &
  typeof plOrder &
  typeof plPanel &
  typeof plQuickOrder &
  typeof plQuickOrderSending &
  typeof plContent &
  typeof plNewsletter &
  typeof plOffline &
  typeof plShell &
  typeof plWithdrawal;

/** A dictionary or a part of one, as rosetta holds it. */
type Texts = { [key: string]: string | Texts };

// A copy: adding a part must not change the `pl` object other modules import.
const i18n = rosetta<Texts>({ pl: { ...pl } });
i18n.locale(DEFAULT_LOCALE);

/** `source` merged into `target` key by key, at every depth: a part may add keys to a namespace of pl.ts. */
function mergeTexts(target: Texts, source: Texts): Texts {
  const merged: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeTexts(current, value) : value;
  }
  return merged;
}

/** Adds a part of the dictionary (one of the pl-*.ts modules, on import). */
export function addTexts(texts: Texts): void {
  // rosetta's own set() merges only the top level, which would drop the namespace's keys in pl.ts.
  i18n.set(DEFAULT_LOCALE, mergeTexts(i18n.table(DEFAULT_LOCALE) ?? {}, texts));
}

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & (string | number)]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** A dictionary key such as `Error.Heading.404`. */
export type MessageKey = Leaves<Dictionary>;

/**
 * The Polish text of a key, with `{{name}}` parameters filled in. A missing key throws, so a
 * typo cannot ship an empty label.
 * @example t('Product.Vat', { rate: 23 }) // 'VAT 23%'
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = i18n.t(key, params ?? {});
  if (!text) throw new Error(`Missing text for ${key}`);
  return text;
}

/**
 * A count with its Polish noun form (spec §9 plural rules).
 * @example tCount(3, 'Product') // '3 produkty'
 */
export function tCount(count: number, noun: keyof Dictionary['Plural']): string {
  return `${count} ${plural(count, pl.Plural[noun])}`;
}

/**
 * A quantity in a sales unit: abbreviations (`szt.`, `opak.`) stay as they are, whole nouns take
 * their Polish plural form.
 * @example tQuantity(5, 'rolka') // '5 rolek'
 */
export function tQuantity(count: number, salesUnit: string): string {
  return quantityText(count, salesUnit);
}
