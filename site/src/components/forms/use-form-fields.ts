'use client';
/**
 * What every form of the shop does with its fields: a change stores the value and clears that
 * field's message, and after a refusal the focus moves to the first field marked invalid, once the
 * messages have rendered (WCAG 3.3.1: the person lands where the problem is).
 */
import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';

/** A change handler per field name: stores the value and clears the field's message. */
export function useFieldChange<Field extends string>(
  setValues: Dispatch<SetStateAction<Record<Field, string>>>,
  errors: Partial<Record<string, string | undefined>>,
  setErrors: Dispatch<SetStateAction<Partial<Record<string, string | undefined>>>>,
) {
  return useCallback(
    (field: Field) => (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    [errors, setErrors, setValues],
  );
}

/** The form's ref, and `refused()` to call when it was refused: the focus goes to the first invalid field. */
export function useFocusOnRefusal() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { formRef, refused };
}

/**
 * A form's sending: `submitWith(send)` is its submit handler, which keeps the page where it is and
 * marks the form busy while `send` runs, whatever it answers or throws.
 * @example const { sending, submitWith } = useSending(); <form onSubmit={submitWith(send)} aria-busy={sending}>
 */
export function useSending() {
  const [sending, setSending] = useState(false);
  const submitWith = useCallback(
    (send: () => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSending(true);
      try {
        await send();
      } finally {
        setSending(false);
      }
    },
    [],
  );
  return { sending, submitWith };
}
