/**
 * What the customer is told when an order moves on (issues 15 and 31): its payment received (a
 * transfer staff confirmed, or Przelewy24's verified notice), its shipment with the carrier and
 * tracking number, its delivery or pickup, and its cancellation with what happens to the money.
 * Each has one layout (`orderStatusMail`) and links the order's summary page (its hash link works
 * for guests and account owners alike). The staff's note is internal and never mailed.
 */
import { formatDay } from '#lib/dates.ts';
import { formatPrice } from '#lib/money.ts';
import type { PaymentMethod } from '#lib/orders.ts';
import { href } from '#lib/routes.ts';
import { SELLER } from '#lib/seller.ts';
import { WITHDRAWAL_DAYS, WITHDRAWAL_LINK_LABEL, withdrawalDeadline, withdrawalFormPath } from '#lib/withdrawal.ts';
import { type MailLink, type RenderedMail, renderMail } from '../../mail/render.ts';

interface OrderFacts {
  uuid: string;
  hash: string;
  number: string;
  /** A consumer's order: its mails link the withdrawal form (issue 33). */
  consumer?: boolean;
}

export interface CancellationFacts extends OrderFacts {
  paymentMethod: PaymentMethod;
  /** The order was paid (paid_at set): the money goes back. */
  isPaid: boolean;
  totalGross: number;
}

function summaryLink(shopUrl: string, order: OrderFacts) {
  return { label: 'Zamówienie w sklepie', url: `${shopUrl}${href('orderSummary', { uuid: order.uuid, hash: order.hash })}` };
}

/** For a consumer's order, the withdrawal form with the order filled in (issue 33); nothing for a company's. */
export function withdrawalLinks(shopUrl: string, order: OrderFacts) {
  return order.consumer ? [{ label: WITHDRAWAL_LINK_LABEL, url: `${shopUrl}${withdrawalFormPath(order)}` }] : [];
}

/** The line every order mail ends its text with: how to reach the shop. */
export const ORDER_MAIL_HELP = `Pytania? Odpowiedz na tę wiadomość albo zadzwoń: ${SELLER.phone}.`;

/** What an order's mail says in its subject and heading, the same words for both: „Zamówienie ZAM/2026/000123: wysłane”. */
export function orderMailTitle(number: string, state: string): string {
  return `Zamówienie ${number}: ${state}`;
}

/**
 * One layout for every mail of an order's progress (issue 33): the subject and the heading name
 * the order and its new state in the same words; the text says what happened and what comes next;
 * the help line closes it; the links are the order's summary, then what this state adds (the
 * parcel's tracking), then for a consumer the withdrawal form (never after a cancellation: there
 * is no contract left to withdraw from).
 */
function orderStatusMail(
  shopUrl: string,
  order: OrderFacts,
  content: { state: string; paragraphs: readonly string[]; links?: readonly MailLink[]; withdrawal?: boolean },
): RenderedMail {
  const title = orderMailTitle(order.number, content.state);
  return renderMail(
    {
      subject: title,
      heading: title,
      paragraphs: [...content.paragraphs, ORDER_MAIL_HELP],
      links: [summaryLink(shopUrl, order), ...(content.links ?? []), ...(content.withdrawal === false ? [] : withdrawalLinks(shopUrl, order))],
    },
    { shopUrl },
  );
}

/** What the cancellation means for the money: a refund of what was paid, else nothing to pay. */
export function cancellationPaymentLine(facts: CancellationFacts): string {
  if (facts.isPaid) return `Zwrócimy wpłaconą kwotę ${formatPrice(facts.totalGross)} tą samą drogą, którą zapłacono, najpóźniej w ciągu 14 dni.`;
  if (facts.paymentMethod === 'cod') return 'Zamówienie było płatne przy odbiorze: nic nie musisz płacić.';
  return 'Nie wpłacaj już pieniędzy za to zamówienie. Jeśli przelew jest już w drodze, zwrócimy go w ciągu 14 dni od zaksięgowania.';
}

export function orderCancelledMail(shopUrl: string, facts: CancellationFacts): RenderedMail {
  return orderStatusMail(shopUrl, facts, {
    state: 'anulowane',
    paragraphs: [`Anulowaliśmy Twoje zamówienie ${facts.number}. Nie wyślemy go.`, cancellationPaymentLine(facts)],
    withdrawal: false,
  });
}

export interface PaymentFacts extends OrderFacts {
  totalGross: number;
}

export function orderPaidMail(shopUrl: string, facts: PaymentFacts): RenderedMail {
  return orderStatusMail(shopUrl, facts, {
    state: 'płatność otrzymana',
    paragraphs: [
      `Otrzymaliśmy ${formatPrice(facts.totalGross)} za zamówienie ${facts.number}. Dziękujemy!`,
      'Kompletujemy zamówienie; gdy je wyślemy, napiszemy z numerem przesyłki. Fakturę znajdziesz na stronie zamówienia.',
    ],
  });
}

export interface DeliveryFacts extends OrderFacts {
  /** Picked up at a branch (branch_pickup), else delivered by a carrier. */
  pickedUp: boolean;
  /** When it was delivered or collected: a consumer's withdrawal period counts from it. */
  deliveredAt: Date;
}

export function orderDeliveredMail(shopUrl: string, facts: DeliveryFacts): RenderedMail {
  const deadline = withdrawalDeadline(facts.deliveredAt);
  return orderStatusMail(shopUrl, facts, {
    state: facts.pickedUp ? 'odebrane' : 'dostarczone',
    paragraphs: [
      facts.pickedUp
        ? `Zamówienie ${facts.number} zostało odebrane w naszym oddziale. Dziękujemy za zakupy!`
        : `Zamówienie ${facts.number} zostało dostarczone. Dziękujemy za zakupy!`,
      'Fakturę znajdziesz na stronie zamówienia. Jeśli coś się nie zgadza, napisz do nas.',
      ...(facts.consumer
        ? [
            `Od umowy możesz odstąpić bez podania przyczyny do ${formatDay(deadline)} włącznie (${WITHDRAWAL_DAYS} dni od dnia ${facts.pickedUp ? 'odbioru' : 'dostawy'}): formularzem „${WITHDRAWAL_LINK_LABEL}” poniżej.`,
          ]
        : []),
    ],
  });
}

export interface ShipmentFacts extends OrderFacts {
  carrierName: string;
  trackingNumber: string;
  /** The carrier's tracking page for the number, when the carrier has one. */
  trackingUrl: string | null;
}

export function orderShippedMail(shopUrl: string, facts: ShipmentFacts): RenderedMail {
  return orderStatusMail(shopUrl, facts, {
    state: 'wysłane',
    paragraphs: [
      `Przekazaliśmy paczkę z zamówieniem ${facts.number} przewoźnikowi ${facts.carrierName}.`,
      facts.trackingUrl
        ? `Numer przesyłki: ${facts.trackingNumber}. Śledź paczkę linkiem „Śledź przesyłkę” poniżej.`
        : `Numer przesyłki: ${facts.trackingNumber}. Stan przesyłki podaje przewoźnik.`,
      'Stan zamówienia i numer przesyłki widać też na stronie zamówienia.',
    ],
    links: facts.trackingUrl ? [{ label: 'Śledź przesyłkę', url: facts.trackingUrl }] : [],
  });
}
