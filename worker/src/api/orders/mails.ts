/**
 * The mails a placed order writes in its own batch: the buyer's confirmation (what was bought,
 * what it costs and how it travels, with the two links of the order, spec §2: the summary, and
 * the confirmation of the buyer's address), and the shop's notice (issue 31) with a link to the
 * order in the panel.
 */
import { formatPrice } from '#lib/money.ts';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_LABELS, isOrganisation, PAYMENT_METHOD_LABELS } from '#lib/orders.ts';
import { href } from '#lib/routes.ts';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { WITHDRAWAL_LINK_LABEL, withdrawalFormPath } from '#lib/withdrawal.ts';
import { type RenderedMail, renderMail } from '../../mail/render.ts';
import type { PricedCartLine } from '../carts/cart-view.ts';
import type { CartTotals } from '../carts/pricing.ts';
import type { PlaceOrderBody } from './place-order.ts';
import type { DeliveryMethodRow } from './queries.ts';

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

export function orderConfirmationMail(shopUrl: string, facts: ConfirmationFacts): RenderedMail {
  const { buyer } = facts.body;
  const items = facts.lines.map(({ product, item }) => `${product.name} × ${item.quantity}: ${formatPrice(item.cartItemSummary.priceGross)}`);
  return renderMail(
    {
      subject: `Zamówienie ${facts.number} przyjęte`,
      heading: `Dziękujemy za zamówienie ${facts.number}`,
      paragraphs: [
        `${buyer.firstName} ${buyer.lastName}, przyjęliśmy Twoje zamówienie (${CUSTOMER_TYPE_LABELS[buyer.customerType]}).`,
        items.join('\n'),
        `Dostawa: ${deliveryText(facts)}. Płatność: ${PAYMENT_METHOD_LABELS[facts.body.paymentMethod]}.`,
        `Razem: ${formatPrice(facts.totals.priceNetto)} netto, ${vatText(facts.totals)}, ${formatPrice(facts.totals.priceGross)} brutto.`,
        ...(facts.body.paymentMethod === 'transfer'
          ? [
              `Dane do przelewu: ${SELLER.name}, ${SELLER_ADDRESS}, rachunek ${SELLER.bankAccount}, tytuł „${facts.number}”, kwota ${formatPrice(facts.totals.priceGross)}. Wyślemy zamówienie, gdy przelew zostanie zaksięgowany.`,
            ]
          : []),
        'Potwierdź, że to Twój adres e-mail: kliknij pierwszy link poniżej. Drugi link prowadzi do podsumowania zamówienia.',
      ],
      links: [
        {
          label: 'Potwierdzam adres e-mail',
          url: `${shopUrl}${href('orderConfirmation', { uuid: facts.uuid, hash: facts.hash, confirmationToken: facts.confirmationToken })}`,
        },
        { label: 'Podsumowanie zamówienia', url: `${shopUrl}${href('orderSummary', { uuid: facts.uuid, hash: facts.hash })}` },
        // A consumer may withdraw from the order on (issue 33): the form, with the order filled in.
        ...(buyer.customerType === CUSTOMER_TYPE.private ? [{ label: WITHDRAWAL_LINK_LABEL, url: `${shopUrl}${withdrawalFormPath(facts)}` }] : []),
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
