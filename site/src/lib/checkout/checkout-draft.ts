/**
 * The checkout on /koszyk as plain data (issue 13): the steps, what the shopper typed (a flat
 * draft of strings and switches, kept in sessionStorage so a reload keeps it), the request body
 * built from it, and each step's Polish messages from the API's own schema
 * (site/src/lib/forms/checkout.ts; the checks live in checkout-validation.ts, which the cart page
 * loads when the shopper first acts, so zod stays out of its first load). No React, no browser
 * globals: the component passes storage.
 */

import type { SavedAddress, User } from '../api-types.ts';
import type { Checkout } from '../forms/checkout.ts';
import { currentConsent } from '../forms/consents.ts';
import { CUSTOMER_TYPE, type CustomerType, DELIVERY_METHODS, type DeliveryMethodCode, PAYMENT_METHODS, type PaymentMethod } from '../orders.ts';

export const CHECKOUT_STEPS = ['cart', 'delivery', 'buyer', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface CheckoutDraft {
  deliveryMethod: DeliveryMethodCode | '';
  lockerCode: string;
  branchSlug: string;
  paymentMethod: PaymentMethod | '';
  customerType: CustomerType;
  firstName: string;
  lastName: string;
  companyName: string;
  nip: string;
  /** A company's sole trader buying outside their profession (art. 38a): a consumer's rights. */
  consumerRights: boolean;
  email: string;
  phone: string;
  street: string;
  postcode: string;
  city: string;
  hasInvoiceEmail: boolean;
  invoiceEmail: string;
  hasDeliveryAddress: boolean;
  deliveryName: string;
  deliveryStreet: string;
  deliveryPostcode: string;
  deliveryCity: string;
  terms: boolean;
  privacy: boolean;
  /** The optional newsletter consent (double opt-in: a confirmation link follows). */
  newsletter: boolean;
  /** The optional consent to one e-mail reminder about this cart (issue 15); unticked by default. */
  cartReminder: boolean;
  /** One per checkout attempt, kept across retries and reloads; a placed order starts a new one. */
  idempotencyKey: string;
}

export function emptyDraft(idempotencyKey: string): CheckoutDraft {
  return {
    deliveryMethod: '',
    lockerCode: '',
    branchSlug: '',
    paymentMethod: '',
    customerType: CUSTOMER_TYPE.private,
    firstName: '',
    lastName: '',
    companyName: '',
    nip: '',
    consumerRights: false,
    email: '',
    phone: '',
    street: '',
    postcode: '',
    city: '',
    hasInvoiceEmail: false,
    invoiceEmail: '',
    hasDeliveryAddress: false,
    deliveryName: '',
    deliveryStreet: '',
    deliveryPostcode: '',
    deliveryCity: '',
    terms: false,
    privacy: false,
    newsletter: false,
    cartReminder: false,
    idempotencyKey,
  };
}

export const DRAFT_STORAGE_KEY = 'checkout-draft';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The draft kept in `storage`, each field checked (a stale or tampered entry falls back field by field); null when none. */
export function loadDraft(storage: Pick<Storage, 'getItem'>, newKey: () => string): CheckoutDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const draft = emptyDraft('');
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(draft) as (keyof CheckoutDraft)[]) {
    const value = record[key];
    if (typeof value === typeof draft[key]) (draft as unknown as Record<string, unknown>)[key] = value;
  }
  if (!(DELIVERY_METHODS as readonly string[]).includes(draft.deliveryMethod)) draft.deliveryMethod = '';
  if (!(PAYMENT_METHODS as readonly string[]).includes(draft.paymentMethod)) draft.paymentMethod = '';
  if (!(Object.values(CUSTOMER_TYPE) as number[]).includes(draft.customerType)) draft.customerType = CUSTOMER_TYPE.private;
  if (!KEY_PATTERN.test(draft.idempotencyKey)) draft.idempotencyKey = newKey();
  return draft;
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, draft: CheckoutDraft): void {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the reload memory.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The step a history entry names (`history.state.checkoutStep`), the cart when none. */
export function stepOfHistoryState(state: unknown): CheckoutStep {
  const step = (state as { checkoutStep?: unknown } | null)?.checkoutStep;
  return (CHECKOUT_STEPS as readonly unknown[]).includes(step) ? (step as CheckoutStep) : 'cart';
}

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value);

