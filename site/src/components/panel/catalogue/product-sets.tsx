'use client';
/**
 * The editors' product sets (`/panel/katalog/zestawy`, issue 35): every set (also withdrawn ones)
 * and the form of the chosen set: name, description, cover, whether the shop shows it, and its
 * products with quantities and set prices, found by name or number through the shop's search.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { apiPath, getJson, PUBLIC_API } from '@/lib/api-client.ts';
import { groszeFromZloty, setFields, slugField } from '@/lib/forms/catalogue.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminProductSet, ProductSetSummary } from '@/lib/panel/catalogue-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import panelStyles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import styles from './catalogue.module.css';
import { CatalogueNav } from './catalogue-nav.tsx';
import {
  ConflictNotice,
  checkBody,
  type Difference,
  differencesOf,
  Field,
  type FieldErrors,
  isChangedMeanwhile,
  rebaseDraft,
  SaveLine,
  serverFieldErrors,
  useUnsavedChangesWarning,
} from './content-editor.tsx';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/adminListProductSets.ts').then((module) => module.adminListProductSets);
const readShape = () => import('@/lib/generated/response-shapes/adminGetProductSet.ts').then((module) => module.adminGetProductSet);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateProductSet.ts').then((module) => module.adminUpdateProductSet);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateProductSet.ts').then((module) => module.adminCreateProductSet);
const suggestionsShape = () => import('@/lib/generated/response-shapes/getSearchSuggestions.ts').then((module) => module.getSearchSuggestions);

const updateSchema = z.strictObject(setFields);
const createSchema = z.strictObject({ slug: slugField, ...setFields });

interface MemberForm {
  productSlug: string;
  label: string;
  quantity: string;
  price: string;
}
interface SetForm {
  /** Only a new set's: a stored set's slug never changes. */
  slug: string;
  name: string;
  description: string;
  coverImage: string;
  published: boolean;
  items: MemberForm[];
}

const LABELS: Record<keyof SetForm, string> = {
  slug: t('Panel.Catalogue.Set.Slug'),
  name: t('Panel.Catalogue.Set.Name'),
  description: t('Panel.Catalogue.Set.Description'),
  coverImage: t('Panel.Catalogue.Set.Cover'),
  published: t('Panel.Catalogue.Set.PublishedLabel'),
  items: t('Panel.Catalogue.Set.Members'),
};

function zloty(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}

/** A new set's form: nothing chosen yet, shown in the shop once saved unless unticked. */
const BLANK_FORM: SetForm = { slug: '', name: '', description: '', coverImage: '', published: true, items: [] };

function formOf(set: AdminProductSet): SetForm {
  return {
    slug: set.slug,
    name: set.name,
    description: set.description,
    coverImage: set.coverImage,
    published: set.published,
    items: set.items.map((item) => ({
      productSlug: item.productSlug,
      label: item.productSlug,
      quantity: String(item.quantity),
      price: zloty(item.nettoPrice),
    })),
  };
}

/** What the differences table and the dirty check compare: the items without their display labels. */
function comparable(form: SetForm) {
  return { ...form, items: form.items.map((item) => `${item.productSlug} × ${item.quantity} po ${item.price} zł`).join('; ') };
}

function bodyOf(form: SetForm) {
  return {
    name: form.name,
    description: form.description,
    coverImage: form.coverImage,
    published: form.published,
    items: form.items.map((item) => ({
      productSlug: item.productSlug,
      quantity: item.quantity.trim() === '' ? Number.NaN : Number(item.quantity),
      nettoPrice: groszeFromZloty(item.price) ?? Number.NaN,
    })),
  };
}

interface ProductHit {
  slug: string;
  name: string;
  number: string;
  nettoPrice: number;
}

