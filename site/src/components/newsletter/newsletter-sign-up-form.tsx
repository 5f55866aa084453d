'use client';
/**
 * The newsletter sign-up (footer and blog articles): e-mail and the consent text, sent without a
 * reload (use-guarded-form.ts); on success the visitor goes on to `/newsletter/dziekujemy`,
 * which says what happens next. The footer variant sits on the dark footer.
 */
import { useRouter } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { EmailField, FormError } from '@/components/forms/form-field.tsx';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import type { NewsletterFormAccepted } from '@/lib/api-types.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { signUpForNewsletter } from '@/lib/generated/api-response-shapes.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { sendContactSwitch } from '@/lib/tracker/contact-switch.ts';
import styles from './newsletter-forms.module.css';
import { rememberSignUp } from './sign-up-memory.ts';

const loadSchema = () => import('@/lib/forms/newsletter.ts').then((module) => module.newsletterSignUpSchema);

export function NewsletterSignUpForm({ source }: { source: 'footer' | 'page' }) {
  const id = useId();
  const router = useRouter();
  const consent = currentConsent('newsletter');
  const form = useGuardedForm<NewsletterFormAccepted>({ path: '/newsletter/subscriptions', shape: signUpForNewsletter, loadSchema });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answer = await form.submit({
      email: String(data.get('email') ?? ''),
      consent: data.get('consent') === 'on',
      consentVersion: consent.version,
      source,
      [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
    });
    if (answer) {
      void sendContactSwitch(answer.email);
      rememberSignUp(answer.email);
      router.push(href('newsletterThanks'));
    }
  }

  return (
    <form
      className={`${styles.form} ${source === 'footer' ? styles.onDark : ''}`}
      onSubmit={onSubmit}
      onFocus={form.prepare}
      noValidate
      // The footer's form is on every page, so a form in the content needs a landmark name of its own.
      aria-label={t(source === 'footer' ? 'Newsletter.Form.FooterLabel' : 'Newsletter.Form.Label')}
    >
      <div className={styles.row}>
        <EmailField id={`${id}-email`} name="email" placeholder="jan.kowalski@firma.pl" error={form.errors.email} />
        <LoadingButton isLoading={form.sending} classes={styles.submit}>
          {t('Newsletter.Form.Submit')}
        </LoadingButton>
      </div>
      <div className={styles.consent}>
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          required
          aria-invalid={form.errors.consent ? true : undefined}
          aria-describedby={form.errors.consent ? `${id}-consent-error` : undefined}
        />
        <label htmlFor={`${id}-consent`}>{consent.text}</label>
        <p id={`${id}-consent-error`} className={styles.error} aria-live="polite">
          {form.errors.consent ?? ''}
        </p>
      </div>
      <Honeypot id={`${id}-website`} />
      <TurnstileWidget key={form.turnstile.key} onToken={form.turnstile.onToken} />
      <FormError message={form.errors._} />
    </form>
  );
}
