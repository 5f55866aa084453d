/**
 * What the customer is told when an order moves on (issues 15 and 31): its payment received (a
 * transfer staff confirmed, or Przelewy24's verified notice), its shipment with the carrier and
 * tracking number, its delivery or pickup, and its cancellation with what happens to the money.
 * Each links the order's summary page (its hash link works for guests and account owners alike).
 * The staff's note is internal and never mailed.
 */
import { formatPrice } from '#lib/money.ts';
import type { PaymentMethod } from '#lib/orders.ts';
import { href } from '#lib/routes.ts';
import { WITHDRAWAL_LINK_LABEL, withdrawalFormPath } from '#lib/withdrawal.ts';
import { type RenderedMail, renderMail } from '../../mail/render.ts';

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

/** The order's summary, and for a consumer's order the withdrawal form. */
function orderLinks(shopUrl: string, order: OrderFacts) {
  return [summaryLink(shopUrl, order), ...withdrawalLinks(shopUrl, order)];
}

/** What the cancellation means for the money: a refund of what was paid, else nothing to pay. */
export function cancellationPaymentLine(facts: CancellationFacts): string {
  if (facts.isPaid) return `Zwrócimy wpłaconą kwotę ${formatPrice(facts.totalGross)} tą samą drogą, którą zapłacono, najpóźniej w ciągu 14 dni.`;
  if (facts.paymentMethod === 'cod') return 'Zamówienie było płatne przy odbiorze: nic nie musisz płacić.';
  return 'Nie wpłacaj już pieniędzy za to zamówienie. Jeśli przelew jest już w drodze, zwrócimy go w ciągu 14 dni od zaksięgowania.';
}

export function orderCancelledMail(shopUrl: string, facts: CancellationFacts): RenderedMail {
  return renderMail(
    {
      subject: `Zamówienie ${facts.number} anulowane`,
      heading: `Zamówienie ${facts.number} zostało anulowane`,
      paragraphs: [
        `Anulowaliśmy Twoje zamówienie ${facts.number}. Nie wyślemy go.`,
        cancellationPaymentLine(facts),
        'Jeśli to pomyłka albo masz pytania, odpowiedz na tę wiadomość lub skontaktuj się z nami.',
      ],
      links: [summaryLink(shopUrl, facts)],
    },
    { shopUrl },
  );
}

export interface PaymentFacts extends OrderFacts {
  totalGross: number;
}

export function orderPaidMail(shopUrl: string, facts: PaymentFacts): RenderedMail {
  return renderMail(
    {
      subject: `Płatność otrzymana: ${facts.number}`,
      heading: 'Płatność otrzymana',
      paragraphs: [
        `Otrzymaliśmy ${formatPrice(facts.totalGross)} za zamówienie ${facts.number}. Dziękujemy!`,
        'Kompletujemy zamówienie; gdy je wyślemy, napiszemy z numerem przesyłki. Faktura jest na stronie zamówienia.',
      ],
      links: orderLinks(shopUrl, facts),
    },
    { shopUrl },
  );
}

export interface DeliveryFacts extends OrderFacts {
  /** Picked up at a branch (branch_pickup), else delivered by a carrier. */
  pickedUp: boolean;
}

export function orderDeliveredMail(shopUrl: string, facts: DeliveryFacts): RenderedMail {
  return renderMail(
    {
      subject: facts.pickedUp ? `Zamówienie odebrane: ${facts.number}` : `Zamówienie dostarczone: ${facts.number}`,
      heading: facts.pickedUp ? 'Zamówienie odebrane' : 'Zamówienie dostarczone',
      paragraphs: [
        facts.pickedUp
          ? `Zamówienie ${facts.number} zostało odebrane w naszym oddziale. Dziękujemy za zakupy!`
          : `Zamówienie ${facts.number} zostało dostarczone. Dziękujemy za zakupy!`,
        'Faktura jest na stronie zamówienia. Jeśli coś się nie zgadza, odpowiedz na tę wiadomość.',
      ],
      links: orderLinks(shopUrl, facts),
    },
    { shopUrl },
  );
}

export interface ShipmentFacts extends OrderFacts {
  carrierName: string;
  trackingNumber: string;
}

export function orderShippedMail(shopUrl: string, facts: ShipmentFacts): RenderedMail {
  return renderMail(
    {
      subject: `Zamówienie wysłane: ${facts.number}`,
      heading: 'Zamówienie wysłane',
      paragraphs: [
        `Przekazaliśmy paczkę z zamówieniem ${facts.number} przewoźnikowi ${facts.carrierName}.`,
        `Numer przesyłki: ${facts.trackingNumber}. Możesz nim śledzić paczkę na stronie przewoźnika.`,
        'Stan zamówienia i numer przesyłki widać też na stronie zamówienia.',
      ],
      links: orderLinks(shopUrl, facts),
    },
    { shopUrl },
  );
}
