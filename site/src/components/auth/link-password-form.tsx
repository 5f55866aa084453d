'use client';
/**
 * What the pages of a mailed link share: a form with one password (the registration's, to
 * activate the account; a new one, to reset it), sent with the link's token by the page's own
 * `onSubmit`, and the outcome the page then shows with its ways on. The form keeps the password,
 * the sending state and the messages beside the field; the page decides what an answer means.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/forms/form-field.tsx';
import { useFocusOnRefusal, useSending } from '@/components/forms/use-form-fields.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';

export type LinkFormErrors = Partial<Record<'password' | '_', string>>;

interface LinkPasswordFormProps {
  id: string;
  lead: string;
  label: string;
  submitLabel: string;
  /** A password being chosen: the live hints and `autocomplete="new-password"`. */
  isNew?: boolean;
  /** Sends the password; answers the messages to show, or null when the page moved on. */
  onSubmit: (password: string) => Promise<LinkFormErrors | null>;
}

export function LinkPasswordForm({ id, lead, label, submitLabel, isNew = false, onSubmit }: LinkPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const { sending, submitWith } = useSending();
  const { formRef, refused } = useFocusOnRefusal();

  async function send() {
    const refusal = await onSubmit(password);
    setErrors(refusal ?? {});
    if (refusal) refused();
  }

  return (
    <div className={`${styles.card} ${styles.narrow}`}>
      <form method="post" ref={formRef} className={`${styles.form} ${styles.panel}`} noValidate onSubmit={submitWith(send)} aria-busy={sending}>
        <p className={styles.intro}>{lead}</p>
        <PasswordField
          id={id}
          name="password"
          label={label}
          isNew={isNew}
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <FormError message={errors._} />
        <LoadingButton isLoading={sending} minWidth="12rem">
          {submitLabel}
        </LoadingButton>
      </form>
    </div>
  );
}

interface LinkOutcomeProps {
  tone: 'success' | 'problem';
  message: string;
  /** The ways on, the first as the main one. */
  links: readonly { href: string; label: string }[];
}

/** What became of the link: a message (a status, or an alert for a problem) and the ways on; focused when it appears. */
export function LinkOutcome({ tone, message, links }: LinkOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={`${styles.outcome} ${styles[tone]}`} role={tone === 'success' ? 'status' : undefined} tabIndex={-1}>
      <p role={tone === 'problem' ? 'alert' : undefined}>{message}</p>
      {links.length > 0 ? (
        <div className={styles.actions}>
          {links.map((link, index) => (
            <Link key={link.href} className={index === 0 ? styles.primary : styles.secondary} href={link.href}>
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
