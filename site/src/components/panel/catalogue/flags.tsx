'use client';
/**
 * The editors' browse flags (`/panel/katalog/flagi`, issue 35): the list with each flag's place and
 * product count, the form of the chosen flag (name, slug, place) and the form of a new one. The
 * promotion flag is the shop's own: listed, never edited.
 */
import { type FormEvent, useState } from 'react';
import { z } from 'zod';
import { getJson } from '@/lib/api-client.ts';
import { flagCodeField, flagFields } from '@/lib/forms/catalogue.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminFlag } from '@/lib/panel/catalogue-types.ts';
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

const listShape = () => import('@/lib/generated/response-shapes/adminListFlags.ts').then((module) => module.adminListFlags);
const readShape = () => import('@/lib/generated/response-shapes/adminGetFlag.ts').then((module) => module.adminGetFlag);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateFlag.ts').then((module) => module.adminCreateFlag);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateFlag.ts').then((module) => module.adminUpdateFlag);

const editSchema = z.strictObject(flagFields);
const createSchema = editSchema.extend({ code: flagCodeField });
type FlagForm = { name: string; slug: string; position: string };

const LABELS: Record<keyof FlagForm, string> = {
  name: t('Panel.Catalogue.Flag.Name'),
  slug: t('Panel.Catalogue.Flag.Slug'),
  position: t('Panel.Catalogue.Flag.Position'),
};

function formOf(flag: AdminFlag): FlagForm {
  return { name: flag.name, slug: flag.slug, position: String(flag.position) };
}

/** The form's text as the API takes it: the place as a number (an empty box stays a wrong value). */
function bodyOf(form: FlagForm) {
  return { name: form.name, slug: form.slug, position: form.position.trim() === '' ? Number.NaN : Number(form.position) };
}

function FlagFields({ draft, errors, set }: { draft: FlagForm; errors: FieldErrors; set: (field: keyof FlagForm, value: string) => void }) {
  return (
    <>
      <Field label={LABELS.name} error={errors.name}>
        {(control) => <input {...control} value={draft.name} onChange={(event) => set('name', event.target.value)} maxLength={60} />}
      </Field>
      <Field label={LABELS.slug} error={errors.slug}>
        {(control) => <input {...control} value={draft.slug} onChange={(event) => set('slug', event.target.value)} maxLength={200} />}
      </Field>
      <Field label={LABELS.position} error={errors.position}>
        {(control) => <input {...control} value={draft.position} onChange={(event) => set('position', event.target.value)} inputMode="numeric" />}
      </Field>
    </>
  );
}

