'use client';
/**
 * The withdrawal function (issue 33, #lib/withdrawal.ts): the consumer's name, the order's number,
 * the e-mail for the acknowledgement and, optionally, which products; then one confirming step,
 * "Potwierdzam odstąpienie od umowy". Reached from an order's page (`?zamowienie=…&uuid=…&hash=…`)
 * the number is filled in and the order's products are offered; from the footer everything is
 * typed. Sent, the form gives way to the acknowledgement: when it was received and its full text.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { orderPath } from '@/components/order/use-order.ts';
import { ApiRequestError, getJson, postJson } from '@/lib/api-client.ts';
import type { Order, WithdrawalReceived } from '@/lib/api-types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { getOrder } from '@/lib/generated/response-shapes/getOrder.ts';
import { withdrawFromContract } from '@/lib/generated/response-shapes/withdrawFromContract.ts';
import { t } from '@/lib/i18n/index.ts';
import { SELLER, SELLER_ADDRESS } from '@/lib/seller.ts';
import styles from './withdrawal.module.css';
import '@/lib/i18n/pl-withdrawal.ts';

const loadSchema = () => import('@/lib/forms/withdrawal.ts').then((module) => module.withdrawalSchema);

type Field = 'consumerName' | 'orderNumber' | 'email';
type Values = Record<Field, string>;
interface OrderProduct {
  productNumber: string;
  name: string;
  unit: string;
  quantity: number;
}

/** The order's products, one entry per product (its packages merged). */
function productsOf(order: Order): OrderProduct[] {
  const byNumber = new Map<string, OrderProduct>();
  for (const item of order.packages.flatMap((pack) => pack.items)) {
    const found = byNumber.get(item.product.number);
    if (found) found.quantity += item.quantity;
    else
      byNumber.set(item.product.number, {
        productNumber: item.product.number,
        name: item.product.name,
        unit: item.product.salesUnit,
        quantity: item.quantity,
      });
  }
  return [...byNumber.values()];
}

