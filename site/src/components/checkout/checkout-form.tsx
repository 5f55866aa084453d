'use client';
/**
 * The checkout's form on /koszyk, its steps after the cart (delivery and payment → buyer → review
 * and place), loaded when the cart has something to order (cart-checkout.tsx). Each step's
 * fields are checked with the API's own schema before the next step; placing sends one
 * Idempotency-Key per attempt (kept across retries) and the total the shopper saw; a 409 with new
 * totals reloads the cart and says so. A placed order clears the draft and goes to its summary, or
 * to Przelewy24's page for an online payment. A logged-in customer's data and addresses fill in
 * what the shopper has not typed.
 */
import { type FormEvent, Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAddresses, useUser } from '@/components/account/account-data.ts';
import { setCartCounter } from '@/components/cart/cart-sidebar-store.ts';
import formStyles from '@/components/forms/forms.module.css';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { Cart, DeliveryMethod, PlacedOrder } from '@/lib/api-types.ts';
import { checkoutTotals } from '@/lib/cart/cart-totals.ts';
import {
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStep,
  checkoutOfDraft,
  clearDraft,
  prefillDraft,
  type SignedInBuyer,
} from '@/lib/checkout/checkout-draft.ts';
import type { DraftErrors } from '@/lib/checkout/checkout-validation.ts';
import { placeOrder } from '@/lib/generated/response-shapes/placeOrder.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import { trackedProductsOf } from '@/lib/tracker/data-layer.ts';
import { rememberPurchase } from '@/lib/tracker/purchase.ts';
import { cartTransactionId } from '@/lib/tracker/track.ts';
import styles from './cart-checkout.module.css';
import type { BranchOption } from './cart-checkout.tsx';
import { loadValidation } from './checkout-loaders.ts';
import { BuyerStep, DeliveryStep, ReviewStep } from './checkout-steps.tsx';
import '@/lib/i18n/pl-checkout.ts';

export interface CheckoutFormProps {
  cart: Cart;
  methods: DeliveryMethod[];
  branches: readonly BranchOption[];
  /** The draft (never null here) and how to change it; kept by the cart page across the steps. */
  draft: CheckoutDraft;
  edit: (change: (current: CheckoutDraft) => CheckoutDraft) => void;
  step: Exclude<CheckoutStep, 'cart'>;
  goTo: (step: CheckoutStep) => void;
  /** Reads the cart and the delivery methods again (after a 409). */
  reload: () => Promise<void>;
}

/**
 * A logged-in customer's data and saved addresses (issue 14), read only when the hint cookie says
 * a login exists; null for a guest (whose checkout is unchanged) and while loading.
 */
function useSignedInBuyer(): SignedInBuyer | null {
  const [isLoggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(hasSessionHint(document.cookie)), []);
  const user = useUser(isLoggedIn);
  const addresses = useAddresses(isLoggedIn);
  return useMemo(() => (user.data && addresses.data ? { user: user.data, addresses: addresses.data.items } : null), [user.data, addresses.data]);
}

