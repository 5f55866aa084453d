'use client';
/**
 * The product's promotions on its form: the list with each one's period and price, a change of
 * one and a new one; before either is saved the form shows the lowest price of the 30 days before
 * it (Omnibus) that the shop will show beside it, computed from the read's price history by the
 * shop's own rule (`omnibusPriceOf`, site/src/lib/pricing.ts).
 */
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '@/lib/dates.ts';
import { hasLaterEnd, PROMOTION_END_BEFORE_START, promotionFieldSchemas } from '@/lib/forms/product.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice, grossFromNet } from '@/lib/money.ts';
import type { AdminProduct } from '@/lib/panel/product-types.ts';
import { omnibusPriceOf, type PromotionPeriod } from '@/lib/pricing.ts';
import panel from '../panel.module.css';
import { adminSend, messageOf } from '../panel-api.ts';
import { TableWrap } from '../table-wrap.tsx';
import { groszeOf, zlotyOf } from './product-draft.ts';
import { TextField } from './product-fields.tsx';
import styles from './products.module.css';
import '@/lib/i18n/pl-panel.ts';

const createShape = () => import('@/lib/generated/response-shapes/adminCreatePromotion.ts').then((module) => module.adminCreatePromotion);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdatePromotion.ts').then((module) => module.adminUpdatePromotion);

type Promotion = AdminProduct['promotions'][number];

/** A `datetime-local` value (the browser's time) from an ISO time, and back. */
const localOf = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const isoOf = (local: string) => (local === '' || Number.isNaN(Date.parse(local)) ? '' : new Date(local).toISOString());

const periodOf = (promotion: Pick<Promotion, 'nettoPrice' | 'startsAt' | 'endsAt'>): PromotionPeriod => ({
  netPrice: promotion.nettoPrice,
  startsAt: promotion.startsAt,
  endsAt: promotion.endsAt,
});

