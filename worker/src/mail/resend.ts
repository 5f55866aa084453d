/**
 * The mail provider adapter: Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * `POST {url}` with `Authorization: Bearer <key>`, a JSON body (from, to, subject, html, text,
 * headers) and `Idempotency-Key`: the outbox sends the same key on every attempt of one mail, and
 * Resend answers a repeated key (within 24 hours) with the first answer instead of sending again.
 * Success is 200 `{ "id": "…" }`; errors are `{ "statusCode", "name", "message" }`.
 *
 * Plain fetch, no SDK and no Workers-only API, so the same adapter runs in the Worker and, in
 * tests, against the local stand-in (scripts/lib/mail-stand-in.ts).
 */

/** Resend's send endpoint, the default of MAIL_PROVIDER_URL. */
export const RESEND_EMAILS_URL = 'https://api.resend.com/emails';

/** One mail as the provider gets it. */
export interface OutgoingMail {
  idempotencyKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of this mail beyond the adapter's own (a newsletter's List-Unsubscribe pair). */
  headers?: Readonly<Record<string, string>>;
}

/** The provider's verdict: accepted with its id, or an error and whether trying again can help. */
export type SendResult = { ok: true; providerId: string } | { ok: false; error: string; permanent: boolean };

export type MailSender = (mail: OutgoingMail) => Promise<SendResult>;

export interface ResendOptions {
  url: string;
  apiKey: string;
  /** `Sklep <sklep@example.pl>` or a bare address, on a domain verified at the provider. */
  from: string;
  /** The HTTP client; the Worker's fetch unless a test passes another. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

/** How much of an error is kept in the outbox. */
const MAX_ERROR_LENGTH = 500;

/**
 * Errors that the same request can never get past: the body itself is refused (400
 * validation_error or invalid_idempotency_key, 422), or the key was already used for another body
 * (409 invalid_idempotent_request). Everything else (network, timeouts, 5xx, 429 rate limits, 409
 * while the same key is in flight, 401/403 until an operator fixes the key) is worth a retry.
 */
function isPermanent(status: number, name: string | undefined): boolean {
  return status === 400 || status === 422 || (status === 409 && name === 'invalid_idempotent_request');
}

async function describeError(response: Response): Promise<{ text: string; name?: string }> {
  const body = await response.text();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const name = 'name' in parsed && typeof parsed.name === 'string' ? parsed.name : undefined;
      return { text: `HTTP ${response.status} ${name ?? ''}: ${String(parsed.message)}`, name };
    }
  } catch {
    // not JSON: the raw text below
  }
  return { text: `HTTP ${response.status}: ${body}` };
}

/** A sender that delivers through Resend's API (or anything speaking its protocol). */
export function createResendSender({ url, apiKey, from, fetch: send = (request) => fetch(request), timeoutMs = 10_000 }: ResendOptions): MailSender {
  return async (mail) => {
    const request = new Request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': mail.idempotencyKey,
      },
      body: JSON.stringify({
        from,
        to: [mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Mail clients that thread by subject keep each message apart.
        headers: { ...mail.headers, 'X-Entity-Ref-ID': mail.idempotencyKey },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let response: Response;
    try {
      response = await send(request);
    } catch (error) {
      return { ok: false, error: `network: ${error instanceof Error ? error.message : String(error)}`.slice(0, MAX_ERROR_LENGTH), permanent: false };
    }
    if (response.ok) {
      const body: unknown = await response.json().catch(() => null);
      if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'string') return { ok: true, providerId: body.id };
      return { ok: false, error: `HTTP ${response.status} without an id`, permanent: false };
    }
    const { text, name } = await describeError(response);
    return { ok: false, error: text.slice(0, MAX_ERROR_LENGTH), permanent: isPermanent(response.status, name) };
  };
}