function FlagEditor({ flag, onSaved }: { flag: AdminFlag; onSaved: () => Promise<unknown> }) {
  const [base, setBase] = useState(flag);
  const [draft, setDraft] = useState(() => formOf(flag));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [differences, setDifferences] = useState<readonly Difference[] | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isDirty = differencesOf(draft, formOf(base), LABELS).length > 0;
  useUnsavedChangesWarning(isDirty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const invalid = checkBody(editSchema, bodyOf(draft));
    setErrors(invalid ?? {});
    if (invalid) return setMessage({ ok: false, text: t('Panel.Catalogue.FixFields') });
    setBusy(true);
    try {
      const saved = await adminSend.patch<AdminFlag>(`/flags/${flag.code}`, { ...bodyOf(draft), updatedAt: base.updatedAt }, updateShape);
      setBase(saved);
      setDraft(formOf(saved));
      setDifferences(null);
      setMessage({ ok: true, text: t('Panel.Catalogue.Saved') });
      await onSaved();
    } catch (error) {
      if (isChangedMeanwhile(error)) {
        const fresh = await getJson<AdminFlag>(adminPath(`/flags/${flag.code}`), readShape);
        setDifferences(differencesOf(draft, formOf(fresh), LABELS));
        setDraft(rebaseDraft(draft, formOf(base), formOf(fresh)));
        setBase(fresh);
        await onSaved();
      } else {
        setErrors(serverFieldErrors(error));
        setMessage({ ok: false, text: messageOf(error, t('Panel.Catalogue.SaveFailed')) });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="flaga-edycja">
      <h2 id="flaga-edycja">{t('Panel.Catalogue.Flag.EditHeading', { name: base.name })}</h2>
      {differences ? <ConflictNotice differences={differences} /> : null}
      <FlagFields draft={draft} errors={errors} set={(field, value) => setDraft((current) => ({ ...current, [field]: value }))} />
      <SaveLine label={t('Panel.Catalogue.Save')} busy={busy} isDirty={isDirty} message={message} />
    </form>
  );
}

function NewFlag({ onCreated }: { onCreated: (code: string) => Promise<unknown> }) {
  const empty = { code: '', name: '', slug: '', position: '0' };
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const isDirty = draft.code !== '' || draft.name !== '' || draft.slug !== '';
  useUnsavedChangesWarning(isDirty);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { code: draft.code, ...bodyOf(draft) };
    const invalid = checkBody(createSchema, body);
    setErrors(invalid ?? {});
    if (invalid) return setMessage({ ok: false, text: t('Panel.Catalogue.FixFields') });
    setBusy(true);
    try {
      const created = await adminSend.post<AdminFlag>('/flags', body, createShape);
      setDraft(empty);
      setMessage({ ok: true, text: t('Panel.Catalogue.Flag.Created', { name: created.name }) });
      await onCreated(created.code);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setMessage({ ok: false, text: messageOf(error, t('Panel.Catalogue.SaveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate aria-labelledby="flaga-nowa">
      <h2 id="flaga-nowa">{t('Panel.Catalogue.Flag.NewHeading')}</h2>
      <Field label={t('Panel.Catalogue.Flag.Code')} error={errors.code} hint={t('Panel.Catalogue.Flag.CodeHint')}>
        {(control) => <input {...control} value={draft.code} onChange={(event) => setDraft({ ...draft, code: event.target.value })} maxLength={30} />}
      </Field>
      <FlagFields draft={draft} errors={errors} set={(field, value) => setDraft((current) => ({ ...current, [field]: value }))} />
      <SaveLine label={t('Panel.Catalogue.Flag.Create')} busy={busy} isDirty={false} message={message} />
    </form>
  );
}

function FlagScreen() {
  const { data, error, mutate } = useAdmin<{ items: AdminFlag[] }>(adminPath('/flags'), listShape);
  const [selected, setSelected] = useState<string | null>(null);
  if (!data) return <LoadState error={error} />;
  const chosen = data.items.find((flag) => flag.code === selected && !flag.derived);
  return (
    <div className={styles.layout}>
      <section className={panelStyles.card} aria-labelledby="flagi-lista">
        <h2 id="flagi-lista">{t('Panel.Catalogue.Flag.ListHeading')}</h2>
        <p className={styles.hint}>{t('Panel.Catalogue.Flag.Hint')}</p>
        <TableWrap label={t('Panel.Catalogue.Flag.ListHeading')}>
          <table className={panelStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Catalogue.Flag.Position')}</th>
                <th scope="col">{t('Panel.Catalogue.Flag.Name')}</th>
                <th scope="col">{t('Panel.Catalogue.Flag.Code')}</th>
                <th scope="col">{t('Panel.Catalogue.Flag.Slug')}</th>
                <th scope="col">{t('Panel.Catalogue.Flag.Products')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('Panel.Catalogue.Flag.Edit')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((flag) => (
                <tr key={flag.code}>
                  <td className={panelStyles.number}>{flag.position}</td>
                  <td>{flag.name}</td>
                  <td>
                    <code>{flag.code}</code>
                  </td>
                  <td>{flag.slug}</td>
                  <td className={panelStyles.number}>{flag.derived ? '—' : flag.productCount}</td>
                  <td>
                    {flag.derived ? (
                      <span className={panelStyles.muted}>{t('Panel.Catalogue.Flag.Derived')}</span>
                    ) : (
                      <button
                        type="button"
                        className={`button ${styles.small}`}
                        aria-label={t('Panel.Catalogue.Flag.EditLabel', { name: flag.name })}
                        aria-pressed={flag.code === selected}
                        onClick={() => setSelected(flag.code)}
                      >
                        {t('Panel.Catalogue.Flag.Edit')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </section>
      <div className={styles.form}>
        {chosen ? (
          <section className={panelStyles.card}>
            <FlagEditor key={chosen.code} flag={chosen} onSaved={() => mutate()} />
          </section>
        ) : null}
        <section className={panelStyles.card}>
          <NewFlag
            onCreated={async (code) => {
              await mutate();
              setSelected(code);
            }}
          />
        </section>
      </div>
    </div>
  );
}

export function CatalogueFlags() {
  return (
    <PanelPage heading={t('Panel.Catalogue.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <CatalogueNav current="panelFlags" />
          <FlagScreen />
        </>
      )}
    </PanelPage>
  );
}
