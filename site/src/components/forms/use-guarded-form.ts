'use client';
/**
 * Sending a guarded form (newsletter, contact): the fields are checked with the API's own zod
 * schema first (loaded when the form is first used, so pages that never use a form never load
 * zod), then sent with the form's ticket (worker/src/forms/tickets.ts). The hook asks for the
 * ticket on the first focus, waits out the rest of the minimum time itself, gets a new ticket
 * after every sending (a ticket is good for one) and once more when the API finds it stale or
 * spent, and turns the API's answer into messages: one beside each
 * field (`errors.email`) and one for the whole form (`errors._`). It also holds the Turnstile
 * widget's token (when the shop turned Turnstile on): sent with the fields, and good once, so a
 * refused sending remounts the widget (`turnstile.key`) for a new one.
 *
 * @example
 * const form = useGuardedForm<Accepted>({ path: '/contact/messages', shape, loadSchema });
 * <TurnstileWidget key={form.turnstile.key} onToken={form.turnstile.onToken} />
 */
import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiRequestError, getJson, postJson } from '@/lib/api-client.ts';
import type { Shape } from '@/lib/api-shape.ts';
import type { FormTicket } from '@/lib/api-types.ts';
import { MIN_SUBMIT_MS, TICKET_LIFETIME_MS } from '@/lib/forms/limits.ts';
import { issueFormTicket } from '@/lib/generated/response-shapes/issueFormTicket.ts';
import { t } from '@/lib/i18n/index.ts';

export type FieldErrors = Partial<Record<string, string>>;

interface Ticket {
  value: string;
  /** When the page got it, by the page's clock. */
  receivedAt: number;
}

interface GuardedFormOptions {
  /** The API path the form posts to, e.g. `/newsletter/subscriptions`. */
  path: string;
  shape: Shape;
  /** The schema of the body, loaded on first use. */
  loadSchema: () => Promise<z.ZodType>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's refusals of a ticket that a new ticket mends (worker/src/forms/guard.ts). */
const TICKET_REFUSALS: ReadonlySet<string> = new Set(['form_stale', 'form_invalid', 'form_used']);

/** The first message per field of a zod error, keyed like the API's `error.fields`. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

export function useGuardedForm<Answer>({ path, shape, loadSchema }: GuardedFormOptions) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ticket = useRef<Promise<Ticket> | null>(null);
  const schema = useRef<Promise<z.ZodType> | null>(null);
  const [turnstileToken, setTurnstileToken] = useState<string | undefined>();
  const [turnstileRound, setTurnstileRound] = useState(0);
  const onTurnstileToken = useCallback((token: string | undefined) => setTurnstileToken(token), []);

  const fetchTicket = useCallback(() => {
    const request = getJson<FormTicket>('/forms/tickets', issueFormTicket).then((answer) => ({ value: answer.ticket, receivedAt: Date.now() }));
    // A failed request is asked again at sending.
    request.catch(() => {
      if (ticket.current === request) ticket.current = null;
    });
    ticket.current = request;
    return request;
  }, []);

  /** Gets the ticket and the schema ready; call it when the visitor first focuses the form. */
  const prepare = useCallback(() => {
    ticket.current ??= fetchTicket();
    schema.current ??= loadSchema();
  }, [fetchTicket, loadSchema]);

  /** A ticket old enough to send with, waiting for it if need be. */
  const readyTicket = useCallback(async (): Promise<string> => {
    let current = await (ticket.current ?? fetchTicket());
    if (Date.now() - current.receivedAt > TICKET_LIFETIME_MS - 60_000) current = await fetchTicket();
    const wait = MIN_SUBMIT_MS + 250 - (Date.now() - current.receivedAt);
    if (wait > 0) await sleep(wait);
    return current.value;
  }, [fetchTicket]);

  /**
   * Checks and sends the fields; answers the API's answer, or null when the form shows errors.
   * `values` are the form's fields without the ticket.
   */
  const submit = useCallback(
    async (values: Record<string, unknown>): Promise<Answer | null> => {
      prepare();
      setSending(true);
      try {
        const checked = (await (schema.current ?? loadSchema())).safeParse({ ...values, ticket: 'x'.repeat(16) });
        if (!checked.success) {
          setErrors(fieldErrorsOf(checked.error));
          return null;
        }
        setErrors({});
        const body = { ...values, ...(turnstileToken ? { turnstileToken } : {}) };
        for (let attempt = 0; ; attempt++) {
          try {
            const answer = await postJson<Answer>(path, { ...body, ticket: await readyTicket() }, shape);
            // A ticket is good for one sending: the next one (another address, say) gets its own.
            ticket.current = fetchTicket();
            return answer;
          } catch (error) {
            // A stale, unknown or spent ticket (the page was open for hours, the secret rotated, a
            // sending that went through before its answer was lost): once more with a new one.
            if (attempt === 0 && error instanceof ApiRequestError && TICKET_REFUSALS.has(error.code ?? '')) {
              ticket.current = fetchTicket();
              continue;
            }
            throw error;
          }
        }
      } catch (error) {
        // The token was spent on this sending: the widget runs again for a new one.
        if (turnstileToken) {
          setTurnstileToken(undefined);
          setTurnstileRound((round) => round + 1);
        }
        if (error instanceof ApiRequestError) {
          const { ticket: _ticket, ...fields } = error.fields;
          setErrors({ ...fields, _: error.message });
        } else {
          setErrors({ _: t('Forms.Error.Network') });
        }
        return null;
      } finally {
        setSending(false);
      }
    },
    [prepare, loadSchema, readyTicket, fetchTicket, path, shape, turnstileToken],
  );

  return { prepare, submit, sending, errors, setErrors, turnstile: { key: turnstileRound, onToken: onTurnstileToken } };
}
