'use client';
/**
 * The cart and the checkout on /koszyk (issue 13): cart → delivery and payment → buyer → review
 * and place. Each step is a history entry (back and forward move between steps), what was typed
 * is kept in sessionStorage (a reload keeps it), and every field is checked beside itself with the
 * API's own schema. Placing sends one Idempotency-Key per attempt (kept across retries) and the
 * total the shopper saw; a 409 with new totals reloads the cart and says so. A placed order
 * clears the draft and goes to its summary, or to Przelewy24's page for an online payment.
 */
import Link from 'next/link';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useAddresses, useUser } from '@/components/account/account-data.ts';
import { useCart } from '@/components/cart/cart-data.ts';
import { setCartCounter } from '@/components/cart/cart-sidebar-store.ts';
import { TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, getJson, postJson } from '@/lib/api-client.ts';
import type { Cart, DeliveryMethod, PlacedOrder } from '@/lib/api-types.ts';
import {
  CHECKOUT_STEPS,
  type CheckoutDraft,
  type CheckoutStep,
  checkoutOfDraft,
  clearDraft,
  deliveryFieldsOf,
  emptyDraft,
  loadDraft,
  prefillDraft,
  type SignedInBuyer,
  saveDraft,
  stepOfHistoryState,
} from '@/lib/checkout/checkout-draft.ts';
import type { DraftErrors } from '@/lib/checkout/checkout-validation.ts';
import { deliveryPrice } from '@/lib/delivery-cost.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { listDeliveryMethods } from '@/lib/generated/response-shapes/listDeliveryMethods.ts';
import { placeOrder } from '@/lib/generated/response-shapes/placeOrder.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_LABELS, type CustomerType, isOrganisation, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/orders.ts';
import { href } from '@/lib/routes.ts';
import { hasSessionHint } from '@/lib/session-hint.ts';
import { trackedProductsOf } from '@/lib/tracker/data-layer.ts';
import { rememberPurchase } from '@/lib/tracker/purchase.ts';
import { cartTransactionId } from '@/lib/tracker/track.ts';
import styles from './cart-checkout.module.css';
import { useCartContact } from './use-cart-contact.ts';
import '@/lib/i18n/pl-checkout.ts';

export interface BranchOption {
  slug: string;
  name: string;
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; cart: Cart; methods: DeliveryMethod[] };