function PromotionForm({
  product,
  editing,
  onSaved,
  onDone,
}: {
  product: AdminProduct;
  editing: Promotion | null;
  onSaved: (product: AdminProduct) => void;
  onDone: () => void;
}) {
  const [price, setPrice] = useState(editing ? zlotyOf(editing.nettoPrice) : '');
  const [startsAt, setStartsAt] = useState(editing ? localOf(editing.startsAt) : '');
  const [endsAt, setEndsAt] = useState(editing ? localOf(editing.endsAt) : '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = editing ? `promocja-${editing.id}` : 'promocja-nowa';

  const candidate = { nettoPrice: groszeOf(price) ?? Number.NaN, startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) };
  const previewable = Number.isInteger(candidate.nettoPrice) && candidate.startsAt !== '' && candidate.endsAt !== '';
  const period = periodOf(candidate);
  const others = product.promotions.filter((promotion) => promotion.id !== editing?.id).map(periodOf);
  const lowest = previewable ? omnibusPriceOf(period, product.priceHistory, [...others, period], product.nettoPrice) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const fields = { nettoPrice: promotionFieldSchemas.nettoPrice, startsAt: promotionFieldSchemas.startsAt, endsAt: promotionFieldSchemas.endsAt };
    for (const [name, schema] of Object.entries(fields)) {
      const checked = schema.safeParse(candidate[name as keyof typeof candidate], { error: () => 'Nieprawidłowa wartość.' });
      if (!checked.success) found[name] = checked.error.issues[0]?.message ?? '';
    }
    if (groszeOf(price) === null) found.nettoPrice = t('Panel.Product.PriceFormat');
    else if (candidate.nettoPrice >= product.nettoPrice) found.nettoPrice = t('Panel.Product.PromotionNotLower');
    if (!found.endsAt && !hasLaterEnd(candidate)) found.endsAt = PROMOTION_END_BEFORE_START;
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = editing
        ? await adminSend.patch<AdminProduct>(`/products/${product.slug}/promotions/${editing.id}`, candidate, updateShape)
        : await adminSend.post<AdminProduct>(`/products/${product.slug}/promotions`, candidate, createShape);
      onSaved(saved);
      onDone();
    } catch (error) {
      setFailure(messageOf(error, t('Panel.Product.SaveFailed')));
    }
  };

  return (
    <form
      method="post"
      className={styles.promotionForm}
      onSubmit={(event) => void submit(event)}
      aria-label={editing ? t('Panel.Product.EditPromotion') : t('Panel.Product.NewPromotion')}
      noValidate
    >
      <div className={styles.row}>
        <TextField
          path={`${prefix}.nettoPrice`}
          label={t('Panel.Product.PromotionPrice')}
          inputMode="decimal"
          value={price}
          error={problems.nettoPrice}
          hint={
            groszeOf(price) !== null
              ? t('Panel.Product.GrossIs', { gross: formatPrice(grossFromNet(groszeOf(price) ?? 0, product.vatRate)) })
              : undefined
          }
          onChange={(event) => setPrice(event.target.value)}
        />
        <TextField
          path={`${prefix}.startsAt`}
          label={t('Panel.Product.StartsAt')}
          type="datetime-local"
          value={startsAt}
          error={problems.startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <TextField
          path={`${prefix}.endsAt`}
          label={t('Panel.Product.EndsAt')}
          type="datetime-local"
          value={endsAt}
          error={problems.endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
      </div>
      <p className={styles.omnibus} aria-live="polite" data-testid="omnibus-preview">
        {lowest === null
          ? t('Panel.Product.OmnibusWaiting')
          : t('Panel.Product.Omnibus', { net: formatPrice(lowest), gross: formatPrice(grossFromNet(lowest, product.vatRate)) })}
      </p>
      {failure ? (
        <p className={styles.fieldError} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={panel.actions}>
        <button type="submit" className="button button-primary">
          {editing ? t('Panel.Product.SavePromotion') : t('Panel.Product.AddPromotion')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('Panel.Cancel')}
        </button>
      </div>
    </form>
  );
}

export function ProductPromotions({ product, onSaved }: { product: AdminProduct; onSaved: (product: AdminProduct) => void }) {
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const now = Date.now();
  return (
    <section className={styles.section} aria-labelledby="produkt-promocje">
      <h2 id="produkt-promocje">{t('Panel.Product.Promotions')}</h2>
      {product.promotions.length === 0 ? (
        <p className={panel.muted}>{t('Panel.Product.NoPromotions')}</p>
      ) : (
        <TableWrap label={t('Panel.Product.Promotions')}>
          <table className={panel.table}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Product.PromotionPrice')}</th>
                <th scope="col">{t('Panel.Product.StartsAt')}</th>
                <th scope="col">{t('Panel.Product.EndsAt')}</th>
                <th scope="col">{t('Panel.Product.OmnibusShort')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('Panel.Product.Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.promotions.map((promotion) => {
                const lowest = omnibusPriceOf(periodOf(promotion), product.priceHistory, product.promotions.map(periodOf), product.nettoPrice);
                const running = Date.parse(promotion.startsAt) <= now && Date.parse(promotion.endsAt) > now;
                return (
                  <tr key={promotion.id}>
                    <td className={panel.number}>
                      {formatPrice(promotion.nettoPrice)}{' '}
                      {running ? <span className={`${panel.tag} ${panel.tagPaid}`}>{t('Panel.Product.Running')}</span> : null}
                    </td>
                    <td>{formatDateTime(promotion.startsAt)}</td>
                    <td>{formatDateTime(promotion.endsAt)}</td>
                    <td className={panel.number}>{formatPrice(lowest)}</td>
                    <td>
                      <button
                        type="button"
                        className="button"
                        onClick={() => setEditing(promotion)}
                        aria-label={t('Panel.Product.ChangePromotion', { start: formatDateTime(promotion.startsAt) })}
                      >
                        {t('Panel.Product.Change')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
      {editing === null ? (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {t('Panel.Product.NewPromotion')}
        </button>
      ) : (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          product={product}
          editing={editing === 'new' ? null : editing}
          onSaved={onSaved}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
