'use client';
/**
 * The newsletter sign-up (footer and blog articles): e-mail and the consent text, sent without a
 * reload (use-guarded-form.ts); on success the visitor goes on to `/newsletter/dziekujemy`,
 * which says what happens next. In the footer it loads when the visitor first reaches for the
 * form (newsletter-footer-form.tsx), taking over what was typed, the focus and a pending sending.
 */
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useLayoutEffect, useRef } from 'react';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import type { NewsletterFormAccepted } from '@/lib/api-types.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { signUpForNewsletter } from '@/lib/generated/response-shapes/signUpForNewsletter.ts';
import { href } from '@/lib/routes.ts';
import { sendContactSwitch } from '@/lib/tracker/contact-switch.ts';
import { NewsletterSignUpFields } from './newsletter-sign-up-fields.tsx';
import { rememberSignUp } from './sign-up-memory.ts';

const loadSchema = () => import('@/lib/forms/newsletter.ts').then((module) => module.newsletterSignUpSchema);

/** What the footer's stand-in held as it left the page: what was typed, where the focus was, whether it was sent. */
export interface NewsletterTyped {
  email: string;
  consent: boolean;
  focus: string | null;
  submit: boolean;
}

/** How the footer's stand-in hands over: its form's id, and what it held, read once it has left the page. */
export interface NewsletterTakeover {
  id: string;
  read: () => NewsletterTyped | null;
}

export function NewsletterSignUpForm({ source, takeover }: { source: 'footer' | 'page'; takeover?: NewsletterTakeover }) {
  const ownId = useId();
  const id = takeover?.id ?? ownId;
  const router = useRouter();
  const consent = currentConsent('newsletter');
  const form = useGuardedForm<NewsletterFormAccepted>({ path: '/newsletter/subscriptions', shape: signUpForNewsletter, loadSchema });
  const formRef = useRef<HTMLFormElement>(null);

  async function send(element: HTMLFormElement) {
    const data = new FormData(element);
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

  // Taking over from the footer's stand-in, in the commit that swapped them, so no key falls
  // between: what was typed comes back, the focus goes back where it was, a sending goes on.
  const tookOver = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useLayoutEffect(() => {
    const element = formRef.current;
    const typed = takeover?.read();
    if (!(typed && element) || tookOver.current) return;
    tookOver.current = true;
    const email = element.elements.namedItem('email');
    const consentBox = element.elements.namedItem('consent');
    if (email instanceof HTMLInputElement) email.value = typed.email;
    if (consentBox instanceof HTMLInputElement) consentBox.checked = typed.consent;
    form.prepare();
    if (typed.focus) element.querySelector<HTMLElement>(`[name="${typed.focus}"]`)?.focus();
    if (typed.submit) void send(element);
  }, []);

  return (
    <NewsletterSignUpFields
      ref={formRef}
      id={id}
      source={source}
      consentText={consent.text}
      errors={form.errors}
      sending={form.sending}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void send(event.currentTarget);
      }}
      onFocus={form.prepare}
      turnstile={<TurnstileWidget key={form.turnstile.key} onToken={form.turnstile.onToken} />}
    />
  );
}
