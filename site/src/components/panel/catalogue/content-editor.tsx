'use client';
/**
 * What every catalogue form shares (issue 35): fields with their Polish message beside them
 * (`aria-describedby`, `aria-invalid`), the check by the API's own zod schema before sending, the
 * warning before leaving unsaved changes (closing the tab or following a link of the panel), and
 * the 409 of a save on an older read: the form re-reads, keeps the editor's values on the fresh
 * read and shows field by field what the other save changed.
 */
import { type ReactNode, useEffect, useId } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import panelStyles from '../panel.module.css';
import { TableWrap } from '../table-wrap.tsx';
import styles from './catalogue.module.css';
import '@/lib/i18n/pl-panel.ts';

export type FieldErrors = Readonly<Record<string, string>>;

/** Each failing field's first message, by its path (`items.0.quantity`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The body checked by the call's schema: its errors, or null when it may be sent. */
export function checkBody(schema: z.ZodType, body: unknown): FieldErrors | null {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrorsOf(result.error);
}

/** Whether a failed save was a 409 of a save on an older read. */
export function isChangedMeanwhile(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409 && error.code === 'changed_meanwhile';
}

/** The API's field messages of a failed save (4xx), for the fields they name. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? error.fields : {};
}

/**
 * Asks before leaving unsaved changes: the browser's own question when the tab closes or reloads,
 * a confirm when a link of the panel is followed (before Next's router sees the click).
 */
export function useUnsavedChangesWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      if (!window.confirm(t('Panel.Catalogue.LeaveQuestion'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);
}

export interface Difference {
  label: string;
  mine: string;
  stored: string;
}

/** The fields whose stored value differs from the editor's, with their labels. */
export function differencesOf<F extends Record<string, unknown>>(mine: F, stored: F, labels: Readonly<Record<keyof F, string>>): Difference[] {
  const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return (Object.keys(labels) as (keyof F)[])
    .filter((field) => shown(mine[field]) !== shown(stored[field]))
    .map((field) => ({ label: labels[field], mine: shown(mine[field]), stored: shown(stored[field]) }));
}

/**
 * The editor's draft on a fresh read: what they changed stays theirs, every other field takes the
 * stored value (so saving again keeps the other editor's changes they did not touch).
 */
export function rebaseDraft<F extends object>(draft: F, readForm: F, freshForm: F): F {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const fields = Object.keys(draft) as (keyof F)[];
  return Object.fromEntries(fields.map((field) => [field, same(draft[field], readForm[field]) ? freshForm[field] : draft[field]])) as F;
}

/** The 409's explanation: what the other save changed, field by field. */
export function ConflictNotice({ differences }: { differences: readonly Difference[] }) {
  return (
    <div className={styles.conflict} role="alert">
      <h3>{t('Panel.Catalogue.Conflict.Heading')}</h3>
      <p>{t('Panel.Catalogue.Conflict.Text')}</p>
      {differences.length === 0 ? (
        <p>{t('Panel.Catalogue.Conflict.Same')}</p>
      ) : (
        <TableWrap label={t('Panel.Catalogue.Conflict.Heading')}>
          <table className={panelStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Catalogue.Conflict.Field')}</th>
                <th scope="col">{t('Panel.Catalogue.Conflict.Mine')}</th>
                <th scope="col">{t('Panel.Catalogue.Conflict.Stored')}</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((difference) => (
                <tr key={difference.label}>
                  <th scope="row">{difference.label}</th>
                  <td>{difference.mine}</td>
                  <td>{difference.stored}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** A labelled control with its hint and its message beside it. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(described ? { 'aria-describedby': described } : {}), ...(error ? { 'aria-invalid': true as const } : {}) })}
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

/** The form's save line: the button, and what came of the last save. */
export function SaveLine({
  label,
  busy,
  isDirty,
  message,
}: {
  label: string;
  busy: boolean;
  isDirty: boolean;
  message: { ok: boolean; text: string } | null;
}) {
  return (
    <div className={styles.saveLine}>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('Panel.Catalogue.Saving') : label}
      </button>
      {isDirty ? <span className={styles.hint}>{t('Panel.Catalogue.Unsaved')}</span> : null}
      {message ? (
        <p className={message.ok ? panelStyles.status : panelStyles.error} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