/** The checks with the API's schema (and zod): loaded once, when the checkout first needs them. */
let validation: Promise<typeof import('@/lib/checkout/checkout-validation.ts')> | undefined;
const loadValidation = () => {
  validation ??= import('@/lib/checkout/checkout-validation.ts');
  return validation;
};

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * The cart (the same SWR entry the cart's own view reads, so an edit there shows here at once) and
 * the delivery methods; `reload` reads both again (after a 409).
 */
function useCheckoutData(): [Loaded, () => Promise<void>] {
  const cart = useCart();
  const methods = useSWR(
    '/checkout/delivery-methods',
    () => getJson<{ items: DeliveryMethod[] }>('/checkout/delivery-methods', listDeliveryMethods),
    {
      revalidateOnFocus: false,
    },
  );
  const reload = useCallback(async () => {
    await Promise.all([cart.mutate(), methods.mutate()]);
  }, [cart.mutate, methods.mutate]);
  const loaded: Loaded =
    cart.error || methods.error
      ? { status: 'failed' }
      : cart.data && methods.data
        ? { status: 'ready', cart: cart.data, methods: methods.data.items }
        : { status: 'loading' };
  return [loaded, reload];
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

/** The step from the history, the draft from sessionStorage; each step pushed as a history entry. */
function useCheckoutState() {
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  const [step, setStep] = useState<CheckoutStep>('cart');
  // Kept once the shopper changes something: visiting the cart alone stores nothing.
  const touched = useRef(false);
  useEffect(() => {
    const kept = loadDraft(window.sessionStorage, newKey);
    touched.current = kept !== null;
    const restored = kept ?? emptyDraft(newKey());
    setDraft(restored);
    const wanted = stepOfHistoryState(window.history.state);
    // Back on a later step after a reload: go no further than the first step still unfinished.
    if (wanted !== 'cart') loadValidation().then(({ firstUnfinishedStep }) => setStep(firstUnfinishedStep(restored, wanted)));
    const onPop = (event: PopStateEvent) => setStep(stepOfHistoryState(event.state));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (draft && touched.current) saveDraft(window.sessionStorage, draft);
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

function Totals({ cart, method: chosen }: { cart: Cart; method: DeliveryMethod | undefined }) {
  const method = chosen && deliveryPrice(chosen, cart.totals.priceNetto);
  return (
    <dl className={styles.totals}>
      <dt>{t('Checkout.ItemsNet')}</dt>
      <dd>{formatPrice(cart.totals.priceNetto)}</dd>
      <dt>{t('Checkout.ItemsGross')}</dt>
      <dd>{formatPrice(cart.totals.priceGross)}</dd>
      {method ? (
        <>
          <dt>
            {t('Checkout.DeliveryGross')} ({method.name})
          </dt>
          <dd>{formatPrice(method.priceGross)}</dd>
          <dt className={styles.grand}>{t('Checkout.TotalGross')}</dt>
          <dd className={styles.grand} data-testid="checkout-total">
            {formatPrice(cart.totals.priceGross + method.priceGross)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

function RadioGroup<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: V; label: ReactNode }[];
  value: V | '';
  onChange: (value: V) => void;
  error: string | undefined;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={formStyles.label}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            className={formStyles.checkbox}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-invalid={error ? true : undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      <p id={errorId} className={formStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}

function Checkbox({
  id,
  checked,
  onChange,
  children,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
}) {
  return (
    <div className={formStyles.consent}>
      <input
        id={id}
        type="checkbox"
        className={formStyles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className={formStyles.consentText}>
        {children}
      </label>
      {error === undefined ? null : (
        <p id={`${id}-error`} className={`${formStyles.error} ${formStyles.consentError}`} aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}

interface StepProps {
  draft: CheckoutDraft;
  errors: DraftErrors;
  update: (patch: Partial<CheckoutDraft>) => void;
}

function DeliveryStep({
  draft,
  errors,
  update,
  methods,
  branches,
  itemsNet,
}: StepProps & { methods: DeliveryMethod[]; branches: readonly BranchOption[]; itemsNet: number }) {
  return (
    <>
      <RadioGroup
        name="deliveryMethod"
        legend={t('Checkout.DeliveryMethod')}
        value={draft.deliveryMethod}
        onChange={(deliveryMethod) => update({ deliveryMethod })}
        error={errors.deliveryMethod}
        options={methods.map((method) => ({
          value: method.code,
          label: (
            <>
              <strong>{method.name}</strong> – {formatPrice(deliveryPrice(method, itemsNet).priceGross)}
              <small className={styles.optionHint}>{method.description}</small>
            </>
          ),
        }))}
      />
      {draft.deliveryMethod === 'parcel_locker' ? (
        <TextField
          id="lockerCode"
          label={t('Checkout.LockerCode')}
          hint={t('Checkout.LockerHint')}
          value={draft.lockerCode}
          onChange={(event) => update({ lockerCode: event.target.value })}
          error={errors.lockerCode}
          autoCapitalize="characters"
          maxLength={10}
        />
      ) : null}
      {draft.deliveryMethod === 'branch_pickup' ? (
        <div className={formStyles.field}>
          <label htmlFor="branchSlug" className={formStyles.label}>
            {t('Checkout.Branch')}
          </label>
          <select
            id="branchSlug"
            className={formStyles.input}
            value={draft.branchSlug}
            onChange={(event) => update({ branchSlug: event.target.value })}
            aria-invalid={errors.branchSlug ? true : undefined}
            aria-describedby={errors.branchSlug ? 'branchSlug-error' : undefined}
            required
          >
            <option value="">{t('Checkout.ChooseBranch')}</option>
            {branches.map((branch) => (
              <option key={branch.slug} value={branch.slug}>
                {branch.name}
              </option>
            ))}
          </select>
          <p id="branchSlug-error" className={formStyles.error} aria-live="polite">
            {errors.branchSlug ?? ''}
          </p>
        </div>
      ) : null}
      <RadioGroup
        name="paymentMethod"
        legend={t('Checkout.PaymentMethod')}
        value={draft.paymentMethod}
        onChange={(paymentMethod) => update({ paymentMethod })}
        error={errors.paymentMethod}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
      />
    </>
  );
}

function SavedAddressPicker({ addresses, update }: { addresses: SignedInBuyer['addresses']; update: StepProps['update'] }) {
  if (addresses.length === 0) return null;
  return (
    <div className={formStyles.field}>
      <label htmlFor="savedAddress" className={formStyles.label}>
        {t('Checkout.SavedAddress')}
      </label>
      <select
        id="savedAddress"
        className={formStyles.input}
        defaultValue=""
        onChange={(event) => {
          const chosen = addresses.find((address) => address.uuid === event.target.value);
          if (chosen) update(deliveryFieldsOf(chosen));
        }}
      >
        <option value="">{t('Checkout.ChooseSavedAddress')}</option>
        {addresses.map((address) => (
          <option key={address.uuid} value={address.uuid}>
            {address.name}, {address.street}, {address.postcode} {address.city}
          </option>
        ))}
      </select>
    </div>
  );
}

function BuyerStep({ draft, errors, update, savedAddresses }: StepProps & { savedAddresses: SignedInBuyer['addresses'] }) {
  const field = (name: keyof CheckoutDraft & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={name}
      name={name}
      label={label}
      value={String(draft[name])}
      onChange={(event) => update({ [name]: event.target.value })}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <>
      <RadioGroup<CustomerType>
        name="customerType"
        legend={t('Checkout.CustomerType')}
        value={draft.customerType}
        onChange={(customerType) => update({ customerType })}
        error={errors.customerType}
        options={Object.values(CUSTOMER_TYPE).map((type) => ({ value: type, label: CUSTOMER_TYPE_LABELS[type] }))}
      />
      {isOrganisation(draft.customerType) ? (
        <div className={styles.pair}>
          {field('companyName', t('Checkout.CompanyName'), { autoComplete: 'organization', maxLength: 200 })}
          {field('nip', t('Checkout.Nip'), { inputMode: 'numeric', maxLength: 20 })}
        </div>
      ) : null}
      <div className={styles.pair}>
        {field('firstName', t('Checkout.FirstName'), { autoComplete: 'given-name', maxLength: 100 })}
        {field('lastName', t('Checkout.LastName'), { autoComplete: 'family-name', maxLength: 100 })}
      </div>
      <div className={styles.pair}>
        {field('email', t('Checkout.Email'), { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
        {field('phone', t('Checkout.Phone'), { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
      </div>
      <Checkbox id="cartReminder" checked={draft.cartReminder} onChange={(cartReminder) => update({ cartReminder })}>
        {t('Checkout.CartReminder')}
      </Checkbox>
      {field('street', t('Checkout.Street'), { autoComplete: 'street-address', maxLength: 200 })}
      <div className={styles.pair}>
        {field('postcode', t('Checkout.Postcode'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 })}
        {field('city', t('Checkout.City'), { autoComplete: 'address-level2', maxLength: 100 })}
      </div>
      <Checkbox id="hasInvoiceEmail" checked={draft.hasInvoiceEmail} onChange={(hasInvoiceEmail) => update({ hasInvoiceEmail })}>
        {t('Checkout.HasInvoiceEmail')}
      </Checkbox>
      {draft.hasInvoiceEmail ? field('invoiceEmail', t('Checkout.InvoiceEmail'), { type: 'email', inputMode: 'email', maxLength: 254 }) : null}
      {draft.deliveryMethod === 'courier' ? (
        <>
          <Checkbox id="hasDeliveryAddress" checked={draft.hasDeliveryAddress} onChange={(hasDeliveryAddress) => update({ hasDeliveryAddress })}>
            {t('Checkout.HasDeliveryAddress')}
          </Checkbox>
          {draft.hasDeliveryAddress ? (
            <>
              <SavedAddressPicker addresses={savedAddresses} update={update} />
              {field('deliveryName', t('Checkout.DeliveryName'), { autoComplete: 'shipping name', maxLength: 200 })}
              {field('deliveryStreet', t('Checkout.Street'), { autoComplete: 'shipping street-address', maxLength: 200 })}
              <div className={styles.pair}>
                {field('deliveryPostcode', t('Checkout.Postcode'), { autoComplete: 'shipping postal-code', inputMode: 'numeric', maxLength: 6 })}
                {field('deliveryCity', t('Checkout.City'), { autoComplete: 'shipping address-level2', maxLength: 100 })}
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function ReviewStep({
  draft,
  errors,
  update,
  method,
  branches,
  goTo,
}: StepProps & { method: DeliveryMethod | undefined; branches: readonly BranchOption[]; goTo: (step: CheckoutStep) => void }) {
  const branch = branches.find((candidate) => candidate.slug === draft.branchSlug);
  return (
    <>
      <div className={styles.review}>
        <section aria-labelledby="podsumowanie-kupujacy">
          <h3 id="podsumowanie-kupujacy">{t('Checkout.Buyer')}</h3>
          <address>
            {CUSTOMER_TYPE_LABELS[draft.customerType]}
            <br />
            {isOrganisation(draft.customerType) ? (
              <>
                {draft.companyName}, NIP {draft.nip}
                <br />
              </>
            ) : null}
            {draft.firstName} {draft.lastName}
            <br />
            {draft.street}, {draft.postcode} {draft.city}
            <br />
            {draft.email}, {draft.phone}
          </address>
          <button type="button" className={styles.link} onClick={() => goTo('buyer')}>
            {t('Checkout.Change')}
          </button>
        </section>
        <section aria-labelledby="podsumowanie-dostawa">
          <h3 id="podsumowanie-dostawa">{t('Checkout.Delivery')}</h3>
          <p>
            {method?.name}
            {draft.deliveryMethod === 'parcel_locker' ? `: ${draft.lockerCode.toUpperCase()}` : ''}
            {draft.deliveryMethod === 'branch_pickup' && branch ? `: ${branch.name}` : ''}
          </p>
          {draft.deliveryMethod === 'courier' && draft.hasDeliveryAddress ? (
            <address>
              {draft.deliveryName}, {draft.deliveryStreet}, {draft.deliveryPostcode} {draft.deliveryCity}
            </address>
          ) : null}
          <h3>{t('Checkout.Payment')}</h3>
          <p>{draft.paymentMethod ? PAYMENT_METHOD_LABELS[draft.paymentMethod] : ''}</p>
          <button type="button" className={styles.link} onClick={() => goTo('delivery')}>
            {t('Checkout.Change')}
          </button>
        </section>
      </div>
      <Checkbox id="terms" checked={draft.terms} onChange={(terms) => update({ terms })} error={errors.terms ?? ''}>
        {t('Checkout.TermsBefore')}
        <Link href={href('contentPage', { slug: 'regulamin' })} target="_blank">
          {t('Checkout.TermsLink')}
        </Link>
        .
      </Checkbox>
      <Checkbox id="privacy" checked={draft.privacy} onChange={(privacy) => update({ privacy })} error={errors.privacy ?? ''}>
        {t('Checkout.PrivacyBefore')}
        <Link href={href('contentPage', { slug: 'polityka-prywatnosci' })} target="_blank">
          {t('Checkout.PrivacyLink')}
        </Link>
        .
      </Checkbox>
      <Checkbox id="newsletter" checked={draft.newsletter} onChange={(newsletter) => update({ newsletter })}>
        {currentConsent('newsletter').text} {t('Checkout.NewsletterOptional')}
      </Checkbox>
      <p className={styles.withdrawal}>
        {t('Checkout.Withdrawal')}
        <Link href={href('contentPage', { slug: 'reklamacje-i-zwroty' })}>{t('Checkout.WithdrawalLink')}</Link>.
      </p>
    </>
  );
}

/**
 * The checkout on /koszyk. Its first step is `cartStep`, the cart's own view (editable lines,
 * totals, quick order), outside the checkout's form, with the way on to delivery and payment; an
 * empty cart is only that view, which shows the empty state.
 */
export function CartCheckout({ cartStep, branches }: { cartStep: ReactNode; branches: readonly BranchOption[] }) {
  const [loaded, reload] = useCheckoutData();
  const { draft, edit, step, goTo } = useCheckoutState();
  const signedIn = useSignedInBuyer();
  useCartContact(draft);
  const isPrefilled = useRef(false);
  useEffect(() => {
    // Once per visit, after the kept draft is read: what the shopper typed stays (prefillDraft).
    if (!draft || !signedIn || isPrefilled.current) return;
    isPrefilled.current = true;
    edit((current) => prefillDraft(current, signedIn));
  }, [draft, signedIn, edit]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [placing, setPlacing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

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

  // The cart's view handles its own loading, failure and empty states.
  if (step === 'cart' || loaded.status !== 'ready' || !draft || loaded.cart.items.length === 0) {
    const canGoOn = loaded.status === 'ready' && draft !== null && loaded.cart.items.length > 0;
    return (
      <>
        {cartStep}
        {canGoOn ? (
          <div className={styles.actions}>
            <button
              type="button"
              className="button button-primary"
              disabled={!loaded.cart.items.every((item) => item.isAvailable)}
              onClick={() => goTo('delivery')}
            >
              {t('Checkout.GoToDelivery')}
            </button>
          </div>
        ) : null}
      </>
    );
  }
  const { cart, methods } = loaded;

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
        { ...checkoutOfDraft(draft), expectedTotalGross: cart.totals.priceGross + deliveryPrice(method, cart.totals.priceNetto).priceGross },
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
        <DeliveryStep draft={draft} errors={errors} update={update} methods={methods} branches={branches} itemsNet={cart.totals.priceNetto} />
      ) : null}
      {step === 'buyer' ? <BuyerStep draft={draft} errors={errors} update={update} savedAddresses={signedIn?.addresses ?? []} /> : null}
      {step === 'review' ? <ReviewStep draft={draft} errors={errors} update={update} method={method} branches={branches} goTo={goTo} /> : null}
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
