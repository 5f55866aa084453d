'use client';
/**
 * The footer's newsletter sign-up, on every page: the form's markup at once, and its workings
 * (the guarded sending, Turnstile, the consent record) only when the visitor first focuses, taps
 * or sends it, so no page pays for them in its first load (issue 17). The working form takes
 * over what was typed, the focus and a sending already asked for.
 */
import { type ComponentType, type FormEvent, useId, useRef, useState } from 'react';
import { NewsletterSignUpFields } from './newsletter-sign-up-fields.tsx';
import type { NewsletterTakeover } from './newsletter-sign-up-form.tsx';

type WorkingForm = ComponentType<{ source: 'footer'; takeover: NewsletterTakeover }>;

const loadForm = () => import('./newsletter-sign-up-form.tsx').then((module) => module.NewsletterSignUpForm as WorkingForm);

export function NewsletterFooterForm({ consentText }: { consentText: string }) {
  const id = useId();
  const [working, setWorking] = useState<{ Form: WorkingForm; takeover: NewsletterTakeover } | null>(null);
  const loading = useRef(false);
  const sendAsked = useRef(false);

  const takeOver = (form: HTMLFormElement, submit: boolean) => {
    // A sending asked for while the form loads is handed over when it has loaded.
    if (submit) sendAsked.current = true;
    if (loading.current) return;
    loading.current = true;
    void loadForm().then((Form) => {
      const data = new FormData(form);
      const focused = document.activeElement instanceof HTMLElement && form.contains(document.activeElement) ? document.activeElement : null;
      setWorking({
        Form,
        takeover: {
          id,
          email: String(data.get('email') ?? ''),
          consent: data.get('consent') === 'on',
          focus: focused?.getAttribute('name') ?? null,
          submit: sendAsked.current,
        },
      });
    });
  };

  if (working) return <working.Form source="footer" takeover={working.takeover} />;
  return (
    <NewsletterSignUpFields
      id={id}
      source="footer"
      consentText={consentText}
      onFocus={(event) => takeOver(event.currentTarget, false)}
      onPointerDown={(event) => takeOver(event.currentTarget, false)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        takeOver(event.currentTarget, true);
      }}
    />
  );
}
