'use client';
/**
 * The editors' category tree (`/panel/katalog`, issue 35): every category nested under its
 * parent, „w górę/w dół” buttons that save a parent's new order in one call, and beside the tree
 * the form of the chosen category (name, description, parent) and the form of a new subcategory.
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { categoryFields, slugField } from '@/lib/forms/catalogue.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminCategory, CategoryTreeEntry } from '@/lib/panel/catalogue-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import panelStyles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
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

const listShape = () => import('@/lib/generated/response-shapes/adminListCategories.ts').then((module) => module.adminListCategories);
const reorderShape = () =>
  import('@/lib/generated/response-shapes/adminReorderCategoryChildren.ts').then((module) => module.adminReorderCategoryChildren);
const rootOrderShape = () =>
  import('@/lib/generated/response-shapes/adminReorderRootCategories.ts').then((module) => module.adminReorderRootCategories);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateCategory.ts').then((module) => module.adminUpdateCategory);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateCategory.ts').then((module) => module.adminCreateCategory);

const TREE_PATH = adminPath('/categories');

const editSchema = z.strictObject({ name: categoryFields.name, description: categoryFields.description, parentSlug: categoryFields.parentSlug });
type CategoryForm = z.input<typeof editSchema>;
const createSchema = editSchema.extend({ slug: slugField });

const LABELS: Record<keyof CategoryForm, string> = {
  name: t('Panel.Catalogue.Category.Name'),
  description: t('Panel.Catalogue.Category.Description'),
  parentSlug: t('Panel.Catalogue.Category.Parent'),
};

function formOf(category: CategoryTreeEntry): CategoryForm {
  return { name: category.name, description: category.description, parentSlug: category.parentSlug };
}

/** The slugs of `slug` and every category below it: none of them may become its parent. */
function selfAndBelow(entries: readonly CategoryTreeEntry[], slug: string): Set<string> {
  const below = new Set([slug]);
  for (const entry of entries) if (entry.parentSlug && below.has(entry.parentSlug)) below.add(entry.slug);
  return below;
}

/** The categories as parent options, indented by depth, in tree order. */
function parentOptions(entries: readonly CategoryTreeEntry[]): { slug: string; label: string }[] {
  const options: { slug: string; label: string }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const entry of entries.filter((candidate) => candidate.parentSlug === parent && candidate.kind === 'regular')) {
      options.push({ slug: entry.slug, label: `${'\u2003'.repeat(depth)}${entry.name}` });
      walk(entry.slug, depth + 1);
    }
  };
  walk(null, 0);
  return options;
}

interface TreeProps {
  entries: readonly CategoryTreeEntry[];
  selected: string | null;
  busy: boolean;
  onSelect: (slug: string) => void;
  onMove: (slug: string, step: -1 | 1) => void;
}

