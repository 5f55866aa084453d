'use client';
/**
 * What every content form of the panel shares (issue 35): the form's values against the read they
 * started from, the check by the API's own zod schema (#lib/forms/content.ts) with its Polish
 * messages beside the fields, the save that always sends the read's `updatedAt`, the 409 of a save
 * on an older read (the stored version is read again and the fields someone else changed are shown,
 * theirs beside the editor's), and the warning before leaving unsaved changes.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client.ts';
import { fieldErrorsOf } from '@/lib/forms/account.ts';
import { t } from '@/lib/i18n/index.ts';
import { messageOf } from '../panel-api.ts';
import styles from './content.module.css';
import '@/lib/i18n/pl-panel.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/** A field someone else changed after the editor's read: the editor's value beside the stored one. */
export interface ChangedField {
  field: string;
  label: string;
  mine: string;
  stored: string;
}

/** How a value shows in the list of changed fields. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return t('Panel.NotSet');
  if (typeof value === 'boolean') return value ? t('Panel.Yes') : t('Panel.No');
  if (typeof value === 'string') return value.length > 160 ? `${value.slice(0, 160)}…` : value;
  return JSON.stringify(value);
}

/**
 * Warns before the editor leaves unsaved changes: the browser's own question when the page is
 * closed or reloaded, and a confirmation when a link inside the page is followed.
 */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented) return;
      if (!window.confirm(t('Panel.Content.LeaveUnsaved'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}

interface ContentFormOptions<Values, Stored extends { updatedAt: string }> {
  /** The stored thing as read (null: a new one). */
  stored: Stored | null;
  /** The form's values of a stored thing, or of a new one. */
  valuesOf: (stored: Stored | null) => Values;
  /** The body the API takes for these values (without `updatedAt`). */
  bodyOf: (values: Values) => Record<string, unknown>;
  /** The API's schema of that body: the same check, the same messages. */
  schema: z.ZodType;
  /** Sends the body with the read's `updatedAt` (undefined for a new thing); answers the stored thing. */
  send: (body: Record<string, unknown>, updatedAt: string | undefined) => Promise<Stored>;
  /** Reads the stored thing again (after a 409). */
  reread: () => Promise<Stored>;
  /** The fields' labels, for the list of fields someone else changed. */
  labels: Readonly<Record<string, string>>;
  /** After a save: the stored thing as the API answered it. */
  onSaved?: (stored: Stored) => void;
}

/** The state and the save of one content form; see the module's header. */
export function useContentForm<Values, Stored extends { updatedAt: string }>(options: ContentFormOptions<Values, Stored>) {
  const { stored: initial, valuesOf, bodyOf, schema, send, reread, labels, onSaved } = options;
  const [base, setBase] = useState<Stored | null>(initial);
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<ChangedField[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(valuesOf(base));
  useUnsavedWarning(dirty);

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const save = async () => {
    const body = bodyOf(values);
    const checked = schema.safeParse(body);
    setMessage(null);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked));
      setMessage({ kind: 'error', text: t('Panel.Content.FixFields') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await send(body, base?.updatedAt);
      setBase(saved);
      setValues(valuesOf(saved));
      setConflict(null);
      setMessage({ kind: 'saved', text: t('Panel.Saved') });
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'changed_meanwhile') {
        const fresh = await reread();
        const before = bodyOf(valuesOf(base)) as Record<string, unknown>;
        const now = bodyOf(valuesOf(fresh)) as Record<string, unknown>;
        setConflict(
          Object.keys(labels)
            .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(now[field]))
            .map((field) => ({ field, label: labels[field] ?? field, mine: shown(body[field]), stored: shown(now[field]) })),
        );
        // The next save is on the fresh read: the editor has seen what changed.
        setBase(fresh);
        setMessage({ kind: 'error', text: t('Panel.Content.ChangedMeanwhile') });
      } else {
        setErrors(error instanceof ApiRequestError ? error.fields : {});
        setMessage({ kind: 'error', text: messageOf(error, t('Panel.Content.SaveFailed')) });
      }
    } finally {
      setSaving(false);
    }
  };

  /** Drops the editor's changes for the stored version (after a 409, or to start again). */
  const takeStored = () => {
    setValues(valuesOf(base));
    setConflict(null);
    setErrors({});
    setMessage(null);
  };

  return { values, set, setValues, errors, conflict, message, saving, dirty, save, takeStored, base };
}

/** The line under a form: saved, or what failed; and the fields someone else changed after the read. */
export function SaveOutcome({
  message,
  conflict,
  onTakeStored,
}: {
  message: { kind: 'saved' | 'error'; text: string } | null;
  conflict: ChangedField[] | null;
  onTakeStored: () => void;
}) {
  return (
    <>
      {message ? (
        <p className={message.kind === 'saved' ? styles.saved : styles.failed} role={message.kind === 'saved' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      {conflict ? (
        <section className={styles.conflict} aria-labelledby="zmiany-w-miedzyczasie">
          <h2 id="zmiany-w-miedzyczasie">{t('Panel.Content.ConflictHeading')}</h2>
          {conflict.length === 0 ? (
            <p>{t('Panel.Content.ConflictNoFields')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('Panel.Content.ConflictField')}</th>
                  <th scope="col">{t('Panel.Content.ConflictMine')}</th>
                  <th scope="col">{t('Panel.Content.ConflictStored')}</th>
                </tr>
              </thead>
              <tbody>
                {conflict.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.label}</th>
                    <td>{change.mine}</td>
                    <td>{change.stored}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>{t('Panel.Content.ConflictHint')}</p>
          <button type="button" className="button" onClick={onTakeStored}>
            {t('Panel.Content.TakeStored')}
          </button>
        </section>
      ) : null}
    </>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: (described: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled control with its hint and its Polish message, tied to it by `aria-describedby`. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { 'aria-invalid': true as const } : {}), ...(described ? { 'aria-describedby': described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The first error of a field or of anything inside it (`address.city` under `address`). */
export function errorOf(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}
