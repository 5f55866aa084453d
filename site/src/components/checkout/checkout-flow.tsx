'use client';
/**
 * The checkout on /koszyk (issue 13) after its first step: cart → delivery and payment → buyer →
 * review and place. Each step is a history entry (back and forward move between steps), and what
 * was typed is kept in sessionStorage (a reload keeps it). The first step, the cart's own view,
 * stays with the page (cart-checkout.tsx), which loads this module after it (decision 027); the
 * form of the steps after the cart (checkout-form.tsx, with its texts) loads once the cart has
 * something to order, while the shopper looks at the cart, so a page with an empty cart never
 * loads it.
 */
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCart } from '@/components/cart/use-cart.ts';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import { useSWRAfterLoad } from '@/components/ui/use-swr-after-load.tsx';
import { getJson } from '@/lib/api-client.ts';
import type { Cart, DeliveryMethod } from '@/lib/api-types.ts';
import type { CheckoutDraft, CheckoutStep } from '@/lib/checkout/checkout-draft.ts';
import { listDeliveryMethods } from '@/lib/generated/response-shapes/listDeliveryMethods.ts';
import type { BranchOption } from './cart-checkout.tsx';
import type { CheckoutEntry } from './checkout-entry.ts';
import { loadCheckoutForm, loadCheckoutFormComponent, loadDraftStorage, loadValidation } from './checkout-loaders.ts';
import { useCartContact } from './use-cart-contact.ts';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cart: Cart; methods: DeliveryMethod[] };

function newKey(): string {
  return crypto.randomUUID();
}

const fetchMethods = (path: string) => getJson<{ items: DeliveryMethod[] }>(path, listDeliveryMethods);
const METHODS_OPTIONS = { revalidateOnFocus: false } as const;

/**
 * The cart (the same SWR entry the cart's own view reads, so an edit there shows here at once) and
 * the delivery methods; `reload` reads both again (after a 409). `readers` must be rendered.
 */
function useCheckoutData(): [Loaded, () => Promise<void>, ReactNode] {
  const cart = useCart();
  const methods = useSWRAfterLoad('/checkout/delivery-methods', fetchMethods, METHODS_OPTIONS);
  const reload = useCallback(async () => {
    await Promise.all([cart.mutate(), methods.mutate()]);
  }, [cart.mutate, methods.mutate]);
  const loaded: Loaded =
    cart.error || methods.error
      ? { status: 'failed' }
      : cart.data && methods.data
        ? { status: 'ready', cart: cart.data, methods: methods.data.items }
        : { status: 'loading' };
  return [
    loaded,
    reload,
    <>
      {cart.reader}
      {methods.reader}
    </>,
  ];
}

/** The step from the history, the draft from sessionStorage; each step pushed as a history entry. */
function useCheckoutState() {
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  const [step, setStep] = useState<CheckoutStep>('cart');
  // Kept once the shopper changes something: visiting the cart alone stores nothing.
  const touched = useRef(false);
  useEffect(() => {
    let isMounted = true;
    // The draft's storage loads after the page (decision 027); the cart's own view needs none of it.
    void loadDraftStorage().then(({ loadDraft, emptyDraft, stepOfHistoryState }) => {
      if (!isMounted) return;
      const kept = loadDraft(window.sessionStorage, newKey);
      touched.current = kept !== null;
      const restored = kept ?? emptyDraft(newKey());
      setDraft(restored);
      const wanted = stepOfHistoryState(window.history.state);
      // Back on a later step after a reload: go no further than the first step still unfinished.
      if (wanted !== 'cart') loadValidation().then(({ firstUnfinishedStep }) => setStep(firstUnfinishedStep(restored, wanted)));
    });
    const onPop = (event: PopStateEvent) => void loadDraftStorage().then(({ stepOfHistoryState }) => setStep(stepOfHistoryState(event.state)));
    window.addEventListener('popstate', onPop);
    return () => {
      isMounted = false;
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  useEffect(() => {
    // The draft exists once its storage has loaded.
    if (draft && touched.current) void loadDraftStorage().then(({ saveDraft }) => saveDraft(window.sessionStorage, draft));
  }, [draft]);
  const edit = useCallback((change: (current: CheckoutDraft) => CheckoutDraft) => {
    touched.current = true;
    setDraft((current) => (current ? change(current) : current));
  }, []);
  const goTo = useCallback((next: CheckoutStep) => {
    // Keep Next's own history state, only naming the step in it.
    window.history.pushState({ ...(window.history.state as object | null), checkoutStep: next }, '');
    setStep(next);
  }, []);
  return { draft, edit, step, goTo };
}

export interface CheckoutFlowProps {
  branches: readonly BranchOption[];
  /** Told whether the form of a later step shows: the page then hides the cart's own view. */
  onFormShown: (isShown: boolean) => void;
  /** Given the way on to delivery and payment once there is a cart to order, for the cart's summary box. */
  onEntry: (entry: CheckoutEntry | null) => void;
}

/**
 * The checkout's data and steps. On the cart step it gives the way on to delivery and payment to
 * the cart's summary box; an empty cart is only the cart's view, which shows the empty state.
 */
export function CheckoutFlow({ branches, onFormShown, onEntry }: CheckoutFlowProps) {
  const [loaded, reload, readers] = useCheckoutData();
  const { draft, edit, step, goTo } = useCheckoutState();
  useCartContact(draft);
  const ready = loaded.status === 'ready' && draft !== null && loaded.cart.items.length > 0 ? { ...loaded, draft } : null;
  const Form = useLoadedComponent(loadCheckoutFormComponent, ready !== null || step !== 'cart');
  // The cart's view handles its own loading, failure and empty states.
  const isFormShown = step !== 'cart' && ready !== null && Form !== null;
  // Before the browser paints: the cart's view and a later step never show together.
  useLayoutEffect(() => onFormShown(isFormShown), [onFormShown, isFormShown]);
  const hasCart = ready !== null;
  const canGoOn = ready?.cart.items.every((item) => item.isAvailable) ?? false;
  useLayoutEffect(() => {
    // The form is loading since the cart arrived; the step changes once it is there.
    onEntry(hasCart ? { canGoOn, goToDelivery: () => void loadCheckoutForm().then(() => goTo('delivery')) } : null);
  }, [onEntry, hasCart, canGoOn, goTo]);

  if (!isFormShown || !ready || !Form) return readers;
  return (
    <>
      {readers}
      <Form cart={ready.cart} methods={ready.methods} branches={branches} draft={ready.draft} edit={edit} step={step} goTo={goTo} reload={reload} />
    </>
  );
}
