'use client';
/**
 * A password field with a show/hide toggle (a toggle button that names what it does and says
 * whether it is on), and, when choosing a password, the hints of lib/forms/registration.ts read
 * live under it. The message beside the field comes from the same zod schema as the API's.
 */
import { type InputHTMLAttributes, useId, useState } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { PASSWORD_MAX_LENGTH } from '@/lib/forms/limits.ts';
import { passwordHints } from '@/lib/forms/password-hints.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './auth.module.css';
import '@/lib/i18n/pl-account.ts';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** A password being chosen: `new-password` autofill and the live hints. */
  isNew?: boolean;
  hint?: string;
}

export function PasswordField({ id, label, value, onChange, error, isNew = false, hint, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const hintsId = useId();
  const hints = isNew ? passwordHints(value) : [];
  const describedBy = [hint ? `${id}-hint` : '', isNew ? hintsId : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.passwordBox}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${formStyles.input} ${styles.passwordInput}`}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          maxLength={PASSWORD_MAX_LENGTH}
          spellCheck={false}
          autoCapitalize="off"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button type="button" className={styles.reveal} aria-controls={id} aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('Auth.HidePassword') : t('Auth.ShowPassword')}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {isNew ? (
        <ul id={hintsId} className={styles.hints} aria-label={t('Auth.PasswordHints')}>
          {hints.map((item) => (
            <li key={item.label} className={item.met ? styles.hintMet : undefined}>
              <span aria-hidden="true">{item.met ? '✓' : '•'}</span> {item.label}
              <span className="visually-hidden">: {item.met ? t('Auth.HintMet') : t('Auth.HintUnmet')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p id={`${id}-error`} className={formStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
