'use client';
/**
 * `/newsletter/rezygnacja`: unsubscribing by address. The answer is the same whether or not the
 * address is subscribed (no one learns who is); a subscribed address gets a one-click link.
 */
import { type FormEvent, useId, useState } from 'react';
import { EmailField, FormError } from '@/components/forms/form-field.tsx';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import outcome from '@/components/shell/link-outcome.module.css';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import type { NewsletterFormAccepted } from '@/lib/api-types.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { requestNewsletterCancellation } from '@/lib/generated/response-shapes/requestNewsletterCancellation.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-newsletter.ts';

const loadSchema = () => import('@/lib/forms/newsletter.ts').then((module) => module.newsletterUnsubscribeSchema);

export function NewsletterResignForm() {
  const id = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useGuardedForm<NewsletterFormAccepted>({
    path: '/newsletter/cancellation-requests',
    shape: requestNewsletterCancellation,
    loadSchema,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answer = await form.submit({
      email: String(data.get('email') ?? ''),
      [HONEYPOT_FIELD]: String(data.get(HONEYPOT_FIELD) ?? ''),
    });
    if (answer) setSentTo(answer.email);
  }

  if (sentTo) {
    return (
      <div className={`${outcome.outcome} ${outcome.success}`} role="status">
        <p>{t('Newsletter.Resign.Sent', { email: sentTo })}</p>
        <p className={outcome.actions}>
          <button type="button" className="button" onClick={() => setSentTo(null)}>
            {t('Newsletter.Resign.Again')}
          </button>
        </p>
      </div>
    );
  }
  return (
    <form method="post" className={outcome.outcome} onSubmit={onSubmit} onFocus={form.prepare} noValidate>
      <p>{t('Newsletter.Resign.Body')}</p>
      <EmailField id={`${id}-email`} name="email" error={form.errors.email} />
      <Honeypot id={`${id}-website`} />
      <TurnstileWidget key={form.turnstile.key} onToken={form.turnstile.onToken} />
      <FormError message={form.errors._} />
      <LoadingButton isLoading={form.sending}>{t('Newsletter.Resign.Submit')}</LoadingButton>
    </form>
  );
}
