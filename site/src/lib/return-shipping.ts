/**
 * Who pays for sending the goods back after a withdrawal (issue 33). Art. 34 ust. 2 of the consumer
 * rights act (ustawa o prawach konsumenta) leaves the direct cost of returning the goods to the
 * consumer when the seller told them so before the contract: the terms (§ 6) and "Reklamacje i
 * zwroty" say it in the sentence below (the seed writes it there), and the products'
 * MerchantReturnPolicy says the same in schema.org's words. Who pays is this one constant. Pure.
 */

export type ReturnShippingPayer = 'customer' | 'seller';

/** The customer pays the direct cost of returning the goods (art. 34 ust. 2), as the shop tells them. */
export const RETURN_SHIPPING_PAID_BY: ReturnShippingPayer = 'customer';

/** The sentence the terms and the returns page state, per payer. */
export const RETURN_SHIPPING_TEXT: Readonly<Record<ReturnShippingPayer, string>> = {
  customer:
    'Bezpośrednie koszty zwrotu towaru po odstąpieniu od umowy, w tym koszt jego odesłania do Sprzedawcy, ponosi Klient (art. 34 ust. 2 ustawy o prawach konsumenta).',
  seller: 'Koszty zwrotu towaru po odstąpieniu od umowy, w tym koszt jego odesłania do Sprzedawcy, ponosi Sprzedawca.',
};

/** The same in schema.org's words (MerchantReturnPolicy.returnFees), per payer. */
export const RETURN_FEES = {
  customer: 'https://schema.org/ReturnFeesCustomerResponsibility',
  seller: 'https://schema.org/FreeReturn',
} as const satisfies Record<ReturnShippingPayer, string>;
