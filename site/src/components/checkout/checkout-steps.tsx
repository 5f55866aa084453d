'use client';
/**
 * The fields of the checkout's steps after the cart (delivery and payment, buyer, review), each
 * checked beside itself: the errors come from the API's own schema (checkout-validation.ts) through
 * the form (checkout-form.tsx), which holds the draft and moves between the steps.
 */
import Link from 'next/link';
import { type ReactNode, useCallback } from 'react';
import { TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { HazardLabel } from '@/components/hazard/hazard-label.tsx';
import type { Cart, DeliveryMethod } from '@/lib/api-types.ts';
import { checkoutTotals } from '@/lib/cart/cart-totals.ts';
import { type CheckoutDraft, type CheckoutStep, deliveryFieldsOf, type SignedInBuyer } from '@/lib/checkout/checkout-draft.ts';
import type { DraftErrors } from '@/lib/checkout/checkout-validation.ts';
import { currentConsent, TERMS_PAGE_SLUG } from '@/lib/forms/consents.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import {
  CUSTOMER_TYPE,
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  hasConsumerRights,
  isOrganisation,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '@/lib/orders.ts';
import { href } from '@/lib/routes.ts';
import { INPOST_GEOWIDGET_TOKEN } from '@/lib/site-config.ts';
import styles from './cart-checkout.module.css';
import type { BranchOption } from './cart-checkout.tsx';
import { InpostGeowidget } from './inpost-geowidget.tsx';
import { ParcelLockerSearch } from './parcel-locker-search.tsx';
import '@/lib/i18n/pl-checkout.ts';

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

export interface StepProps {
  draft: CheckoutDraft;
  errors: DraftErrors;
  update: (patch: Partial<CheckoutDraft>) => void;
}

export function DeliveryStep({
  draft,
  errors,
  update,
  methods,
  branches,
  cartTotals,
}: StepProps & { methods: DeliveryMethod[]; branches: readonly BranchOption[]; cartTotals: Cart['totals'] }) {
  const chooseLocker = useCallback((lockerCode: string) => update({ lockerCode }), [update]);
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
              <strong>{method.name}</strong> – {formatPrice(checkoutTotals(cartTotals, method).delivery.gross)}
              <small className={styles.optionHint}>{method.description}</small>
            </>
          ),
        }))}
      />
      {draft.deliveryMethod === 'parcel_locker' ? (
        <>
          {INPOST_GEOWIDGET_TOKEN ? (
            <InpostGeowidget chosenCode={draft.lockerCode} onChoose={chooseLocker} />
          ) : (
            <ParcelLockerSearch chosenCode={draft.lockerCode} onChoose={chooseLocker} />
          )}
          <TextField
            id="lockerCode"
            label={t('Checkout.LockerCode')}
            hint={t(INPOST_GEOWIDGET_TOKEN ? 'Checkout.LockerHintMap' : 'Checkout.LockerHint')}
            value={draft.lockerCode}
            onChange={(event) => update({ lockerCode: event.target.value })}
            error={errors.lockerCode}
            autoCapitalize="characters"
            maxLength={FIELD_MAX_LENGTH.lockerCode}
          />
        </>
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

export function BuyerStep({ draft, errors, update, savedAddresses }: StepProps & { savedAddresses: SignedInBuyer['addresses'] }) {
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
          {field('companyName', t('Checkout.CompanyName'), { autoComplete: 'organization', maxLength: FIELD_MAX_LENGTH.companyName })}
          {field('nip', t('Checkout.Nip'), { inputMode: 'numeric', maxLength: FIELD_MAX_LENGTH.nip })}
        </div>
      ) : null}
      {draft.customerType === CUSTOMER_TYPE.company ? (
        <Checkbox id="consumerRights" checked={draft.consumerRights} onChange={(consumerRights) => update({ consumerRights })}>
          {t('Checkout.ConsumerRights')}
        </Checkbox>
      ) : null}
      <div className={styles.pair}>
        {field('firstName', t('Checkout.FirstName'), { autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.personName })}
        {field('lastName', t('Checkout.LastName'), { autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.personName })}
      </div>
      <div className={styles.pair}>
        {field('email', t('Checkout.Email'), { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: FIELD_MAX_LENGTH.email })}
        {field('phone', t('Checkout.Phone'), { type: 'tel', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone })}
      </div>
      <Checkbox id="cartReminder" checked={draft.cartReminder} onChange={(cartReminder) => update({ cartReminder })}>
        {t('Checkout.CartReminder')}
      </Checkbox>
      {field('street', t('Checkout.Street'), { autoComplete: 'street-address', maxLength: FIELD_MAX_LENGTH.street })}
      <div className={styles.pair}>
        {field('postcode', t('Checkout.Postcode'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: FIELD_MAX_LENGTH.postcode })}
        {field('city', t('Checkout.City'), { autoComplete: 'address-level2', maxLength: FIELD_MAX_LENGTH.city })}
      </div>
      <Checkbox id="hasInvoiceEmail" checked={draft.hasInvoiceEmail} onChange={(hasInvoiceEmail) => update({ hasInvoiceEmail })}>
        {t('Checkout.HasInvoiceEmail')}
      </Checkbox>
      {draft.hasInvoiceEmail
        ? field('invoiceEmail', t('Checkout.InvoiceEmail'), { type: 'email', inputMode: 'email', maxLength: FIELD_MAX_LENGTH.email })
        : null}
      {draft.deliveryMethod === 'courier' ? (
        <>
          <Checkbox id="hasDeliveryAddress" checked={draft.hasDeliveryAddress} onChange={(hasDeliveryAddress) => update({ hasDeliveryAddress })}>
            {t('Checkout.HasDeliveryAddress')}
          </Checkbox>
          {draft.hasDeliveryAddress ? (
            <>
              <SavedAddressPicker addresses={savedAddresses} update={update} />
              {field('deliveryName', t('Checkout.DeliveryName'), { autoComplete: 'shipping name', maxLength: FIELD_MAX_LENGTH.recipient })}
              {field('deliveryStreet', t('Checkout.Street'), { autoComplete: 'shipping street-address', maxLength: FIELD_MAX_LENGTH.street })}
              <div className={styles.pair}>
                {field('deliveryPostcode', t('Checkout.Postcode'), {
                  autoComplete: 'shipping postal-code',
                  inputMode: 'numeric',
                  maxLength: FIELD_MAX_LENGTH.postcode,
                })}
                {field('deliveryCity', t('Checkout.City'), { autoComplete: 'shipping address-level2', maxLength: FIELD_MAX_LENGTH.city })}
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}

/**
 * What is being bought, directly before the order is placed (art. 17 of the consumer rights act,
 * issue 33): every line with its number, a chemical's pictograms and signal word (CLP art.
 * 48a), units, unit price and value net and gross, then the delivery; the totals per VAT rate
 * follow below the step (checkout-form.tsx), the same figures the order gets.
 */
function ReviewLines({ cart, method }: { cart: Cart; method: DeliveryMethod | undefined }) {
  const delivery = method ? checkoutTotals(cart.totals, method).delivery : null;
  return (
    <section aria-labelledby="podsumowanie-produkty" className={styles.reviewLines}>
      <h3 id="podsumowanie-produkty">{t('Checkout.ReviewLines')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1). */}
      <section className={styles.tableWrap} tabIndex={0} aria-label={t('Checkout.ReviewLines')}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('Checkout.ReviewProduct')}</th>
              <th scope="col">{t('Checkout.ReviewQuantity')}</th>
              <th scope="col">{t('Checkout.ReviewUnitPrice')}</th>
              <th scope="col">{t('Checkout.ReviewNet')}</th>
              <th scope="col">{t('Checkout.ReviewGross')}</th>
            </tr>
          </thead>
          <tbody>
            {cart.items.map((item) => (
              <tr key={item.uuid} data-testid="review-line">
                <td>
                  {item.product.name}
                  <br />
                  <small>{t('Checkout.ReviewNumber', { number: item.product.number, rate: item.vatRate })}</small>
                  <HazardLabel label={item.product.hazardLabel} size={22} className={styles.hazard} />
                </td>
                <td className={styles.number}>
                  {item.quantity} {item.product.salesUnit}
                </td>
                <td className={styles.number}>
                  {formatPrice(item.unitPrice.grossPrice)}
                  <br />
                  <small>{t('Checkout.ReviewUnitNet', { price: formatPrice(item.unitPrice.nettoPrice) })}</small>
                </td>
                <td className={styles.number}>{formatPrice(item.cartItemSummary.priceNetto)}</td>
                <td className={styles.number}>{formatPrice(item.cartItemSummary.priceGross)}</td>
              </tr>
            ))}
            {method && delivery ? (
              <tr data-testid="review-delivery">
                <td>{t('Checkout.ReviewDelivery', { name: method.name })}</td>
                <td />
                <td />
                <td className={styles.number}>{formatPrice(delivery.net)}</td>
                <td className={styles.number}>{formatPrice(delivery.gross)}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </section>
    </section>
  );
}

export function ReviewStep({
  draft,
  errors,
  update,
  cart,
  method,
  branches,
  goTo,
}: StepProps & { cart: Cart; method: DeliveryMethod | undefined; branches: readonly BranchOption[]; goTo: (step: CheckoutStep) => void }) {
  const branch = branches.find((candidate) => candidate.slug === draft.branchSlug);
  return (
    <>
      <ReviewLines cart={cart} method={method} />
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
                {hasConsumerRights(draft) ? (
                  <>
                    {t('Checkout.ConsumerRightsShort')}
                    <br />
                  </>
                ) : null}
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
        <Link href={href('contentPage', { slug: TERMS_PAGE_SLUG })} target="_blank">
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
      {/* The consumer's right: a company has none, and is not told of one (issue 33), unless art. 38a gives it. */}
      {hasConsumerRights(draft) ? (
        <p className={styles.withdrawal}>
          {t('Checkout.Withdrawal')}
          <Link href={href('contentPage', { slug: 'reklamacje-i-zwroty' })}>{t('Checkout.WithdrawalLink')}</Link>.
        </p>
      ) : null}
    </>
  );
}