/** Products whose name or number matches, through the shop's search suggestions. */
function ProductLookup({ onPick, taken }: { onPick: (hit: ProductHit) => void; taken: readonly string[] }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<ProductHit[] | null>(null);
  useEffect(() => {
    if (query.trim().length < 2) return setHits(null);
    let current = true;
    const timer = setTimeout(() => {
      getJson<{ items: ({ type: string } & Partial<ProductHit> & { price?: { nettoPrice: number } })[] }>(
        apiPath(`${PUBLIC_API}/search/suggestions`, { q: query.trim() }),
        suggestionsShape,
      )
        .then((answer) => {
          if (!current) return;
          setHits(
            answer.items.flatMap((item) =>
              item.type === 'product' && item.slug && item.name && item.number && item.price
                ? [{ slug: item.slug, name: item.name, number: item.number, nettoPrice: item.price.nettoPrice }]
                : [],
            ),
          );
        })
        .catch(() => current && setHits([]));
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return (
    <div>
      <Field label={t('Panel.Catalogue.Set.Lookup')} hint={t('Panel.Catalogue.Set.LookupHint')}>
        {(control) => <input {...control} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />}
      </Field>
      <div aria-live="polite">
        {hits && hits.length === 0 ? <p className={styles.hint}>{t('Panel.Catalogue.Set.LookupNone')}</p> : null}
        {hits && hits.length > 0 ? (
          <ul className={styles.lookupResults}>
            {hits
              .filter((hit) => !taken.includes(hit.slug))
              .map((hit) => (
                <li key={hit.slug}>
                  <button
                    type="button"
                    className={`button ${styles.small}`}
                    onClick={() => {
                      onPick(hit);
                      setQuery('');
                    }}
                  >
                    {t('Panel.Catalogue.Set.Add', { name: hit.name, number: hit.number })}
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The form of a stored set, or of a new one (`stored` null: a slug field, and the save adds the set). */
function SetEditor({
  stored,
  onSaved,
}: {
  stored: AdminProductSet | null;
  /** After a save; the slug of the set it saved. */
  onSaved: (slug: string) => Promise<unknown>;
}) {
  const [base, setBase] = useState(stored);
  const baseForm = base ? formOf(base) : BLANK_FORM;
  const [draft, setDraft] = useState(() => (stored ? formOf(stored) : BLANK_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [differences, setDifferences] = useState<readonly Difference[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isDirty = differencesOf(comparable(draft), comparable(baseForm), LABELS).length > 0;
  useUnsavedChangesWarning(isDirty);
  const setItem = (index: number, change: Partial<MemberForm>) =>
    setDraft((current) => ({ ...current, items: current.items.map((item, at) => (at === index ? { ...item, ...change } : item)) }));
  const moveItem = (index: number, step: -1 | 1) =>
    setDraft((current) => {
      const items = [...current.items];
      const [item] = items.splice(index, 1);
      if (item) items.splice(index + step, 0, item);
      return { ...current, items };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const invalid = base ? checkBody(updateSchema, bodyOf(draft)) : checkBody(createSchema, { slug: draft.slug, ...bodyOf(draft) });
    setErrors(invalid ?? {});
    if (invalid) return setMessage({ ok: false, text: t('Panel.Catalogue.FixFields') });
    setBusy(true);
    try {
      if (!base) {
        const created = await adminSend.post<AdminProductSet>('/product-sets', { slug: draft.slug, ...bodyOf(draft) }, createShape);
        // Saved: nothing unsaved is left to warn about, and the list opens the stored set's form.
        setDraft(formOf(created));
        setBase(created);
        await onSaved(created.slug);
        return;
      }
      const saved = await adminSend.patch<AdminProductSet>(
        `/product-sets/${base.slug}`,
        { ...bodyOf(draft), updatedAt: base.updatedAt },
        updateShape,
      );
      setBase(saved);
      setDraft((current) => ({
        ...formOf(saved),
        items: formOf(saved).items.map((item, index) => ({ ...item, label: current.items[index]?.label ?? item.label })),
      }));
      setDifferences(null);
      setMessage({ ok: true, text: t('Panel.Catalogue.Saved') });
      await onSaved(saved.slug);
    } catch (error) {
      if (base && isChangedMeanwhile(error)) {
        const fresh = await getJson<AdminProductSet>(adminPath(`/product-sets/${base.slug}`), readShape);
        setDifferences(differencesOf(comparable(draft), comparable(formOf(fresh)), LABELS));
        setDraft(rebaseDraft(draft, formOf(base), formOf(fresh)));
        setBase(fresh);
        await onSaved(base.slug);
      } else {
        setErrors(serverFieldErrors(error));
        setMessage({ ok: false, text: messageOf(error, t('Panel.Catalogue.SaveFailed')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const itemError = (index: number, field: string) => errors[`items.${index}.${field}`];
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="zestaw-edycja">
      <h2 id="zestaw-edycja">{base ? t('Panel.Catalogue.Set.EditHeading', { name: base.name }) : t('Panel.Catalogue.Set.NewHeading')}</h2>
      {differences ? <ConflictNotice differences={differences} /> : null}
      {base ? null : (
        <Field label={LABELS.slug} error={errors.slug} hint={t('Panel.Catalogue.Set.SlugHint')}>
          {(control) => (
            <input {...control} value={draft.slug} onChange={(event) => setDraft({ ...draft, slug: event.target.value })} maxLength={200} />
          )}
        </Field>
      )}
      <Field label={LABELS.name} error={errors.name}>
        {(control) => (
          <input {...control} value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} maxLength={200} />
        )}
      </Field>
      <Field label={LABELS.description} error={errors.description}>
        {(control) => (
          <textarea {...control} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
        )}
      </Field>
      <Field label={LABELS.coverImage} error={errors.coverImage}>
        {(control) => <input {...control} value={draft.coverImage} onChange={(event) => setDraft({ ...draft, coverImage: event.target.value })} />}
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.published} onChange={(event) => setDraft({ ...draft, published: event.target.checked })} />
        {LABELS.published}
      </label>
      <fieldset className={styles.form}>
        <legend>{LABELS.items}</legend>
        {errors.items ? (
          <p className={styles.fieldError} role="alert">
            {errors.items}
          </p>
        ) : null}
        <ol className={styles.members}>
          {draft.items.map((item, index) => (
            <li key={item.productSlug} className={styles.member}>
              <Field label={t('Panel.Catalogue.Set.Product')} error={itemError(index, 'productSlug')}>
                {(control) => <input {...control} value={item.label} readOnly />}
              </Field>
              <Field label={t('Panel.Catalogue.Set.Quantity')} error={itemError(index, 'quantity')}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="numeric"
                    value={item.quantity}
                    onChange={(event) => setItem(index, { quantity: event.target.value })}
                  />
                )}
              </Field>
              <Field label={t('Panel.Catalogue.Set.Price')} error={itemError(index, 'nettoPrice') && t('Panel.Catalogue.Set.PriceInvalid')}>
                {(control) => (
                  <input {...control} inputMode="decimal" value={item.price} onChange={(event) => setItem(index, { price: event.target.value })} />
                )}
              </Field>
              <div className={styles.memberActions}>
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  disabled={index === 0}
                  aria-label={t('Panel.Catalogue.Set.MoveUpLabel', { product: item.label })}
                  onClick={() => moveItem(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  disabled={index === draft.items.length - 1}
                  aria-label={t('Panel.Catalogue.Set.MoveDownLabel', { product: item.label })}
                  onClick={() => moveItem(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`button ${styles.small}`}
                  aria-label={t('Panel.Catalogue.Set.RemoveLabel', { product: item.label })}
                  onClick={() => setDraft({ ...draft, items: draft.items.filter((_, at) => at !== index) })}
                >
                  {t('Panel.Catalogue.Set.Remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <ProductLookup
          taken={draft.items.map((item) => item.productSlug)}
          onPick={(hit) =>
            setDraft((current) => ({
              ...current,
              items: [...current.items, { productSlug: hit.slug, label: `${hit.name} (${hit.number})`, quantity: '1', price: zloty(hit.nettoPrice) }],
            }))
          }
        />
      </fieldset>
      <SaveLine label={base ? t('Panel.Catalogue.Save') : t('Panel.Catalogue.Set.Create')} busy={busy} isDirty={isDirty} message={message} />
    </form>
  );
}

function ChosenSet({ slug, onSaved }: { slug: string; onSaved: (slug: string) => Promise<unknown> }) {
  const { data, error } = useAdmin<AdminProductSet>(adminPath(`/product-sets/${slug}`), readShape, { revalidateOnFocus: false });
  if (!data) return <LoadState error={error} />;
  return <SetEditor key={data.slug} stored={data} onSaved={onSaved} />;
}

/** Not a slug (slugs hold no capitals): the choice of a new set's form. */
const NEW_SET = 'NOWY';

function SetScreen() {
  const { data, error, mutate } = useAdmin<{ items: ProductSetSummary[] }>(adminPath('/product-sets'), listShape);
  /** The chosen set's slug, or NEW_SET for the form of a new one. */
  const [selected, setSelected] = useState<string | null>(null);
  if (!data) return <LoadState error={error} />;
  return (
    <div className={styles.layout}>
      <section className={panelStyles.card} aria-labelledby="zestawy-lista">
        <h2 id="zestawy-lista">{t('Panel.Catalogue.Set.ListHeading')}</h2>
        <p>
          <button type="button" className="button" aria-pressed={selected === NEW_SET} onClick={() => setSelected(NEW_SET)}>
            {t('Panel.Catalogue.Set.New')}
          </button>
        </p>
        {data.items.length === 0 ? (
          <p>{t('Panel.Catalogue.Set.Empty')}</p>
        ) : (
          <TableWrap label={t('Panel.Catalogue.Set.ListHeading')}>
            <table className={panelStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('Panel.Catalogue.Set.Name')}</th>
                  <th scope="col">{t('Panel.Catalogue.Set.Items')}</th>
                  <th scope="col">{t('Panel.Catalogue.Set.Published')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('Panel.Catalogue.Set.Edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((set) => (
                  <tr key={set.slug}>
                    <td>
                      {set.name}
                      <br />
                      <span className={styles.hint}>{set.slug}</span>
                    </td>
                    <td className={panelStyles.number}>{set.itemCount}</td>
                    <td>{set.published ? t('Panel.Yes') : t('Panel.Catalogue.Set.Withdrawn')}</td>
                    <td>
                      <button
                        type="button"
                        className={`button ${styles.small}`}
                        aria-label={t('Panel.Catalogue.Set.EditLabel', { name: set.name })}
                        aria-pressed={set.slug === selected}
                        onClick={() => setSelected(set.slug)}
                      >
                        {t('Panel.Catalogue.Set.Edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>
      {selected ? (
        <section className={panelStyles.card}>
          {selected === NEW_SET ? (
            <SetEditor
              stored={null}
              onSaved={async (slug) => {
                await mutate();
                setSelected(slug);
              }}
            />
          ) : (
            <ChosenSet key={selected} slug={selected} onSaved={() => mutate()} />
          )}
        </section>
      ) : null}
    </div>
  );
}

export function CatalogueProductSets() {
  return (
    <PanelPage heading={t('Panel.Catalogue.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <CatalogueNav current="panelProductSets" />
          <SetScreen />
        </>
      )}
    </PanelPage>
  );
}
