/**
 * A local stand-in for the mail provider, speaking Resend's protocol (worker/src/mail/resend.ts):
 * `POST …/emails` with `Authorization: Bearer`, a JSON body and `Idempotency-Key`. It records
 * every request and every mail it "delivers", answers `{ "id": "…" }` like Resend, answers a
 * repeated key with the first answer (delivering nothing new) and a key reused with another body
 * with 409 `invalid_idempotent_request`. It can be told to fail the next requests with 500, for
 * retry tests.
 *
 * Only web-standard APIs (Request → Response), so worker tests in workerd use it as the adapter's
 * fetch; mail-stand-in-server.ts serves it over HTTP on 127.0.0.1 for Node tests and by hand.
 */

export interface StandInRequest {
  idempotencyKey: string | null;
  authorization: string | null;
  status: number;
}

export interface DeliveredMail {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailStandIn {
  /** Answers one request as Resend would. */
  handle(request: Request): Promise<Response>;
  /** Every request, in order, with the status it got. */
  readonly requests: StandInRequest[];
  /** Every mail accepted once (a repeated Idempotency-Key adds nothing). */
  readonly delivered: DeliveredMail[];
  /** The next `count` requests get 500 `internal_server_error` before anything is read. */
  failNext(count: number): void;
}

function resendError(statusCode: number, name: string, message: string): Response {
  return Response.json({ statusCode, name, message }, { status: statusCode });
}

/** The fields of a send request the stand-in checks, or a message saying what is wrong. */
function readSendBody(value: unknown): Omit<DeliveredMail, 'id' | 'idempotencyKey'> | string {
  if (!value || typeof value !== 'object') return 'The body must be a JSON object.';
  const body = value as Record<string, unknown>;
  const to =
    typeof body.to === 'string'
      ? [body.to]
      : Array.isArray(body.to) && body.to.every((item) => typeof item === 'string')
        ? (body.to as string[])
        : null;
  if (typeof body.from !== 'string' || !body.from) return 'Missing `from` field.';
  if (!to || to.length === 0) return 'Missing `to` field.';
  if (typeof body.subject !== 'string' || !body.subject) return 'Missing `subject` field.';
  if (typeof body.html !== 'string' && typeof body.text !== 'string') return 'Missing `html` or `text` field.';
  const headers = body.headers && typeof body.headers === 'object' ? (body.headers as Record<string, string>) : {};
  return { from: body.from, to, subject: body.subject, html: String(body.html ?? ''), text: String(body.text ?? ''), headers };
}

/** A fresh stand-in; `apiKey`, when given, is the only key it accepts. */
export function createMailStandIn({ apiKey }: { apiKey?: string } = {}): MailStandIn {
  const requests: StandInRequest[] = [];
  const delivered: DeliveredMail[] = [];
  /** Per Idempotency-Key: the body it was first used with and the id answered. */
  const answered = new Map<string, { body: string; id: string }>();
  let failures = 0;

  async function answer(request: Request): Promise<Response> {
    if (failures > 0) {
      failures -= 1;
      return resendError(500, 'internal_server_error', 'An unexpected error occurred.');
    }
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/emails'))
      return resendError(404, 'not_found', 'The requested endpoint does not exist.');
    const authorization = request.headers.get('Authorization');
    const key = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!key) return resendError(401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (apiKey !== undefined && key !== apiKey) return resendError(403, 'invalid_api_key', 'API key is invalid.');
    const idempotencyKey = request.headers.get('Idempotency-Key');
    if (idempotencyKey !== null && (idempotencyKey.length < 1 || idempotencyKey.length > 256)) {
      return resendError(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
    }
    const raw = await request.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return resendError(400, 'validation_error', 'The body is not valid JSON.');
    }
    const mail = readSendBody(parsed);
    if (typeof mail === 'string') return resendError(422, 'validation_error', mail);
    if (idempotencyKey !== null) {
      const earlier = answered.get(idempotencyKey);
      if (earlier && earlier.body !== raw)
        return resendError(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
      if (earlier) return Response.json({ id: earlier.id });
    }
    const id = crypto.randomUUID();
    if (idempotencyKey !== null) answered.set(idempotencyKey, { body: raw, id });
    delivered.push({ id, idempotencyKey, ...mail });
    return Response.json({ id });
  }

  return {
    requests,
    delivered,
    failNext(count) {
      failures = count;
    },
    async handle(request) {
      const response = await answer(request);
      requests.push({
        idempotencyKey: request.headers.get('Idempotency-Key'),
        authorization: request.headers.get('Authorization'),
        status: response.status,
      });
      return response;
    },
  };
}
