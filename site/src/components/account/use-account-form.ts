'use client';
/**
 * One account form's state (issue 14): the fields are checked with the API's own schema before
 * sending (site/src/lib/forms/account.ts), each message shown beside its field and the first
 * wrong field focused; the API's Polish answer (`error.fields`, `error.message`) is shown the same
 * way; a success is announced as a polite notice.
 */
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api-client.ts';
import { fieldErrorsOf } from '@/lib/forms/account.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-account.ts';

export interface AccountForm {
  errors: Readonly<Record<string, string>>;
  formError: string | undefined;
  notice: string | undefined;
  isSaving: boolean;
  /** Checks `input`, sends it, and shows `success` (or what `send` answers) once the API agrees. */
  submit: (input: unknown, success: string) => Promise<boolean>;
  clearField: (field: string) => void;
  setNotice: (notice: string | undefined) => void;
}

/** `idPrefix` + field name is each input's id, so the first wrong field can take the focus. */
export function useAccountForm<S extends z.ZodType>(
  schema: S,
  idPrefix: string,
  /** Sends the checked value; a text it answers replaces `success` as the notice. */
  send: (value: z.output<S>) => Promise<unknown>,
): AccountForm {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);

  const focusFirst = useCallback(
    (fields: Record<string, string>) => {
      const first = Object.keys(fields)[0];
      if (first) requestAnimationFrame(() => document.getElementById(`${idPrefix}${first}`)?.focus());
    },
    [idPrefix],
  );

  const submit = useCallback(
    async (input: unknown, success: string) => {
      setNotice(undefined);
      const result = schema.safeParse(input);
      if (!result.success) {
        const fields = fieldErrorsOf(result);
        setErrors(fields);
        setFormError(t('Account.FixErrors'));
        focusFirst(fields);
        return false;
      }
      setErrors({});
      setFormError(undefined);
      setSaving(true);
      try {
        const answer = await send(result.data);
        setNotice(typeof answer === 'string' && answer !== '' ? answer : success);
        return true;
      } catch (error) {
        if (error instanceof ApiRequestError) {
          setErrors({ ...error.fields });
          setFormError(error.serverMessage ?? t('Account.SaveFailed'));
          focusFirst({ ...error.fields });
        } else {
          setFormError(t('Account.SaveFailed'));
        }
        return false;
      } finally {
        setSaving(false);
      }
    },
    [schema, send, focusFirst],
  );

  const clearField = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, formError, notice, isSaving, submit, clearField, setNotice };
}

/** The change handler of a form's draft: stores the field's value and clears the field's message. */
export function draftEditor<D extends object>(setDraft: Dispatch<SetStateAction<D>>, form: Pick<AccountForm, 'clearField'>) {
  return <K extends keyof D & string>(field: K, value: D[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    form.clearField(field);
  };
}
