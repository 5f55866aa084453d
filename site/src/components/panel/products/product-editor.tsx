'use client';
/**
 * The product form (`/panel/produkty/{slug}` and `/panel/produkty/nowy`, issue 35): every field
 * an editor writes, checked as typed by the API's own schemas (a message beside each field, the
 * API's `fields` after sending too), the description previewed by the product page's own
 * renderer, the gross price live, the price history, pictures, safety data and promotions. A
 * change is saved with the read's `updatedAt`; when someone saved in between (409), the form reads
 * again and shows the difference before the editor saves again. Unsaved changes warn before leaving.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { RichText } from '@/components/content/rich-text.tsx';
import { ApiRequestError, getJson } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { isValidEan13 } from '@/lib/ean.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice, grossFromNet, VAT_RATES } from '@/lib/money.ts';
import type { AdminProduct } from '@/lib/panel/product-types.ts';
import { href } from '@/lib/routes.ts';
import panel from '../panel.module.css';
import { adminPath, adminSend, messageOf } from '../panel-api.ts';
import { TableWrap } from '../table-wrap.tsx';
import { useUnsavedChanges } from '../use-unsaved-changes.ts';
import { mergedDraft, ProductConflict } from './product-conflict.tsx';
import { createBodyOf, draftOf, type FieldProblems, groszeOf, isDirty, type ProductDraft, slugFromName, updateBodyOf } from './product-draft.ts';
import { ChoiceGroup, fieldId, SelectField, TextArea, TextField } from './product-fields.tsx';
import { ProductImages } from './product-images.tsx';
import { ProductPromotions } from './product-promotions.tsx';
import { ClpFields, GpsrFields, SafetyDataSheet } from './product-safety-fields.tsx';
import styles from './products.module.css';
import { indentedName, useCatalogueChoices } from './use-catalogue-choices.ts';
import '@/lib/i18n/pl-panel.ts';

export const productShape = () => import('@/lib/generated/response-shapes/adminGetProduct.ts').then((module) => module.adminGetProduct);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateProduct.ts').then((module) => module.adminCreateProduct);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateProduct.ts').then((module) => module.adminUpdateProduct);

/** The list of every message, linked to its field, above the form after a refused save. */
function ProblemSummary({ problems }: { problems: FieldProblems }) {
  const entries = Object.entries(problems);
  if (entries.length === 0) return null;
  return (
    <div className={styles.summary} role="alert">
      <p>{t('Panel.Product.Problems', { count: entries.length })}</p>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a href={`#${fieldId(path)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PriceHistory({ product }: { product: AdminProduct }) {
  const points = [...product.priceHistory].reverse().slice(0, 10);
  return (
    <details className={styles.history}>
      <summary>{t('Panel.Product.PriceHistory', { count: product.priceHistory.length })}</summary>
      <TableWrap label={t('Panel.Product.PriceHistoryTable')}>
        <table className={panel.table}>
          <thead>
            <tr>
              <th scope="col">{t('Panel.Product.ValidFrom')}</th>
              <th scope="col">{t('Panel.Products.Net')}</th>
              <th scope="col">{t('Panel.Products.Gross')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.validFrom}>
                <td>{formatDateTime(point.validFrom)}</td>
                <td className={panel.number}>{formatPrice(point.netPrice)}</td>
                <td className={panel.number}>{formatPrice(grossFromNet(point.netPrice, product.vatRate))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </details>
  );
}

interface Conflict {
  stored: ProductDraft;
  at: string;
}

export function ProductEditor({ product: initial }: { product: AdminProduct | null }) {
  const router = useRouter();
  const { categories, flags } = useCatalogueChoices();
  const [read, setRead] = useState<AdminProduct | null>(initial);
  const [baseline, setBaseline] = useState<ProductDraft>(() => draftOf(initial));
  const [draft, setDraft] = useState<ProductDraft>(baseline);
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = isDirty(draft, baseline);
  useUnsavedChanges(dirty && !busy, t('Panel.Product.LeaveQuestion'));

  const set = (change: Partial<ProductDraft>) => {
    setSaved(null);
    setDraft((current) => {
      const next = { ...current, ...change };
      if (!slugTouched && change.name !== undefined) next.slug = slugFromName(change.name);
      return next;
    });
  };

  /** A fresh read taken as the form's base, the editor's own changes kept on top. */
  const rebase = (product: AdminProduct) => {
    const fresh = draftOf(product);
    setDraft((current) => mergedDraft(current, baseline, fresh));
    setBaseline(fresh);
    setRead(product);
  };

  const refused = (error: unknown) => {
    if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setProblems(error.fields);
    setFailure(messageOf(error, t('Panel.Product.SaveFailed')));
  };

  const save = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setFailure(null);
    setSaved(null);
    if (!read) {
      const outcome = createBodyOf(draft);
      if ('problems' in outcome) {
        setProblems(outcome.problems);
        return;
      }
      setProblems({});
      setBusy(true);
      try {
        const created = await adminSend.post<AdminProduct>('/products', outcome.body, createShape);
        setBaseline(draftOf(created));
        setDraft(draftOf(created));
        router.replace(href('panelProduct', { slug: created.slug }));
      } catch (error) {
        refused(error);
      } finally {
        setBusy(false);
      }
      return;
    }
    const outcome = updateBodyOf(draft, baseline, read.updatedAt);
    if ('unchanged' in outcome) {
      setSaved(t('Panel.Product.NothingChanged'));
      return;
    }
    if ('problems' in outcome) {
      setProblems(outcome.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const answer = await adminSend.patch<AdminProduct>(`/products/${read.slug}`, outcome.body, updateShape);
      const fresh = draftOf(answer);
      setRead(answer);
      setBaseline(fresh);
      setDraft(fresh);
      setConflict(null);
      setSaved(t('Panel.Product.Saved', { at: formatDateTime(answer.updatedAt) }));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'changed_meanwhile') {
        const stored = await getJson<AdminProduct>(adminPath(`/products/${read.slug}`), productShape);
        const storedDraft = draftOf(stored);
        setConflict({ stored: storedDraft, at: formatDateTime(stored.updatedAt) });
        rebase(stored);
      } else refused(error);
    } finally {
      setBusy(false);
    }
  };

  const net = groszeOf(draft.netPrice);
  const eanProblem = /^\d{13}$/.test(draft.eanCode.trim()) && !isValidEan13(draft.eanCode.trim()) ? t('Panel.Product.BadEan') : undefined;
  const chosen = new Set(draft.categorySlugs);
  const classified = read?.hazard?.classified === true;

  return (
    <>
      <div className={panel.heading}>
        <h1>{read ? read.name : t('Panel.Products.NewHeading')}</h1>
        <Link href={href('panelProducts')}>{t('Panel.Product.BackToList')}</Link>
        {read ? <span className={panel.muted}>{t('Panel.Product.ReadAt', { at: formatDateTime(read.updatedAt) })}</span> : null}
      </div>
      {conflict ? (
        <ProductConflict
          mine={draft}
          stored={conflict.stored}
          storedBy={conflict.at}
          onTakeStored={() => {
            setDraft(conflict.stored);
            setConflict(null);
          }}
        />
      ) : null}
      <ProblemSummary problems={problems} />
      <form method="post" className={styles.form} onSubmit={(event) => void save(event)} noValidate aria-label={t('Panel.Product.Form')}>
        <section className={styles.section} aria-labelledby="produkt-podstawowe">
          <h2 id="produkt-podstawowe">{t('Panel.Product.Basics')}</h2>
          <TextField
            path="name"
            label={t('Panel.Product.Name')}
            value={draft.name}
            required
            maxLength={200}
            error={problems.name}
            onChange={(event) => set({ name: event.target.value })}
          />
          <div className={styles.row}>
            <TextField
              path="slug"
              label={t('Panel.Product.Slug')}
              hint={read ? t('Panel.Product.SlugFixed') : t('Panel.Product.SlugHint')}
              value={draft.slug}
              readOnly={read !== null}
              error={problems.slug}
              onChange={(event) => {
                setSlugTouched(true);
                set({ slug: event.target.value });
              }}
            />
            <TextField
              path="number"
              label={t('Panel.Product.Number')}
              value={draft.number}
              required
              error={problems.number}
              onChange={(event) => set({ number: event.target.value.toUpperCase() })}
            />
            <TextField
              path="eanCode"
              label={t('Panel.Product.Ean')}
              hint={/^\d{13}$/.test(draft.eanCode.trim()) && !eanProblem ? t('Panel.Product.EanOk') : t('Panel.Product.EanHint')}
              inputMode="numeric"
              maxLength={13}
              value={draft.eanCode}
              required
              error={eanProblem ?? problems.eanCode}
              onChange={(event) => set({ eanCode: event.target.value.replace(/\D/g, '') })}
            />
          </div>
          <div className={styles.row}>
            <TextField
              path="producer"
              label={t('Panel.Product.Producer')}
              value={draft.producer}
              required
              error={problems.producer}
              onChange={(event) => set({ producer: event.target.value })}
            />
            <TextField
              path="color"
              label={t('Panel.Product.Color')}
              value={draft.color}
              error={problems.color}
              onChange={(event) => set({ color: event.target.value })}
            />
            <TextField
              path="salesUnit"
              label={t('Panel.Product.SalesUnit')}
              value={draft.salesUnit}
              error={problems.salesUnit}
              onChange={(event) => set({ salesUnit: event.target.value })}
            />
            <TextField
              path="content.amount"
              label={t('Panel.Product.ContentAmount')}
              inputMode="numeric"
              value={draft.contentAmount}
              error={problems['content.amount'] ?? problems.content}
              onChange={(event) => set({ contentAmount: event.target.value })}
            />
            <SelectField
              path="content.unit"
              label={t('Panel.Product.ContentUnit')}
              value={draft.contentUnit}
              onChange={(event) => set({ contentUnit: event.target.value as ProductDraft['contentUnit'] })}
            >
              <option value="">—</option>
              <option value="ml">ml</option>
              <option value="g">g</option>
            </SelectField>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="produkt-opis">
          <h2 id="produkt-opis">{t('Panel.Product.Descriptions')}</h2>
          <TextArea
            path="shortDescription"
            label={t('Panel.Product.ShortDescription')}
            rows={2}
            maxLength={1000}
            value={draft.shortDescription}
            error={problems.shortDescription}
            onChange={(event) => set({ shortDescription: event.target.value })}
          />
          <div className={styles.split}>
            <TextArea
              path="description"
              label={t('Panel.Product.Description')}
              hint={t('Panel.Product.DescriptionHint')}
              rows={14}
              value={draft.description}
              required
              error={problems.description}
              onChange={(event) => set({ description: event.target.value })}
            />
            <section className={styles.preview} aria-labelledby="produkt-podglad" data-testid="description-preview">
              <h3 id="produkt-podglad">{t('Panel.Product.Preview')}</h3>
              {draft.shortDescription ? <p className={styles.lead}>{draft.shortDescription}</p> : null}
              <RichText source={draft.description} headingLevel={3} />
            </section>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="produkt-cena">
          <h2 id="produkt-cena">{t('Panel.Product.PriceAndStock')}</h2>
          <div className={styles.row}>
            <TextField
              path="nettoPrice"
              label={t('Panel.Product.NetPrice')}
              inputMode="decimal"
              value={draft.netPrice}
              required
              error={problems.nettoPrice}
              onChange={(event) => set({ netPrice: event.target.value })}
            />
            <SelectField
              path="vatRate"
              label={t('Panel.Product.VatRate')}
              value={draft.vatRate}
              error={problems.vatRate}
              onChange={(event) => set({ vatRate: event.target.value })}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {rate}%
                </option>
              ))}
            </SelectField>
            <div className={styles.field}>
              <span className={styles.label}>{t('Panel.Product.GrossPrice')}</span>
              <output className={styles.gross} aria-live="polite" data-testid="gross-price">
                {net === null ? '—' : formatPrice(grossFromNet(net, Number(draft.vatRate)))}
              </output>
            </div>
            <TextField
              path="stock.quantity"
              label={t('Panel.Product.Stock')}
              inputMode="numeric"
              value={draft.stockQuantity}
              error={problems['stock.quantity']}
              onChange={(event) => set({ stockQuantity: event.target.value })}
            />
            <TextField
              path="stock.supplierDeliveryDays"
              label={t('Panel.Product.SupplierDays')}
              hint={t('Panel.Product.SupplierDaysHint')}
              inputMode="numeric"
              value={draft.supplierDays}
              error={problems['stock.supplierDeliveryDays']}
              onChange={(event) => set({ supplierDays: event.target.value })}
            />
          </div>
          {read ? <PriceHistory product={read} /> : null}
        </section>

        <section className={styles.section} aria-labelledby="produkt-kategorie">
          <h2 id="produkt-kategorie">{t('Panel.Product.Categories')}</h2>
          <SelectField
            path="mainCategorySlug"
            label={t('Panel.Product.MainCategory')}
            value={draft.mainCategorySlug}
            error={problems.mainCategorySlug}
            onChange={(event) => set({ mainCategorySlug: event.target.value })}
          >
            <option value="">{t('Panel.Product.ChooseCategory')}</option>
            {(categories ?? [])
              .filter((category) => category.assignable)
              .map((category) => (
                <option key={category.slug} value={category.slug}>
                  {indentedName(category)}
                </option>
              ))}
          </SelectField>
          <ChoiceGroup path="categorySlugs" label={t('Panel.Product.ExtraCategories')} error={problems.categorySlugs}>
            <div className={styles.categoryList}>
              {(categories ?? [])
                .filter((category) => category.assignable && category.slug !== draft.mainCategorySlug)
                .map((category) => (
                  <label key={category.slug} className={styles.check} style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}>
                    <input
                      type="checkbox"
                      checked={chosen.has(category.slug)}
                      onChange={(event) =>
                        set({
                          categorySlugs: event.target.checked
                            ? [...draft.categorySlugs, category.slug]
                            : draft.categorySlugs.filter((slug) => slug !== category.slug),
                        })
                      }
                    />
                    {category.name}
                  </label>
                ))}
            </div>
          </ChoiceGroup>
          <ChoiceGroup path="flags" label={t('Panel.Product.Flags')} error={problems.flags}>
            {(flags ?? []).map((flag) => (
              <label key={flag.code} className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.flags.includes(flag.code)}
                  onChange={(event) =>
                    set({ flags: event.target.checked ? [...draft.flags, flag.code] : draft.flags.filter((code) => code !== flag.code) })
                  }
                />
                {flag.name}
              </label>
            ))}
          </ChoiceGroup>
        </section>

        <ProductImages images={draft.images} problems={problems} onChange={(images) => set({ images })} />
        <GpsrFields draft={draft} set={set} problems={problems} />
        <ClpFields draft={draft} set={set} problems={problems} />

        <section className={styles.section} aria-labelledby="produkt-publikacja">
          <h2 id="produkt-publikacja">{t('Panel.Product.Publication')}</h2>
          <label className={styles.check}>
            <input type="checkbox" checked={draft.published} onChange={(event) => set({ published: event.target.checked })} />
            {t('Panel.Product.PublishedLabel')}
          </label>
          {problems.published ? <p className={styles.fieldError}>{problems.published}</p> : null}
        </section>

        <div className={styles.saveBar}>
          <button type="submit" className="button button-primary" disabled={busy}>
            {read ? t('Panel.Product.Save') : t('Panel.Product.Create')}
          </button>
          {dirty ? <span className={panel.muted}>{t('Panel.Product.Unsaved')}</span> : null}
          {failure ? (
            <span className={styles.fieldError} role="alert">
              {failure}
            </span>
          ) : null}
          {saved ? (
            <span className={styles.saved} role="status">
              {saved}
            </span>
          ) : null}
        </div>
      </form>
      {read && classified ? <SafetyDataSheet product={read} onSaved={rebase} /> : null}
      {read ? <ProductPromotions product={read} onSaved={rebase} /> : null}
    </>
  );
}
