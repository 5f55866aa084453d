/**
 * The withdrawal's mails (issue 33): the consumer's acknowledgement on a durable medium (art. 11a
 * ust. 3 of Directive 2011/83/EU as amended by 2023/2673: at once, with the statement's content and
 * the date and time it was received), and the shop's notice with a link to the order in the panel.
 */
import { formatDateTime } from '#lib/dates.ts';
import { formatPrice } from '#lib/money.ts';
import { href } from '#lib/routes.ts';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { type RenderedMail, renderMail } from '../../mail/render.ts';
import { ORDER_MAIL_HELP, orderMailTitle } from '../orders/status-mails.ts';

export interface WithdrawalMailFacts {
  orderUuid: string;
  orderHash: string;
  orderNumber: string;
  consumerName: string;
  statement: string;
  receivedAt: string;
}

/** The acknowledgement's state, in the order mails' one title (orders/status-mails.ts). */
export const ACKNOWLEDGEMENT_STATE = 'odstąpienie od umowy otrzymane';

export function withdrawalAcknowledgementMail(shopUrl: string, facts: WithdrawalMailFacts): RenderedMail {
  return renderMail(
    {
      subject: orderMailTitle(facts.orderNumber, ACKNOWLEDGEMENT_STATE),
      heading: orderMailTitle(facts.orderNumber, ACKNOWLEDGEMENT_STATE),
      paragraphs: [
        `${facts.consumerName}, otrzymaliśmy Twoje oświadczenie ${formatDateTime(facts.receivedAt)} (czas polski). Jego pełna treść:`,
        facts.statement,
        `Co dalej: odeślij rzeczy na adres ${SELLER.name}, ${SELLER_ADDRESS}, nie później niż 14 dni od dnia odstąpienia (art. 34 ust. 1 ustawy o prawach konsumenta).`,
        'Zwrócimy wszystkie płatności, w tym koszt najtańszego zwykłego sposobu dostawy oferowanego w sklepie, nie później niż 14 dni od dnia otrzymania oświadczenia, tą samą metodą, którą zapłacono; możemy wstrzymać zwrot do chwili otrzymania rzeczy z powrotem albo dowodu ich odesłania (art. 32 ustawy).',
        'Zachowaj tę wiadomość: jest potwierdzeniem otrzymania oświadczenia na trwałym nośniku.',
        ORDER_MAIL_HELP,
      ],
      links: [{ label: 'Zamówienie w sklepie', url: `${shopUrl}${href('orderSummary', { uuid: facts.orderUuid, hash: facts.orderHash })}` }],
    },
    { shopUrl },
  );
}

export function withdrawalNoticeMail(shopUrl: string, facts: WithdrawalMailFacts): RenderedMail {
  return renderMail(
    {
      subject: `Odstąpienie od umowy: ${facts.orderNumber}`,
      heading: `Odstąpienie od umowy: zamówienie ${facts.orderNumber}`,
      paragraphs: [
        `Oświadczenie otrzymane ${formatDateTime(facts.receivedAt)}. Zwrot płatności należy się w ciągu 14 dni od tej chwili (art. 32 ustawy o prawach konsumenta).`,
        facts.statement,
      ],
      links: [{ label: 'Zamówienie w panelu', url: `${shopUrl}${href('panelOrder', { uuid: facts.orderUuid })}` }],
    },
    { shopUrl },
  );
}

export interface RefundMailFacts {
  orderUuid: string;
  orderHash: string;
  orderNumber: string;
  /** When the statement came: the refund answers it. */
  receivedAt: string;
  amount: number;
  /** Of which the delivery's refund (the last of the order withdrawn from). */
  deliveryAmount: number;
  method: 'p24' | 'transfer';
  /** The consumer's account a transfer went to, when they gave one. */
  accountNumber: string | null;
}

/** The consumer is told the money went back (art. 32): how much, how, and for which statement. */
export function withdrawalRefundMail(shopUrl: string, facts: RefundMailFacts): RenderedMail {
  const way =
    facts.method === 'p24'
      ? 'przez Przelewy24, na rachunek lub kartę, z których zapłacono. Pieniądze zwykle docierają w ciągu kilku dni roboczych.'
      : `przelewem${facts.accountNumber ? ` na rachunek ${facts.accountNumber}` : ' na rachunek, z którego zapłacono'}. Pieniądze zwykle docierają w ciągu 1–2 dni roboczych.`;
  return renderMail(
    {
      subject: orderMailTitle(facts.orderNumber, REFUND_STATE),
      heading: orderMailTitle(facts.orderNumber, REFUND_STATE),
      paragraphs: [
        `Zwróciliśmy ${formatPrice(facts.amount)}${facts.deliveryAmount > 0 ? ` (w tym ${formatPrice(facts.deliveryAmount)} za dostawę)` : ''} za odstąpienie od umowy, którego oświadczenie otrzymaliśmy ${formatDateTime(facts.receivedAt)}: ${way}`,
        'Korektę faktury znajdziesz na stronie zamówienia, gdy ją wystawimy.',
        ORDER_MAIL_HELP,
      ],
      links: [{ label: 'Zamówienie w sklepie', url: `${shopUrl}${href('orderSummary', { uuid: facts.orderUuid, hash: facts.orderHash })}` }],
    },
    { shopUrl },
  );
}

/** The refund mail's state, in the order mails' one title. */
export const REFUND_STATE = 'zwrot płatności wykonany';