function Branch({ parent, ...props }: TreeProps & { parent: string | null }) {
  const children = props.entries.filter((entry) => entry.parentSlug === parent);
  if (children.length === 0) return null;
  return (
    <ul className={parent === null ? styles.tree : undefined} data-testid={parent === null ? 'category-tree' : undefined}>
      {children.map((entry, index) => (
        <li key={entry.slug}>
          <div className={styles.node} data-selected={entry.slug === props.selected}>
            <span className={styles.nodeName}>{entry.name}</span>
            <span className={styles.nodeMeta}>
              {t('Panel.Catalogue.Tree.Products', { count: entry.productCount })}
              {entry.kind === 'promotions' ? ` · ${t('Panel.Catalogue.Tree.Promotions')}` : ''}
              {entry.holdsChemicals ? ` · ${t('Panel.Catalogue.Tree.Chemicals')}` : ''}
            </span>
            <span className={styles.nodeActions}>
              <button
                type="button"
                className={`button ${styles.small}`}
                data-move={`${entry.slug}:up`}
                aria-label={t('Panel.Catalogue.Tree.UpLabel', { name: entry.name })}
                title={t('Panel.Catalogue.Tree.Up')}
                disabled={props.busy || index === 0}
                onClick={() => props.onMove(entry.slug, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={`button ${styles.small}`}
                data-move={`${entry.slug}:down`}
                aria-label={t('Panel.Catalogue.Tree.DownLabel', { name: entry.name })}
                title={t('Panel.Catalogue.Tree.Down')}
                disabled={props.busy || index === children.length - 1}
                onClick={() => props.onMove(entry.slug, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={`button ${styles.small}`}
                aria-label={t('Panel.Catalogue.Tree.EditLabel', { name: entry.name })}
                aria-pressed={entry.slug === props.selected}
                onClick={() => props.onSelect(entry.slug)}
              >
                {t('Panel.Catalogue.Tree.Edit')}
              </button>
            </span>
          </div>
          <Branch {...props} parent={entry.slug} />
        </li>
      ))}
    </ul>
  );
}

function CategoryEditor({
  entries,
  category,
  onSaved,
  refresh,
}: {
  entries: readonly CategoryTreeEntry[];
  category: CategoryTreeEntry;
  onSaved: () => Promise<unknown>;
  refresh: () => Promise<readonly CategoryTreeEntry[] | undefined>;
}) {
  const [base, setBase] = useState(category);
  const [draft, setDraft] = useState(() => formOf(category));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [differences, setDifferences] = useState<readonly Difference[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isDirty = differencesOf(draft, formOf(base), LABELS).length > 0;
  useUnsavedChangesWarning(isDirty);
  const excluded = useMemo(() => selfAndBelow(entries, category.slug), [entries, category.slug]);
  const set = <K extends keyof CategoryForm>(field: K, value: CategoryForm[K]) => setDraft((current) => ({ ...current, [field]: value }));
  // A newer read with nothing typed yet (a reorder moved it, a save elsewhere): the form takes it.
  useEffect(() => {
    if (isDirty || category.updatedAt === base.updatedAt) return;
    setBase(category);
    setDraft(formOf(category));
  }, [category, base.updatedAt, isDirty]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const invalid = checkBody(editSchema, draft);
    setErrors(invalid ?? {});
    if (invalid) return setMessage({ ok: false, text: t('Panel.Catalogue.FixFields') });
    const changed = Object.fromEntries(Object.entries(draft).filter(([field, value]) => value !== formOf(base)[field as keyof CategoryForm]));
    setBusy(true);
    try {
      const saved = await adminSend.patch<AdminCategory>(`/categories/${category.slug}`, { ...changed, updatedAt: base.updatedAt }, updateShape);
      setBase({ ...base, ...saved });
      setDifferences(null);
      setMessage({ ok: true, text: t('Panel.Catalogue.Saved') });
      await onSaved();
    } catch (error) {
      if (isChangedMeanwhile(error)) {
        const fresh = (await refresh())?.find((entry) => entry.slug === category.slug);
        if (fresh) {
          setDifferences(differencesOf(draft, formOf(fresh), LABELS));
          setDraft(rebaseDraft(draft, formOf(base), formOf(fresh)));
          setBase(fresh);
        }
      } else {
        setErrors(serverFieldErrors(error));
        setMessage({ ok: false, text: messageOf(error, t('Panel.Catalogue.SaveFailed')) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="kategoria-edycja">
      <h2 id="kategoria-edycja">{t('Panel.Catalogue.Category.EditHeading', { name: base.name })}</h2>
      {differences ? <ConflictNotice differences={differences} /> : null}
      <Field label={LABELS.name} error={errors.name}>
        {(control) => <input {...control} value={draft.name} onChange={(event) => set('name', event.target.value)} maxLength={100} />}
      </Field>
      <Field label={LABELS.description} error={errors.description}>
        {(control) => (
          <textarea {...control} value={draft.description} onChange={(event) => set('description', event.target.value)} maxLength={2000} />
        )}
      </Field>
      <Field
        label={LABELS.parentSlug}
        error={errors.parentSlug}
        {...(category.kind === 'promotions' ? { hint: t('Panel.Catalogue.Category.PromotionsFixed') } : {})}
      >
        {(control) => (
          <select
            {...control}
            value={draft.parentSlug ?? ''}
            disabled={category.kind === 'promotions'}
            onChange={(event) => set('parentSlug', event.target.value || null)}
          >
            <option value="">{t('Panel.Catalogue.Category.NoParent')}</option>
            {parentOptions(entries)
              .filter((option) => !excluded.has(option.slug))
              .map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.label}
                </option>
              ))}
          </select>
        )}
      </Field>
      <SaveLine label={t('Panel.Catalogue.Save')} busy={busy} isDirty={isDirty} message={message} />
    </form>
  );
}

function NewCategory({
  entries,
  parent,
  onCreated,
}: {
  entries: readonly CategoryTreeEntry[];
  parent: string | null;
  onCreated: (slug: string) => Promise<unknown>;
}) {
  const empty = { slug: '', name: '', description: '', parentSlug: parent };
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft((current) => ({ ...current, parentSlug: parent })), [parent]);
  const isDirty = draft.slug !== '' || draft.name !== '' || draft.description !== '';
  useUnsavedChangesWarning(isDirty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkBody(createSchema, draft);
    setErrors(invalid ?? {});
    if (invalid) return setMessage({ ok: false, text: t('Panel.Catalogue.FixFields') });
    setBusy(true);
    try {
      const siblings = entries.filter((entry) => entry.parentSlug === draft.parentSlug);
      const position = siblings.reduce((last, entry) => Math.max(last, entry.position + 1), 0);
      const created = await adminSend.post<AdminCategory>('/categories', { ...draft, position }, createShape);
      setDraft({ ...empty, parentSlug: draft.parentSlug });
      setMessage({ ok: true, text: t('Panel.Catalogue.Category.Created', { name: created.name }) });
      await onCreated(created.slug);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setMessage({ ok: false, text: messageOf(error, t('Panel.Catalogue.SaveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  const set = (field: keyof typeof empty, value: string | null) => setDraft((current) => ({ ...current, [field]: value }));
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="kategoria-nowa">
      <h2 id="kategoria-nowa">{parent ? t('Panel.Catalogue.Category.NewSub') : t('Panel.Catalogue.Category.NewRoot')}</h2>
      <Field label={t('Panel.Catalogue.Category.Name')} error={errors.name}>
        {(control) => <input {...control} value={draft.name} onChange={(event) => set('name', event.target.value)} maxLength={100} />}
      </Field>
      <Field label={t('Panel.Catalogue.Category.Slug')} error={errors.slug} hint={t('Panel.Catalogue.Category.SlugHint')}>
        {(control) => <input {...control} value={draft.slug} onChange={(event) => set('slug', event.target.value)} maxLength={200} />}
      </Field>
      <Field label={t('Panel.Catalogue.Category.Description')} error={errors.description}>
        {(control) => (
          <textarea {...control} value={draft.description} onChange={(event) => set('description', event.target.value)} maxLength={2000} />
        )}
      </Field>
      <Field label={t('Panel.Catalogue.Category.Parent')} error={errors.parentSlug}>
        {(control) => (
          <select {...control} value={draft.parentSlug ?? ''} onChange={(event) => set('parentSlug', event.target.value || null)}>
            <option value="">{t('Panel.Catalogue.Category.NoParent')}</option>
            {parentOptions(entries).map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SaveLine label={t('Panel.Catalogue.Category.Create')} busy={busy} isDirty={false} message={message} />
    </form>
  );
}

function CategoryScreen() {
  const { data, error, mutate } = useAdmin<{ items: CategoryTreeEntry[] }>(TREE_PATH, listShape);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!data) return <LoadState error={error} />;
  const entries = data.items;
  const chosen = entries.find((entry) => entry.slug === selected) ?? null;

  const move = async (slug: string, step: -1 | 1) => {
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) return;
    const siblings = entries.filter((candidate) => candidate.parentSlug === entry.parentSlug).map((candidate) => candidate.slug);
    const from = siblings.indexOf(slug);
    const to = from + step;
    const other = siblings[to];
    if (other === undefined) return;
    // The order this screen shows: another editor's move saved meanwhile makes the save a 409.
    const before = [...siblings];
    siblings[to] = slug;
    siblings[from] = other;
    setBusy(true);
    setMessage(null);
    try {
      const parent = entry.parentSlug ? entries.find((candidate) => candidate.slug === entry.parentSlug) : null;
      const answer = parent
        ? await adminSend.put<{ items: CategoryTreeEntry[] }>(
            `/categories/${parent.slug}/children-order`,
            { slugs: siblings, before, updatedAt: parent.updatedAt },
            reorderShape,
          )
        : await adminSend.put<{ items: CategoryTreeEntry[] }>('/categories-root/children-order', { slugs: siblings, before }, rootOrderShape);
      await mutate(answer, { revalidate: false });
      setMessage({ ok: true, text: t('Panel.Catalogue.Tree.OrderSaved') });
    } catch (failure) {
      setMessage({ ok: false, text: messageOf(failure, t('Panel.Catalogue.SaveFailed')) });
      await mutate();
    } finally {
      setBusy(false);
      // The moved row's button keeps the focus, so the next press moves it again.
      requestAnimationFrame(() => {
        const button = document.querySelector<HTMLButtonElement>(`[data-move="${slug}:${step < 0 ? 'up' : 'down'}"]`);
        (button && !button.disabled
          ? button
          : document.querySelector<HTMLButtonElement>(`[data-move="${slug}:${step < 0 ? 'down' : 'up'}"]`)
        )?.focus();
      });
    }
  };

  return (
    <div className={styles.layout}>
      <section className={panelStyles.card} aria-labelledby="drzewo-kategorii">
        <h2 id="drzewo-kategorii">{t('Panel.Catalogue.Tree.Heading')}</h2>
        <p className={styles.hint}>{t('Panel.Catalogue.Tree.Hint')}</p>
        {message ? (
          <p className={message.ok ? panelStyles.status : panelStyles.error} role={message.ok ? 'status' : 'alert'}>
            {message.text}
          </p>
        ) : null}
        <Branch
          entries={entries}
          parent={null}
          selected={selected}
          busy={busy}
          onSelect={setSelected}
          onMove={(slug, step) => void move(slug, step)}
        />
      </section>
      <div className={styles.form}>
        <section className={panelStyles.card}>
          {chosen ? (
            <CategoryEditor
              key={chosen.slug}
              entries={entries}
              category={chosen}
              onSaved={() => mutate()}
              refresh={async () => (await mutate())?.items}
            />
          ) : (
            <p className={panelStyles.muted}>{t('Panel.Catalogue.Category.Choose')}</p>
          )}
        </section>
        <section className={panelStyles.card}>
          <NewCategory
            entries={entries}
            parent={chosen?.kind === 'regular' ? chosen.slug : null}
            onCreated={async (slug) => {
              await mutate();
              setSelected(slug);
            }}
          />
        </section>
      </div>
    </div>
  );
}

export function CatalogueCategories() {
  return (
    <PanelPage heading={t('Panel.Catalogue.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <CatalogueNav current="panelCatalogue" />
          <CategoryScreen />
        </>
      )}
    </PanelPage>
  );
}
