/**
 * The mails a placed order writes in its own batch: the buyer's confirmation (what was bought,
 * what it costs and how it travels, with the two links of the order, spec §2: the summary, and
 * the confirmation of the buyer's address), and the shop's notice (issue 31) with a link to the
 * order in the panel.
 */

import { pictogramAlt, pictogramSrc } from '#lib/clp/pictograms.ts';
import { TERMS_PAGE_SLUG } from '#lib/forms/consents.ts';
import { formatPrice } from '#lib/money.ts';
import { CUSTOMER_TYPE_LABELS, hasConsumerRights, isOrganisation, PAYMENT_METHOD_LABELS } from '#lib/orders.ts';
import { RETURN_SHIPPING_PAID_BY, RETURN_SHIPPING_TEXT } from '#lib/return-shipping.ts';
import { href } from '#lib/routes.ts';
import { SELLER, SELLER_ADDRESS, sellerIdentity } from '#lib/seller.ts';
import type { DeliveryShare } from '#lib/vat-totals.ts';
import { WITHDRAWAL_DAYS, WITHDRAWAL_LINK_LABEL } from '#lib/withdrawal.ts';
import { MODEL_FORM_LINK_LABELS, modelFormLinks } from '#lib/withdrawal-model-form.ts';
import { type MailList, type RenderedMail, renderMail } from '../../mail/render.ts';
import type { PricedCartLine } from '../carts/cart-view.ts';
import type { CartTotals } from '../carts/pricing.ts';
import type { PlaceOrderBody } from './place-order.ts';
import type { DeliveryMethodRow } from './queries.ts';
import { ORDER_MAIL_HELP, orderMailTitle, withdrawalLinks } from './status-mails.ts';

export interface ConfirmationFacts {
  uuid: string;
  hash: string;
  confirmationToken: string;
  number: string;
  lines: readonly PricedCartLine[];
  totals: CartTotals;
  method: DeliveryMethodRow;
  branchName: string | null;
  body: PlaceOrderBody;
  /** The delivery as the order charges it (its gross: what it adds to the total). */
  delivery: DeliveryShare;
  /** The terms' version the buyer accepted. */
  termsVersion: string;
  /** The accepted text's id (pages/accepted-terms.ts), null when the shop had no terms page. */
  termsHash: string | null;
}

function deliveryText(facts: ConfirmationFacts): string {
  const { delivery } = facts.body;
  if (delivery.method === 'parcel_locker') return `${facts.method.name} ${delivery.lockerCode}`;
  if (delivery.method === 'branch_pickup') return `${facts.method.name}: ${facts.branchName ?? delivery.branchSlug}`;
  return facts.method.name;
}

/** The VAT of each rate as the invoice will state it: `VAT 23 %: 16,09 zł`. */
function vatText(totals: CartTotals): string {
  return totals.vatByRate.map((rate) => `VAT ${rate.vatRate}\u00a0%: ${formatPrice(rate.vat)}`).join(', ');
}

/** The order's line as the contract states it: name and number, units, unit and line price gross, the rate. */
function lineText({ product, item }: PricedCartLine): string {
  return `${product.name} (nr ${product.number}): ${item.quantity} ${product.salesUnit} × ${formatPrice(item.unitPrice.grossPrice)} = ${formatPrice(item.cartItemSummary.priceGross)} brutto (${formatPrice(item.cartItemSummary.priceNetto)} netto, VAT ${item.vatRate}\u00a0%)`;
}

/**
 * The lines, with the hazard of each dangerous product (issue 34): its signal word and pictograms,
 * in words in the text and as pictures in the HTML (PNG: mail clients do not show SVG).
 */
function lineList(shopUrl: string, facts: ConfirmationFacts): MailList {
  return {
    items: facts.lines.map((line) => {
      const label = line.product.hazardLabel;
      if (!label) return { text: lineText(line) };
      const words = [label.signalWord, ...label.pictograms.map(pictogramAlt)].filter((word) => word !== null).join(', ');
      return {
        text: `${lineText(line)}. Produkt niebezpieczny: ${words}.`,
        images: label.pictograms.map((code) => ({ src: `${shopUrl}${pictogramSrc(code, 'png')}`, alt: pictogramAlt(code) })),
      };
    }),
  };
}

/** Where the goods go: the courier's address (the buyer's unless another was given), the locker or the branch. */
function deliveryAddressText(facts: ConfirmationFacts): string {
  const { buyer, delivery } = facts.body;
  if (delivery.method === 'courier') {
    const address = delivery.address ?? {
      name: `${buyer.firstName} ${buyer.lastName}`,
      street: buyer.street,
      postcode: buyer.postcode,
      city: buyer.city,
    };
    return `Adres dostawy: ${address.name}, ${address.street}, ${address.postcode} ${address.city}.`;
  }
  return `Odbiór: ${deliveryText(facts)}.`;
}

/** What paying takes, by the method chosen. */
function paymentText(facts: ConfirmationFacts): string {
  const method = facts.body.paymentMethod;
  if (method === 'transfer')
    return `Płatność: przelew tradycyjny. Dane do przelewu: ${SELLER.name}, ${SELLER_ADDRESS}, rachunek ${SELLER.bankAccount}, tytuł „${facts.number}”, kwota ${formatPrice(facts.totals.priceGross)}. Wyślemy zamówienie, gdy przelew zostanie zaksięgowany.`;
  if (method === 'cod') return `Płatność: za pobraniem. Zapłacisz ${formatPrice(facts.totals.priceGross)} przy odbiorze.`;
  return 'Płatność: Przelewy24. Jeśli płatność nie została dokończona, link do niej znajdziesz na stronie podsumowania zamówienia.';
}

