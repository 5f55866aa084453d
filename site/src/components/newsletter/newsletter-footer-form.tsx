'use client';
/**
 * The footer's newsletter sign-up, on every page: the form's markup at once, and its workings
 * (the guarded sending, Turnstile, the consent record) only when the visitor first focuses, taps
 * or sends it, so no page pays for them in its first load (issue 17). The working form takes
 * over what was typed, the focus and a sending already asked for.
 *
 * The hand-over happens inside one React commit: the stand-in's form records its fields, its
 * and focus as it leaves the page (its ref's cleanup runs before React removes it), and the
 * working form puts them back in its layout effect, before the browser handles the next key.
 * A snapshot taken earlier, when the code arrived, lost whatever was typed or sent between then
 * and the commit.
 */
import { type ComponentType, type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useLoadedComponent } from '@/components/ui/use-loaded-component.ts';
import { NewsletterSignUpFields } from './newsletter-sign-up-fields.tsx';
import type { NewsletterTakeover, NewsletterTyped } from './newsletter-sign-up-form.tsx';

type WorkingForm = ComponentType<{ source: 'footer'; takeover: NewsletterTakeover }>;

const loadForm = () => import('./newsletter-sign-up-form.tsx').then((module) => module.NewsletterSignUpForm as WorkingForm);

/** The form's fields and focus as they are now. */
function readForm(form: HTMLFormElement, submit: boolean): NewsletterTyped {
  const data = new FormData(form);
  const focused = document.activeElement;
  return {
    email: String(data.get('email') ?? ''),
    consent: data.get('consent') === 'on',
    focus: focused instanceof HTMLElement && form.contains(focused) ? focused.getAttribute('name') : null,
    submit,
  };
}

export function NewsletterFooterForm({ consentText }: { consentText: string }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const Form = useLoadedComponent(loadForm, wanted);
  const sendAsked = useRef(false);
  const left = useRef<NewsletterTyped | null>(null);

  // The cleanup runs when the form leaves the page, before React removes it: focus is still in it.
  const standInRef = useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    return () => {
      left.current = readForm(form, sendAsked.current);
    };
  }, []);
  const takeover = useRef<NewsletterTakeover>({ id, read: () => left.current }).current;

  const takeOver = (submit: boolean) => {
    // A sending asked for while the form loads is handed over when it has loaded.
    if (submit) sendAsked.current = true;
    setWanted(true);
  };

  if (Form) return <Form source="footer" takeover={takeover} />;
  return (
    <NewsletterSignUpFields
      ref={standInRef}
      id={id}
      source="footer"
      consentText={consentText}
      onFocus={() => takeOver(false)}
      onPointerDown={() => takeOver(false)}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        takeOver(true);
      }}
    />
  );
}
