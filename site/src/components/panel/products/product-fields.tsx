'use client';
/**
 * The product form's labelled fields: each control with its label, an optional hint and its
 * message (from the form's own check or the API's `fields`), tied by `aria-describedby` and
 * marked `aria-invalid` while wrong.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styles from './products.module.css';

/** The element id of a field by its API path: `safety.manufacturer.email` → `produkt-safety-manufacturer-email`. */
export const fieldId = (path: string) => `produkt-${path.replace(/\./g, '-')}`;

interface FieldFrame {
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
}

function describedBy({ path, hint, error }: FieldFrame): string | undefined {
  const ids = [hint ? `${fieldId(path)}-podpowiedz` : null, error ? `${fieldId(path)}-blad` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Notes({ path, hint, error }: FieldFrame) {
  return (
    <>
      {hint ? (
        <span id={`${fieldId(path)}-podpowiedz`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${fieldId(path)}-blad`} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

export function TextField({ path, label, hint, error, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <input id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ path, hint, error, label })} {...input} />
      <Notes path={path} label={label} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ path, label, hint, error, ...area }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <textarea id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ path, hint, error, label })} {...area} />
      <Notes path={path} label={label} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({ path, label, hint, error, children, ...select }: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId(path)}>{label}</label>
      <select id={fieldId(path)} aria-invalid={error ? true : undefined} aria-describedby={describedBy({ path, hint, error, label })} {...select}>
        {children}
      </select>
      <Notes path={path} label={label} hint={hint} error={error} />
    </div>
  );
}

/** A group of checkboxes or radios with its legend and its message. */
export function ChoiceGroup({ path, label, hint, error, children }: FieldFrame & { children: ReactNode }) {
  return (
    <fieldset className={styles.choices} id={fieldId(path)} aria-describedby={describedBy({ path, hint, error, label })}>
      <legend>{label}</legend>
      {children}
      <Notes path={path} label={label} hint={hint} error={error} />
    </fieldset>
  );
}
