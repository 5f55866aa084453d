// What the terms (`regulamin`) and the "Dostawa i płatności" page say about paying and delivery,
// written from what the checkout offers (issue 33: the terms promised BLIK, cards, deferred payment
// and pickup at Bielany only): the payment methods and their labels (#lib/orders.ts), the
// delivery methods with their prices (#lib/delivery-methods.ts, the database's table), the
// free-delivery threshold (#lib/delivery-cost.ts) and every branch, since the checkout lets a
// customer pick an order up at any published one; and where the model withdrawal form is
// (#lib/withdrawal-model-form.ts). Each function gives one block of a page's body (a paragraph, or
// a list with a line per item). No Node imports.

import type { DeliveryMethod } from '#lib/api-types.ts';
import { FREE_DELIVERY_THRESHOLD_NET } from '#lib/delivery-cost.ts';
import { OFFERED_DELIVERY_METHODS } from '#lib/delivery-methods.ts';
import { formatPrice, formatPriceBrief } from '#lib/money.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '#lib/orders.ts';
import { href } from '#lib/routes.ts';
import { SELLER } from '#lib/seller.ts';
import { MODEL_FORM_LINK_LABELS, MODEL_FORM_PDF_PATH } from '#lib/withdrawal-model-form.ts';
import type { BranchDef } from './branches.ts';

/** How each payment method works, after its label; the record makes a new method need its line. */
const PAYMENT_TERMS: Readonly<Record<PaymentMethod, string>> = {
  transfer: `przelew na rachunek bankowy Sprzedawcy ${SELLER.bankAccount}, w tytule numer zamówienia; zamówienie wysyłamy po zaksięgowaniu wpłaty`,
  cod: 'zapłata przy odbiorze zamówienia',
  p24: 'płatność w serwisie Przelewy24 zaraz po złożeniu zamówienia; zamówienie realizujemy po potwierdzeniu płatności przez Przelewy24',
};

/**
 * The payment methods the checkout offers, in its order, one list line each.
 * @example paymentMethodList() // '- Przelew tradycyjny – przelew na rachunek …\n- Płatność przy odbiorze – …'
 */
export function paymentMethodList(): string {
  return PAYMENT_METHODS.map((method) => `- ${PAYMENT_METHOD_LABELS[method]} – ${PAYMENT_TERMS[method]}`).join('\n');
}

function deliveryPriceText(method: DeliveryMethod): string {
  if (method.priceGross === 0) return 'bezpłatnie';
  return `${formatPrice(method.priceNetto)} netto (${formatPrice(method.priceGross)} brutto)`;
}

/**
 * The delivery methods the checkout offers, in its order, with their prices and descriptions.
 * @example deliveryMethodList() // '- Kurier – 18,00 zł netto (22,14 zł brutto). Dostawa kurierem …'
 */
export function deliveryMethodList(methods: readonly DeliveryMethod[] = OFFERED_DELIVERY_METHODS): string {
  return methods.map((method) => `- ${method.name} – ${deliveryPriceText(method)}. ${method.description}`).join('\n');
}

/** The free-delivery rule as a paragraph, or none when the shop has no threshold. */
export function freeDeliveryParagraphs(threshold: number | null = FREE_DELIVERY_THRESHOLD_NET): string[] {
  if (threshold === null) return [];
  return [`Przy zamówieniu towarów o wartości od ${formatPriceBrief(threshold)} netto każda z tych form dostawy jest bezpłatna.`];
}

/**
 * Every branch, where the checkout lets an order be picked up, with its address.
 * @example pickupBranchList(BRANCHES) // '- Centrala – Wrocław, ul. Legnicka 55, 54-203 Wrocław\n- …'
 */
export function pickupBranchList(branches: readonly BranchDef[]): string {
  return branches.map((branch) => `- ${branch.name}, ${branch.street}, ${branch.postalCode} ${branch.city}`).join('\n');
}

/**
 * Where the act's model withdrawal form is, as its page and its PDF, and the online form. A body's
 * text has no link markup (#lib/rich-text.ts): the paths stand in the sentence.
 * @example modelFormParagraph() // 'Konsument może skorzystać ze wzoru formularza … (/odstapienie-od-umowy/formularz) …'
 */
export function modelFormParagraph(): string {
  return (
    'Konsument może skorzystać ze wzoru formularza odstąpienia od umowy, stanowiącego załącznik nr 2 do ustawy o prawach konsumenta, jednak nie jest to obowiązkowe. ' +
    `Wzór z danymi Sprzedawcy jest dostępny na stronie „${MODEL_FORM_LINK_LABELS.page}” (${href('withdrawalModelForm')}) oraz do pobrania w formacie PDF (${MODEL_FORM_PDF_PATH}). ` +
    `Oświadczenie można też złożyć przez formularz odstąpienia od umowy w Sklepie (${href('withdrawal')}).`
  );
}
