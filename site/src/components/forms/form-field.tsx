/**
 * A form field with its label and the Polish message beside it: the input is marked invalid and
 * described by the message, which a screen reader reads when the field is focused.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { EMAIL_MAX_LENGTH } from '@/lib/forms/limits.ts';
import styles from './forms.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}

function FieldFrame({ id, label, error, hint, optional, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (opcjonalnie)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

export function TextField({ id, label, error, hint, optional, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required={!optional}
        {...input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        required
        {...textarea}
      />
    </FieldFrame>
  );
}

interface ConsentFieldProps {
  id: string;
  name?: string;
  text: string;
  error?: string | undefined;
  /** A consent the form can be sent without (the newsletter beside the terms). */
  optional?: boolean;
}

/** The consent checkbox with its full text as the label: the visitor agrees to exactly that text. */
export function ConsentField({ id, name = 'consent', text, error, optional = false }: ConsentFieldProps) {
  return (
    <div className={styles.consent}>
      <input
        id={id}
        name={name}
        type="checkbox"
        className={styles.checkbox}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className={styles.consentText}>
        {text}
        {optional ? <span className={styles.optional}> (opcjonalnie)</span> : null}
      </label>
      <p id={`${id}-error`} className={`${styles.error} ${styles.consentError}`} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/** The message of the whole form (network, rate limit), announced when it appears. */
export function FormError({ message }: { message: string | undefined }) {
  return (
    <p className={styles.formError} role="alert">
      {message ?? ''}
    </p>
  );
}

/** An e-mail address field: the keyboard, autofill and length every address field has. */
export function EmailField({ label = 'Adres e-mail', ...field }: Omit<TextFieldProps, 'label' | 'type'> & { label?: ReactNode }) {
  return <TextField type="email" inputMode="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} label={label} {...field} />;
}