export function WithdrawalForm() {
  const [values, setValues] = useState<Values>({ consumerName: '', orderNumber: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'lines', string>>>({});
  const [products, setProducts] = useState<OrderProduct[] | null>(null);
  const [whole, setWhole] = useState(true);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'form' | 'review'>('form');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<WithdrawalReceived | null>(null);
  const [requestKey] = useState(() => crypto.randomUUID());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);

  // Reached from an order: its number, the buyer's name and its products.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const number = query.get('zamowienie');
    if (number) setValues((current) => ({ ...current, orderNumber: number }));
    const uuid = query.get('uuid');
    const hash = query.get('hash');
    if (!uuid || !hash) return;
    getJson<Order>(orderPath(uuid, hash), getOrder)
      .then((order) => {
        setValues((current) => ({ ...current, orderNumber: order.number, consumerName: current.consumerName || order.customerName }));
        setProducts(productsOf(order));
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (received) receivedRef.current?.focus();
    else stepHeading.current?.focus({ preventScroll: step === 'form' });
  }, [step, received]);

  const chosenLines = () =>
    whole || !products
      ? undefined
      : products
          .map((product) => ({ productNumber: product.productNumber, quantity: Number(quantities[product.productNumber] || 0) }))
          .filter((line) => line.quantity > 0);

  const body = () => ({ requestKey, ...values, ...(chosenLines() ? { lines: chosenLines() } : {}) });

  async function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const schema = await loadSchema();
    const parsed = schema.safeParse(body());
    const found: typeof errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[(issue.path[0] as Field | 'lines') ?? 'consumerName'] ??= issue.message;
    const lines = chosenLines();
    if (lines && lines.length === 0) found.lines = t('Withdrawal.ChooseSome');
    const over = products?.find((product) => Number(quantities[product.productNumber] || 0) > product.quantity);
    if (!whole && over) found.lines = t('Withdrawal.QuantityOf', { name: over.name, quantity: over.quantity, unit: over.unit });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (parsed.success) setValues({ consumerName: parsed.data.consumerName, orderNumber: parsed.data.orderNumber, email: parsed.data.email });
    setFailure(null);
    setStep('review');
  }

  async function confirm() {
    setSending(true);
    setFailure(null);
    try {
      setReceived(await postJson<WithdrawalReceived>('/withdrawals', body(), withdrawFromContract));
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : t('Withdrawal.Failed'));
    } finally {
      setSending(false);
    }
  }

  if (received) {
    return (
      <div ref={receivedRef} className={styles.received} tabIndex={-1} role="status" data-testid="withdrawal-received">
        <h2>{t('Withdrawal.ReceivedHeading')}</h2>
        <p>{t('Withdrawal.Received', { date: formatDateTime(received.receivedAt), email: received.email })}</p>
        <h3>{t('Withdrawal.StatementHeading')}</h3>
        <p className={styles.statement}>{received.statement}</p>
        <p>{t('Withdrawal.NextSteps', { address: `${SELLER.name}, ${SELLER_ADDRESS}` })}</p>
      </div>
    );
  }

  if (step === 'review') {
    const lines = chosenLines();
    return (
      <section aria-labelledby="odstapienie-krok">
        <h2 id="odstapienie-krok" ref={stepHeading} tabIndex={-1}>
          {t('Withdrawal.Step2')}
        </h2>
        <dl className={styles.summary}>
          <dt>{t('Withdrawal.Name')}</dt>
          <dd>{values.consumerName}</dd>
          <dt>{t('Withdrawal.OrderNumber')}</dt>
          <dd>{values.orderNumber}</dd>
          <dt>{t('Withdrawal.Email')}</dt>
          <dd>{values.email}</dd>
          <dt>{t('Withdrawal.Scope')}</dt>
          <dd>
            {lines ? (
              <ul>
                {lines.map((line) => {
                  const product = products?.find((candidate) => candidate.productNumber === line.productNumber);
                  return (
                    <li key={line.productNumber}>
                      {product?.name} – {line.quantity} {product?.unit}
                    </li>
                  );
                })}
              </ul>
            ) : (
              t('Withdrawal.Whole')
            )}
          </dd>
        </dl>
        <p>{t('Withdrawal.ConfirmHint')}</p>
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={sending} aria-busy={sending || undefined}>
            {t('Withdrawal.Confirm')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setStep('form')} disabled={sending}>
            {t('Withdrawal.Back')}
          </button>
        </div>
      </section>
    );
  }

  const change = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  return (
    <form method="post" className={formStyles.form} onSubmit={(event) => void next(event)} noValidate aria-labelledby="odstapienie-krok">
      <h2 id="odstapienie-krok" ref={stepHeading} tabIndex={-1}>
        {t('Withdrawal.Step1')}
      </h2>
      <TextField
        id="odstapienie-imie"
        label={t('Withdrawal.Name')}
        autoComplete="name"
        maxLength={FIELD_MAX_LENGTH.contactName}
        value={values.consumerName}
        onChange={change('consumerName')}
        error={errors.consumerName}
      />
      <div className={formStyles.pair}>
        <TextField
          id="odstapienie-zamowienie"
          label={t('Withdrawal.OrderNumber')}
          hint={t('Withdrawal.OrderNumberHint')}
          maxLength={40}
          value={values.orderNumber}
          onChange={change('orderNumber')}
          error={errors.orderNumber}
        />
        <TextField
          id="odstapienie-email"
          type="email"
          label={t('Withdrawal.Email')}
          hint={t('Withdrawal.EmailHint')}
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
      </div>
      {products ? (
        <fieldset className={styles.scope} aria-describedby={errors.lines ? 'odstapienie-pozycje-blad' : undefined}>
          <legend>{t('Withdrawal.Scope')}</legend>
          <label className={styles.choice}>
            <input type="radio" name="zakres" checked={whole} onChange={() => setWhole(true)} />
            {t('Withdrawal.Whole')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="zakres" checked={!whole} onChange={() => setWhole(false)} />
            {t('Withdrawal.Some')}
          </label>
          {whole ? null : (
            <ul className={styles.lines}>
              {products.map((product) => (
                <li key={product.productNumber}>
                  <label htmlFor={`odstapienie-ilosc-${product.productNumber}`}>
                    {t('Withdrawal.QuantityOf', { name: product.name, quantity: product.quantity, unit: product.unit })}
                  </label>
                  <input
                    id={`odstapienie-ilosc-${product.productNumber}`}
                    className={styles.quantity}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={4}
                    placeholder="0"
                    value={quantities[product.productNumber] ?? ''}
                    onChange={(event) => setQuantities({ ...quantities, [product.productNumber]: event.target.value.replace(/\D/g, '') })}
                  />
                </li>
              ))}
            </ul>
          )}
          {errors.lines ? (
            <p id="odstapienie-pozycje-blad" className={styles.alert} role="alert">
              {errors.lines}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('Withdrawal.Next')}
        </button>
      </div>
    </form>
  );
}
