/**
 * A consumer's right to withdraw from a distance contract (issue 33, docs/decisions/039-withdrawal.md):
 * who has it, until when, and the statement as the shop receives it.
 *
 * - **Who:** a consumer, the private buyer (art. 27 of the consumer rights act, ustawa z 30 maja
 *   2014 r. o prawach konsumenta), or a sole trader buying outside their profession (art. 38a,
 *   `hasConsumerRights`). Other companies see no consumer texts.
 * - **Until when:** from the order (art. 27: the contract is concluded; the consumer may withdraw
 *   before the goods come) until 14 days after taking possession of them (art. 28 pkt 1: the
 *   delivery, status 60, or the collection at a branch). The day of delivery is not counted (art.
 *   111 § 2 of the Civil Code); a period ending on a Saturday or a day off work ends on the next
 *   business day (art. 115 of the Civil Code). Sending the statement before the end keeps the
 *   period (art. 30 ust. 1): the shop's clock at receipt decides.
 * - A cancelled order has no contract left to withdraw from.
 *
 * Pure: the worker decides with it, the pages show its answer.
 */
import { shopDay } from './dates.ts';
import { hasConsumerRights } from './orders.ts';
import { addDays, isBusinessDay } from './polish-calendar.ts';
import { href } from './routes.ts';
import { SELLER, SELLER_ADDRESS } from './seller.ts';

/** Days after the delivery (art. 27). */
export const WITHDRAWAL_DAYS = 14;

/**
 * The last day of the withdrawal period for goods delivered at `deliveredAt`: 14 days after the
 * delivery day (Warsaw), moved to the next business day when it is a Saturday, Sunday or holiday.
 * @example withdrawalDeadline('2026-11-13T10:00:00Z') // '2026-11-27' (Friday)
 * @example withdrawalDeadline('2026-11-14T10:00:00Z') // '2026-11-30' (Saturday 28th → Monday)
 */
export function withdrawalDeadline(deliveredAt: Date | string): string {
  let last = addDays(shopDay(deliveredAt), WITHDRAWAL_DAYS);
  while (!isBusinessDay(last)) last = addDays(last, 1);
  return last;
}

export interface WithdrawalFacts {
  /** 1 a private person; companies and budget units (11, 12) are not consumers… */
  customerType: number;
  /** …unless a company's sole trader bought on a consumer's rights (art. 38a). */
  consumerRights: boolean;
  status: number;
  /** When the goods were delivered or collected (the order's status 60), or null. */
  deliveredAt: string | null;
}

export type WithdrawalState =
  /** Open: until `deadline`, or, before the delivery (null), until 14 days after it. */
  { open: true; deadline: string | null } | { open: false; reason: 'not_consumer' | 'cancelled' | 'ended'; deadline: string | null };

const CANCELLED = 5;

/** Whether the order's buyer may withdraw at `now`, and until when. */
export function withdrawalStateOf(order: WithdrawalFacts, now: Date): WithdrawalState {
  if (!hasConsumerRights(order)) return { open: false, reason: 'not_consumer', deadline: null };
  if (order.status === CANCELLED) return { open: false, reason: 'cancelled', deadline: null };
  if (order.deliveredAt === null) return { open: true, deadline: null };
  const deadline = withdrawalDeadline(order.deliveredAt);
  return shopDay(now) <= deadline ? { open: true, deadline } : { open: false, reason: 'ended', deadline };
}

/** A withdrawn line: what the statement names. */
export interface WithdrawnLine {
  productNumber: string;
  name: string;
  quantity: number;
  unit: string;
}

export interface WithdrawalStatement {
  consumerName: string;
  email: string;
  orderNumber: string;
  /** When the order was placed (the contract concluded). */
  orderedAt: string;
  /** The lines withdrawn from; null: the whole order. */
  lines: readonly WithdrawnLine[] | null;
}

/**
 * The statement in the words of the act's model form (załącznik nr 2), filled in with what the
 * consumer gave: what the acknowledgement repeats in full, and the page shows before confirming.
 */
export function withdrawalStatementText(statement: WithdrawalStatement): string {
  const goods = statement.lines
    ? statement.lines.map((line) => `${line.name} (nr ${line.productNumber}) – ${line.quantity} ${line.unit}`).join('; ')
    : `wszystkich rzeczy z zamówienia ${statement.orderNumber}`;
  return [
    `Adresat: ${SELLER.name}, ${SELLER_ADDRESS}.`,
    // A unit ends with its own dot (`szt.`): the sentence does not add a second.
    `Ja, ${statement.consumerName}, niniejszym informuję o moim odstąpieniu od umowy sprzedaży następujących rzeczy: ${goods}${goods.endsWith('.') ? '' : '.'}`,
    `Zamówienie nr ${statement.orderNumber}, data zawarcia umowy: ${shopDay(statement.orderedAt).split('-').reverse().join('-')}.`,
    `Imię i nazwisko konsumenta: ${statement.consumerName}.`,
    `Adres e-mail do potwierdzenia: ${statement.email}.`,
  ].join('\n');
}

/**
 * The withdrawal form for an order, its number filled in; with the order's link (uuid and hash)
 * the form also offers its products. The owner's page without the hash passes the number alone.
 */
export function withdrawalFormPath(order: { number: string; uuid?: string | undefined; hash?: string | undefined }): string {
  const link: Record<string, string> = order.uuid && order.hash ? { uuid: order.uuid, hash: order.hash } : {};
  return `${href('withdrawal')}?${new URLSearchParams({ zamowienie: order.number, ...link })}`;
}

/** The link's label, the same on the order's pages, in its mails and in the footer. */
export const WITHDRAWAL_LINK_LABEL = 'Odstąp od umowy tutaj';