function deliveryOf(draft: CheckoutDraft): Checkout['delivery'] {
  if (draft.deliveryMethod === 'parcel_locker') return { method: 'parcel_locker', lockerCode: draft.lockerCode };
  if (draft.deliveryMethod === 'branch_pickup') return { method: 'branch_pickup', branchSlug: draft.branchSlug };
  if (draft.deliveryMethod === 'courier') {
    if (!draft.hasDeliveryAddress) return { method: 'courier' };
    return {
      method: 'courier',
      address: { name: draft.deliveryName, street: draft.deliveryStreet, postcode: draft.deliveryPostcode, city: draft.deliveryCity },
    };
  }
  return { method: '' } as unknown as Checkout['delivery'];
}

/** The checkout form as typed: the API's body (without the total) once the consents are given. */
export type CheckoutForm = Omit<Checkout, 'consents'> & { consents: { terms: boolean; privacy: boolean; newsletter?: string } };

/** The checkout form as `POST /orders` takes it (without the total): empty optional fields left out. */
export function checkoutOfDraft(draft: CheckoutDraft): CheckoutForm {
  const isOrganisation = draft.customerType !== CUSTOMER_TYPE.private;
  const buyer: Checkout['buyer'] = {
    customerType: draft.customerType,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    street: draft.street,
    postcode: draft.postcode,
    city: draft.city,
  };
  const companyName = isOrganisation ? text(draft.companyName) : undefined;
  const nip = isOrganisation ? text(draft.nip) : undefined;
  const invoiceEmail = draft.hasInvoiceEmail ? text(draft.invoiceEmail) : undefined;
  if (companyName !== undefined) buyer.companyName = companyName;
  if (nip !== undefined) buyer.nip = nip;
  if (invoiceEmail !== undefined) buyer.invoiceEmail = invoiceEmail;
  if (draft.customerType === CUSTOMER_TYPE.company && draft.consumerRights) buyer.consumerRights = true;
  return {
    buyer,
    delivery: deliveryOf(draft),
    paymentMethod: draft.paymentMethod as PaymentMethod,
    consents: {
      terms: draft.terms,
      privacy: draft.privacy,
      // The version of the text the checkbox showed, as the newsletter's own form sends it.
      ...(draft.newsletter ? { newsletter: currentConsent('newsletter').version } : {}),
    },
  };
}

/** What the checkout knows of a logged-in customer (`GET /users/me` and the saved addresses). */
export interface SignedInBuyer {
  user: Pick<
    User,
    'uuid' | 'email' | 'firstName' | 'lastName' | 'phone' | 'customerType' | 'companyName' | 'nip' | 'street' | 'postcode' | 'city' | 'invoiceEmail'
  >;
  addresses: readonly Pick<SavedAddress, 'uuid' | 'name' | 'street' | 'postcode' | 'city' | 'isDefault'>[];
}

/** The delivery-address fields of the draft filled from a saved address. */
export function deliveryFieldsOf(address: Pick<SavedAddress, 'name' | 'street' | 'postcode' | 'city'>): Partial<CheckoutDraft> {
  return {
    hasDeliveryAddress: true,
    deliveryName: address.name,
    deliveryStreet: address.street,
    deliveryPostcode: address.postcode,
    deliveryCity: address.city,
  };
}

/**
 * A logged-in customer's draft (issue 14): the buyer's fields the shopper has not typed yet come
 * from the account, and the default saved address becomes the delivery address unless one was
 * already typed. What the shopper typed is never overwritten.
 * @example prefillDraft(emptyDraft(key), { user, addresses: [] }).email // user.email
 */
export function prefillDraft(draft: CheckoutDraft, { user, addresses }: SignedInBuyer): CheckoutDraft {
  const next = { ...draft };
  const isBuyerUntouched = [draft.firstName, draft.lastName, draft.email, draft.phone, draft.street, draft.postcode, draft.city].every(
    (value) => value.trim() === '',
  );
  const fill = (
    field: 'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'postcode' | 'city' | 'companyName' | 'nip',
    value: string | null,
  ) => {
    if (next[field].trim() === '' && value) next[field] = value;
  };
  if (isBuyerUntouched) next.customerType = user.customerType;
  fill('firstName', user.firstName);
  fill('lastName', user.lastName);
  fill('email', user.email);
  fill('phone', user.phone);
  fill('street', user.street);
  fill('postcode', user.postcode);
  fill('city', user.city);
  fill('companyName', user.companyName);
  fill('nip', user.nip);
  if (isBuyerUntouched && user.invoiceEmail && !draft.hasInvoiceEmail)
    Object.assign(next, { hasInvoiceEmail: true, invoiceEmail: user.invoiceEmail });
  const typedAddress = [draft.deliveryName, draft.deliveryStreet, draft.deliveryPostcode, draft.deliveryCity].some((value) => value.trim() !== '');
  const preferred = addresses.find((address) => address.isDefault);
  if (preferred && !typedAddress) Object.assign(next, deliveryFieldsOf(preferred));
  return next;
}
