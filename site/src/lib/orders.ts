/**
 * Order vocabulary shared by the API, the order pages and the JSON-LD builder: status codes
 * (spec §4) with their Polish labels, customer types (spec §4: above 10 is an organisation),
 * delivery and payment methods. Plain TypeScript, no framework import.
 */

/** Spec §4 order status codes. */
export const ORDER_STATUS = {
  cancelled: 5,
  paymentDue: 37,
  paid: 40,
  processing: 50,
  delivered: 60,
  problem: 70,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  5: 'Anulowane',
  37: 'Oczekuje na płatność',
  40: 'Opłacone, w realizacji',
  50: 'W realizacji',
  60: 'Dostarczone',
  70: 'Problem z zamówieniem',
};

/** Customer types of the billing form; a code above 10 is an organisation (spec §4). */
export const CUSTOMER_TYPE = { private: 1, company: 11, budgetUnit: 12 } as const;
export type CustomerType = (typeof CUSTOMER_TYPE)[keyof typeof CUSTOMER_TYPE];

export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = {
  1: 'Osoba prywatna',
  11: 'Firma',
  12: 'Jednostka budżetowa',
};

/** Spec §4: a customer type above 10 is an organisation (company, budget unit), else a person. */
export function isOrganisation(customerType: number): boolean {
  return customerType > 10;
}

export const DELIVERY_METHODS = ['courier', 'parcel_locker', 'branch_pickup'] as const;
export type DeliveryMethodCode = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = ['transfer', 'cod', 'p24'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  transfer: 'Przelew tradycyjny',
  cod: 'Płatność przy odbiorze',
  p24: 'Płatność online Przelewy24',
};

/**
 * The status a new order starts in: what is paid later (transfer, online) waits for its payment
 * (37); cash on delivery goes straight to processing (50).
 */
export function initialOrderStatus(paymentMethod: PaymentMethod): OrderStatus {
  return paymentMethod === 'cod' ? ORDER_STATUS.processing : ORDER_STATUS.paymentDue;
}
