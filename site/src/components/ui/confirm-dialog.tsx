'use client';
/**
 * The confirm dialog (spec §9): a modal <dialog> that asks once more before an action that cannot
 * be undone; Escape closes it (cancels), Enter confirms; in password mode it needs a non-empty
 * password, which it hands to `onConfirm`. The focus starts on the confirming button (or the
 * password field) and returns to what opened it.
 *
 * @example
 * <ConfirmDialog open={asking} title="Usunąć adres?" confirmLabel="Usuń" onConfirm={remove} onClose={() => setAsking(false)} />
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { t } from '@/lib/i18n/index.ts';
import styles from './confirm-dialog.module.css';
import '@/lib/i18n/pl-account.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Password mode: the dialog asks for the password and confirms only with one. */
  withPassword?: boolean;
  onConfirm: (password: string) => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel, withPassword = false, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState(false);
  const titleId = useId();
  const errorId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setPassword('');
      setRefused(false);
      element.showModal();
      (withPassword ? passwordField.current : confirmButton.current)?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, withPassword]);

  const confirm = () => {
    if (withPassword && password === '') {
      setRefused(true);
      passwordField.current?.focus();
      return;
    }
    onConfirm(password);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Enter confirms, but not on the cancel button (which Enter presses, as a button should).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLButtonElement && event.target !== confirmButton.current) return;
    event.preventDefault();
    confirm();
  };

  return (
    // Escape is the dialog's own `cancel`; closing by any way tells the owner.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      {withPassword ? (
        <div className={styles.password}>
          <label htmlFor={`${titleId}-password`}>{t('Confirm.Password')}</label>
          <input
            ref={passwordField}
            id={`${titleId}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            onChange={(event) => {
              setPassword(event.target.value);
              setRefused(false);
            }}
          />
          {refused ? (
            <p id={errorId} className={styles.error} role="alert">
              {t('Confirm.PasswordRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={`button ${styles.cancel}`} onClick={() => dialog.current?.close()}>
          {t('Confirm.Cancel')}
        </button>
        <button ref={confirmButton} type="button" className="button button-primary" onClick={confirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
