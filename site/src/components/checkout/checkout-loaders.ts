/**
 * What the checkout loads when the shopper first needs it, each once: the draft's storage (when
 * the cart page has hydrated), the form of the steps after the cart (when the cart has something
 * to order) and the checks with the API's schema and zod (on the form's first focus or pointer
 * down, or to restore a later step after a reload).
 */
let draft: Promise<typeof import('@/lib/checkout/checkout-draft.ts')> | undefined;
export const loadDraftStorage = () => {
  draft ??= import('@/lib/checkout/checkout-draft.ts');
  return draft;
};

let validation: Promise<typeof import('@/lib/checkout/checkout-validation.ts')> | undefined;
export const loadValidation = () => {
  validation ??= import('@/lib/checkout/checkout-validation.ts');
  return validation;
};

let form: Promise<typeof import('./checkout-form.tsx')> | undefined;
export const loadCheckoutForm = () => {
  form ??= import('./checkout-form.tsx');
  return form;
};

/** The form's component, for `useLoadedComponent`. */
export const loadCheckoutFormComponent = () => loadCheckoutForm().then((module) => module.CheckoutForm);
