/**
 * The newsletter sign-up's markup: the e-mail, the button and the consent, the same whether the
 * form is the working one (newsletter-sign-up-form.tsx) or the footer's stand-in that waits for
 * the visitor to reach for it (newsletter-footer-form.tsx), so the swap moves nothing.
 */
import type { FocusEventHandler, FormEventHandler, PointerEventHandler, ReactNode, Ref } from 'react';
import { EmailField, FormError } from '@/components/forms/form-field.tsx';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { t } from '@/lib/i18n/index.ts';
import styles from './newsletter-forms.module.css';

export interface NewsletterFieldsProps {
  ref?: Ref<HTMLFormElement>;
  id: string;
  source: 'footer' | 'page';
  consentText: string;
  errors?: Partial<Record<string, string>>;
  sending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onPointerDown?: PointerEventHandler<HTMLFormElement>;
  /** The Turnstile widget, when the shop uses it. */
  turnstile?: ReactNode;
}

export function NewsletterSignUpFields({ id, source, consentText, errors = {}, sending = false, turnstile, ...handlers }: NewsletterFieldsProps) {
  return (
    <form
      method="post"
      className={`${styles.form} ${source === 'footer' ? styles.onDark : ''}`}
      noValidate
      // The footer's form is on every page, so a form in the content needs a landmark name of its own.
      aria-label={t(source === 'footer' ? 'NewsletterForm.FooterLabel' : 'NewsletterForm.Label')}
      {...handlers}
    >
      <div className={styles.row}>
        <EmailField id={`${id}-email`} name="email" placeholder="jan.kowalski@firma.pl" error={errors.email} />
        <LoadingButton isLoading={sending} classes={styles.submit}>
          {t('NewsletterForm.Submit')}
        </LoadingButton>
      </div>
      <div className={styles.consent}>
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          required
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
        />
        <label htmlFor={`${id}-consent`}>{consentText}</label>
        <p id={`${id}-consent-error`} className={styles.error} aria-live="polite">
          {errors.consent ?? ''}
        </p>
      </div>
      <Honeypot id={`${id}-website`} />
      {turnstile}
      <FormError message={errors._} />
    </form>
  );
}
