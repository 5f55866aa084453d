/**
 * The checkout's checks (issue 13): each step's Polish messages from the API's own schema
 * (site/src/lib/forms/checkout.ts). Its own module so that the cart page loads it, and zod with
 * it, only when the shopper first acts on the checkout (checkout-loaders.ts `loadValidation`),
 * not with the page.
 */
import { checkoutSchema } from '../forms/checkout.ts';
import { CHECKOUT_STEPS, type CheckoutDraft, type CheckoutStep, checkoutOfDraft, emptyDraft } from './checkout-draft.ts';

/** The draft field a schema issue path belongs to, so the message shows beside that field. */
function fieldOfPath(path: readonly PropertyKey[]): keyof CheckoutDraft | null {
  const [head, second, third] = path.map(String);
  if (head === 'paymentMethod') return 'paymentMethod';
  if (head === 'consents') return second === 'privacy' ? 'privacy' : 'terms';
  if (head === 'buyer') {
    if (second === 'invoiceEmail') return 'invoiceEmail';
    return second && second in emptyDraft('') ? (second as keyof CheckoutDraft) : null;
  }
  if (head === 'delivery') {
    if (second === 'lockerCode') return 'lockerCode';
    if (second === 'branchSlug') return 'branchSlug';
    if (second === 'address') {
      const field = { name: 'deliveryName', street: 'deliveryStreet', postcode: 'deliveryPostcode', city: 'deliveryCity' }[third ?? ''];
      return (field as keyof CheckoutDraft | undefined) ?? null;
    }
    return 'deliveryMethod';
  }
  return null;
}

const STEP_FIELDS: Readonly<Record<CheckoutStep, readonly (keyof CheckoutDraft)[]>> = {
  cart: [],
  delivery: ['deliveryMethod', 'lockerCode', 'branchSlug', 'paymentMethod'],
  buyer: [
    'customerType',
    'firstName',
    'lastName',
    'companyName',
    'nip',
    'email',
    'phone',
    'street',
    'postcode',
    'city',
    'invoiceEmail',
    'deliveryName',
    'deliveryStreet',
    'deliveryPostcode',
    'deliveryCity',
  ],
  review: ['terms', 'privacy'],
};

export type DraftErrors = Partial<Record<keyof CheckoutDraft, string>>;

/** Every field's first Polish message under the API's schema. */
export function draftErrors(draft: CheckoutDraft): DraftErrors {
  const result = checkoutSchema.safeParse(checkoutOfDraft(draft));
  const errors: DraftErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The messages of one step's fields: empty when the shopper may go on. */
export function stepErrors(draft: CheckoutDraft, step: CheckoutStep): DraftErrors {
  const all = draftErrors(draft);
  return Object.fromEntries(STEP_FIELDS[step].filter((field) => all[field] !== undefined).map((field) => [field, all[field]]));
}

/** The first step, up to `wanted`, whose fields still have messages (so a reload never skips an unfinished step). */
export function firstUnfinishedStep(draft: CheckoutDraft, wanted: CheckoutStep): CheckoutStep {
  const all = draftErrors(draft);
  for (const step of CHECKOUT_STEPS.slice(1, CHECKOUT_STEPS.indexOf(wanted))) {
    if (STEP_FIELDS[step].some((field) => all[field] !== undefined)) return step;
  }
  return wanted;
}
