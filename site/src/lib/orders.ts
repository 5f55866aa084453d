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

/** What a shopper reads as the status: "Wysłane" once a paid or processing order has shipped ("shipped" has no code). */
export const SHIPPED_LABEL = 'Wysłane';

export function orderStatusLabel(status: OrderStatus, isShipped: boolean): string {
  return isShipped && (status === ORDER_STATUS.paid || status === ORDER_STATUS.processing) ? SHIPPED_LABEL : ORDER_STATUS_LABELS[status];
}

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

/**
 * Whether the buyer has a consumer's rights (the 14-day withdrawal, the consumer texts): a private
 * person (art. 22¹ of the Civil Code), or a sole trader buying outside their profession who said so
 * at checkout, the contract having no professional character for them (art. 38a of the consumer
 * rights act: „przedsiębiorca na prawach konsumenta”, the withdrawal chapter applies). Other
 * companies and budget units have none, and are not told of any (issue 33, decision 040).
 */
export function hasConsumerRights(buyer: { customerType: number; consumerRights?: boolean | undefined }): boolean {
  if (buyer.customerType === CUSTOMER_TYPE.private) return true;
  return buyer.customerType === CUSTOMER_TYPE.company && buyer.consumerRights === true;
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

/** Every status code, for schemas and tests. */
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as readonly OrderStatus[];

export function isOrderStatus(value: number): value is OrderStatus {
  return (ORDER_STATUSES as readonly number[]).includes(value);
}

/**
 * Where staff may move an order from each status (docs/decisions/019-order-status.md):
 * - 37 payment due → 40 the payment arrived (transfers; P24 does it itself), 5 cancelled, 70 problem;
 * - 40 paid → 50 being packed, 60 delivered, 5 cancelled, 70 problem;
 * - 50 processing (also cash on delivery's first status) → 60 delivered, 5 cancelled, 70 problem;
 * - 70 problem → 5 cancelled, and back to the status it came from (`RETURN_FROM_PROBLEM`);
 * - 60 delivered and 5 cancelled are final: nothing leads out of them.
 * "Shipped" is no status (the orders CHECK has none): a shipment is recorded beside an order in 40 or 50.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  37: [40, 5, 70],
  40: [50, 60, 5, 70],
  50: [60, 5, 70],
  70: [5],
  60: [],
  5: [],
};

/** Statuses an order in 70 (problem) may also return to: the one it was in before the problem. */
export const RETURN_FROM_PROBLEM: readonly OrderStatus[] = [37, 40, 50];

/** The statuses a shipment may be recorded in: paid or processing. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = [40, 50];

/**
 * The statuses staff may move an order to from `current`; for 70, `beforeProblem` (the status the
 * order was in when it became a problem) is added, so a problem never opens a way the table shuts
 * (a delivered order never goes back to payment due, a cash-on-delivery order never becomes paid).
 * @example nextOrderStatuses(70, 50) // [5, 50]
 */
export function nextOrderStatuses(current: OrderStatus, beforeProblem: OrderStatus | null = null): readonly OrderStatus[] {
  const next = ORDER_STATUS_TRANSITIONS[current];
  if (current !== ORDER_STATUS.problem || beforeProblem === null || !RETURN_FROM_PROBLEM.includes(beforeProblem)) return next;
  return [...next, beforeProblem];
}