/**
 * The buyer's confirmation, the contract on a durable medium (art. 21 of the consumer rights act,
 * issue 33): every line, the delivery and its cost, VAT per rate and the total, the buyer's and the
 * delivery's addresses, payment and its instructions, the terms accepted, for a consumer the right
 * of withdrawal with its form and the act's model form, and the seller's full identity.
 */
export function orderConfirmationMail(shopUrl: string, facts: ConfirmationFacts): RenderedMail {
  const { buyer } = facts.body;
  const consumer = hasConsumerRights(buyer);
  const who = isOrganisation(buyer.customerType) && buyer.companyName ? `${buyer.companyName}, NIP ${buyer.nip}, ` : '';
  // The text accepted, kept with the order; the page itself only when none was kept.
  const termsUrl = facts.termsHash
    ? `${shopUrl}${href('acceptedTerms', { termsHash: facts.termsHash })}`
    : `${shopUrl}${href('contentPage', { slug: TERMS_PAGE_SLUG })}`;
  return renderMail(
    {
      subject: orderMailTitle(facts.number, 'przyjęte'),
      heading: orderMailTitle(facts.number, 'przyjęte'),
      paragraphs: [
        `${buyer.firstName} ${buyer.lastName}, dziękujemy: przyjęliśmy Twoje zamówienie (${CUSTOMER_TYPE_LABELS[buyer.customerType]}${consumer && isOrganisation(buyer.customerType) ? ', na prawach konsumenta' : ''}). To potwierdzenie zawarcia umowy sprzedaży: zachowaj je.`,
        lineList(shopUrl, facts),
        `Dostawa: ${deliveryText(facts)}: ${facts.delivery.gross === 0 ? 'gratis' : `${formatPrice(facts.delivery.gross)} brutto (${formatPrice(facts.delivery.net)} netto)`}.`,
        `Razem: ${formatPrice(facts.totals.priceNetto)} netto, ${vatText(facts.totals)}, ${formatPrice(facts.totals.priceGross)} brutto (z dostawą).`,
        `Kupujący: ${who}${buyer.firstName} ${buyer.lastName}, ${buyer.street}, ${buyer.postcode} ${buyer.city}, ${buyer.email}, tel. ${buyer.phone}.`,
        deliveryAddressText(facts),
        paymentText(facts),
        `Zaakceptowany regulamin (wersja ${facts.termsVersion}): ${termsUrl}`,
        ...(consumer
          ? [
              `Prawo odstąpienia od umowy: możesz odstąpić od umowy bez podawania przyczyny w ciągu ${WITHDRAWAL_DAYS} dni od dnia, w którym otrzymasz towar (art. 27 ustawy o prawach konsumenta). Wystarczy formularz „${WITHDRAWAL_LINK_LABEL}” (link poniżej, także na ${shopUrl}${href('withdrawal')}) albo jednoznaczne oświadczenie wysłane na adres ${SELLER.name}, ${SELLER_ADDRESS}, np. na ustawowym wzorze formularza („${MODEL_FORM_LINK_LABELS.page}”, linki poniżej: do wydruku i PDF). ${RETURN_SHIPPING_TEXT[RETURN_SHIPPING_PAID_BY]}`,
            ]
          : []),
        `Sprzedawca: ${sellerIdentity()}`,
        'Potwierdź, że to Twój adres e-mail: kliknij pierwszy link poniżej. Drugi link prowadzi do podsumowania zamówienia.',
        ORDER_MAIL_HELP,
      ],
      links: [
        {
          label: 'Potwierdzam adres e-mail',
          url: `${shopUrl}${href('orderConfirmation', { uuid: facts.uuid, hash: facts.hash, confirmationToken: facts.confirmationToken })}`,
        },
        { label: 'Podsumowanie zamówienia', url: `${shopUrl}${href('orderSummary', { uuid: facts.uuid, hash: facts.hash })}` },
        // A consumer may withdraw from the order on (issue 33): the form, with the order filled in.
        ...withdrawalLinks(shopUrl, { ...facts, consumer }),
        // And the act's model form (art. 12 ust. 1 pkt 9), as its page and its PDF.
        ...(consumer ? modelFormLinks(shopUrl) : []),
        { label: 'Regulamin sklepu (zaakceptowana treść)', url: termsUrl },
      ],
    },
    { shopUrl },
  );
}

/**
 * The shop's new-order notice: number, buyer, total, payment and delivery, and a link to the order
 * in the panel. Replying writes to the buyer.
 */
export function orderNoticeMail(shopUrl: string, facts: ConfirmationFacts): RenderedMail {
  const { buyer } = facts.body;
  const who =
    isOrganisation(buyer.customerType) && buyer.companyName
      ? `${buyer.companyName} (NIP ${buyer.nip}), ${buyer.firstName} ${buyer.lastName}`
      : `${buyer.firstName} ${buyer.lastName}`;
  return renderMail(
    {
      subject: `Nowe zamówienie ${facts.number}: ${formatPrice(facts.totals.priceGross)}`,
      heading: `Nowe zamówienie ${facts.number}`,
      paragraphs: [
        `Kupujący: ${who}, ${buyer.email}, tel. ${buyer.phone}.`,
        `Razem: ${formatPrice(facts.totals.priceNetto)} netto, ${formatPrice(facts.totals.priceGross)} brutto. Płatność: ${PAYMENT_METHOD_LABELS[facts.body.paymentMethod]}.`,
        `Dostawa: ${deliveryText(facts)}. Pozycji: ${facts.lines.length}.`,
      ],
      links: [{ label: 'Zamówienie w panelu', url: `${shopUrl}${href('panelOrder', { uuid: facts.uuid })}` }],
    },
    { shopUrl },
  );
}