function Totals({ cart, method }: { cart: Cart; method: DeliveryMethod | undefined }) {
  const order = method && checkoutTotals(cart.totals, method);
  return (
    <dl className={styles.totals}>
      <dt>{t('Checkout.ItemsNet')}</dt>
      <dd>{formatPrice(cart.totals.priceNetto)}</dd>
      <dt>{t('Checkout.ItemsGross')}</dt>
      <dd>{formatPrice(cart.totals.priceGross)}</dd>
      {method && order ? (
        <>
          <dt>
            {t('Checkout.DeliveryGross')} ({method.name})
          </dt>
          <dd>{formatPrice(order.delivery.gross)}</dd>
          {order.totals.byRate.map((rate) => (
            <Fragment key={rate.vatRate}>
              <dt>{t('Checkout.VatAtRate', { rate: rate.vatRate })}</dt>
              <dd>{formatPrice(rate.vat)}</dd>
            </Fragment>
          ))}
          <dt className={styles.grand}>{t('Checkout.TotalGross')}</dt>
          <dd className={styles.grand} data-testid="checkout-total">
            {formatPrice(order.totals.gross)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function CheckoutForm({ cart, methods, branches, draft, edit, step, goTo, reload }: CheckoutFormProps) {
  const signedIn = useSignedInBuyer();
  const isPrefilled = useRef(false);
  useEffect(() => {
    // Once, when the customer's data is there: what the shopper typed stays (prefillDraft).
    if (!signedIn || isPrefilled.current) return;
    isPrefilled.current = true;
    edit((current) => prefillDraft(current, signedIn));
  }, [signedIn, edit]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form appears when the step leaves the cart: that is a move between steps too.
  const shownStep = useRef<CheckoutStep | null>(null);

  useEffect(() => {
    // Moving between steps puts the focus on the step's heading, so a screen reader starts there.
    if (shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
    setErrors({});
    setFormError(undefined);
  }, [step]);

  const update = useCallback(
    (patch: Partial<CheckoutDraft>) => {
      edit((current) => ({ ...current, ...patch }));
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch) as (keyof CheckoutDraft)[]) delete next[key];
        return next;
      });
    },
    [edit],
  );

  const method = methods.find((candidate) => candidate.code === draft.deliveryMethod);
  const index = CHECKOUT_STEPS.indexOf(step);
  const canOrder = cart.items.every((item) => item.isAvailable);

  const focusFirstError = (found: DraftErrors) => {
    const first = Object.keys(found)[0];
    if (first)
      requestAnimationFrame(() => document.getElementById(first)?.focus() ?? document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    const { firstUnfinishedStep, stepErrors } = await loadValidation();
    const found = stepErrors(draft, step);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('Checkout.FixErrors'));
      focusFirstError(found);
      return;
    }
    setFormError(undefined);
    const next = CHECKOUT_STEPS[index + 1];
    if (next) {
      goTo(next);
      return;
    }
    const firstUnfinished = firstUnfinishedStep(draft, 'review');
    if (firstUnfinished !== 'review' || !method) {
      goTo(firstUnfinished === 'review' ? 'delivery' : firstUnfinished);
      return;
    }
    setPlacing(true);
    try {
      const placed = await postJson<PlacedOrder>(
        '/orders',
        { ...checkoutOfDraft(draft), expectedTotalGross: checkoutTotals(cart.totals, method).totals.gross },
        placeOrder,
        { 'Idempotency-Key': draft.idempotencyKey },
      );
      rememberPurchase(placed.uuid, {
        event: 'purchase',
        transactionId: cartTransactionId() ?? placed.uuid,
        userId: signedIn?.user.uuid ?? null,
        products: trackedProductsOf(cart),
      });
      clearDraft(window.sessionStorage);
      setCartCounter(0);
      window.history.replaceState({ ...(window.history.state as object | null), checkoutStep: 'cart' }, '');
      window.location.assign(placed.paymentRedirectUrl ?? href('orderSummary', { uuid: placed.uuid, hash: placed.hash }));
    } catch (error) {
      setPlacing(false);
      if (error instanceof ApiRequestError) {
        if (error.code === 'totals_changed') {
          setFormError(`${error.message} ${t('Checkout.TotalsChanged')}`);
          await reload();
          return;
        }
        setFormError(error.message);
        if (error.status === 409) await reload();
        return;
      }
      setFormError(t('Checkout.Failed'));
    }
  };

  return (
    <form
      method="post"
      className={styles.checkout}
      onSubmit={submit}
      // The checks load while the shopper reaches for the first field or button, not with the page.
      onFocus={loadValidation}
      onPointerDown={loadValidation}
      noValidate
      aria-labelledby="krok-zamowienia"
    >
      <nav aria-label={t('Checkout.Steps')}>
        <ol className={styles.steps}>
          {CHECKOUT_STEPS.map((name, position) => (
            <li key={name} aria-current={name === step ? 'step' : undefined} className={position <= index ? styles.done : undefined}>
              {t(`Checkout.Step.${name}`)}
            </li>
          ))}
        </ol>
      </nav>
      <h2 id="krok-zamowienia" ref={heading} tabIndex={-1} className={styles.stepHeading}>
        <span className={styles.stepOf}>{t('Checkout.StepOf', { index: index + 1, count: CHECKOUT_STEPS.length })}</span> {t(`Checkout.Step.${step}`)}
      </h2>
      {step === 'delivery' ? (
        <DeliveryStep draft={draft} errors={errors} update={update} methods={methods} branches={branches} cartTotals={cart.totals} />
      ) : null}
      {step === 'buyer' ? <BuyerStep draft={draft} errors={errors} update={update} savedAddresses={signedIn?.addresses ?? []} /> : null}
      {step === 'review' ? (
        <ReviewStep draft={draft} errors={errors} update={update} cart={cart} method={method} branches={branches} goTo={goTo} />
      ) : null}
      <Totals cart={cart} method={method} />
      <p className={formStyles.formError} role="alert">
        {formError ?? ''}
      </p>
      <div className={styles.actions}>
        {index > 0 ? (
          <button type="button" className="button" onClick={() => window.history.back()}>
            {t('Checkout.Back')}
          </button>
        ) : null}
        <LoadingButton isLoading={placing} classes="button button-primary" widthAuto disabled={!canOrder}>
          {step === 'review' ? t('Checkout.PlaceOrder') : t('Checkout.Next')}
        </LoadingButton>
      </div>
    </form>
  );
}
