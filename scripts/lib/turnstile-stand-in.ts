/**
 * A local stand-in for Cloudflare Turnstile's siteverify endpoint
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/), for tests of
 * the forms' guard (worker/src/forms/turnstile.ts). It speaks the same protocol: `POST` with JSON
 * or form-encoded `{ secret, response, remoteip?, idempotency_key? }`, answered 200
 * `{ success, "error-codes", challenge_ts?, hostname?, action? }`. Tokens come from `issueToken()`
 * (what the widget would hand the page); each is good once and for 300 s, and a repeated
 * idempotency key gets the first answer again, as Cloudflare documents.
 *
 * Only web-standard APIs (Request → Response), so worker tests in workerd route fetch to it.
 */

export const TURNSTILE_TOKEN_LIFETIME_MS = 300_000;

export interface TurnstileVerification {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  success: boolean;
  errorCodes: string[];
}

export interface TurnstileStandIn {
  /** Answers one siteverify request as Cloudflare would. */
  handle(request: Request): Promise<Response>;
  /** A fresh token, as the widget would give the page after a passed challenge. */
  issueToken(): string;
  /** Every verification asked for, in order. */
  readonly verifications: TurnstileVerification[];
}

interface StandInOptions {
  secret: string;
  hostname?: string;
  now?: () => number;
}

async function readFields(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.startsWith('application/json')) {
      const body: unknown = await request.json();
      if (!body || typeof body !== 'object') return null;
      return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
    return Object.fromEntries(new URLSearchParams(await request.text()));
  } catch {
    return null;
  }
}

export function createTurnstileStandIn({ secret, hostname = 'localhost', now = Date.now }: StandInOptions): TurnstileStandIn {
  /** Issued tokens and when; a spent one is removed. */
  const tokens = new Map<string, number>();
  const answersByKey = new Map<string, Record<string, unknown>>();
  const verifications: TurnstileVerification[] = [];

  function verdict(fields: Record<string, string>): string[] {
    if (!fields.secret) return ['missing-input-secret'];
    if (fields.secret !== secret) return ['invalid-input-secret'];
    if (!fields.response) return ['missing-input-response'];
    const issuedAt = tokens.get(fields.response);
    if (issuedAt === undefined) return fields.response.startsWith('turnstile-stand-in.') ? ['timeout-or-duplicate'] : ['invalid-input-response'];
    tokens.delete(fields.response);
    return now() - issuedAt > TURNSTILE_TOKEN_LIFETIME_MS ? ['timeout-or-duplicate'] : [];
  }

  return {
    verifications,
    issueToken() {
      const token = `turnstile-stand-in.${crypto.randomUUID()}`;
      tokens.set(token, now());
      return token;
    },
    async handle(request) {
      if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
      const fields = await readFields(request);
      if (!fields) return Response.json({ success: false, 'error-codes': ['bad-request'] });
      const key = fields.idempotency_key;
      const repeated = key ? answersByKey.get(key) : undefined;
      if (repeated) return Response.json(repeated);
      const errorCodes = verdict(fields);
      const success = errorCodes.length === 0;
      verifications.push({
        secret: fields.secret ?? null,
        response: fields.response ?? null,
        remoteip: fields.remoteip ?? null,
        success,
        errorCodes,
      });
      const answer = success
        ? { success, 'error-codes': [], challenge_ts: new Date(now()).toISOString(), hostname, action: '' }
        : { success, 'error-codes': errorCodes };
      if (key) answersByKey.set(key, answer);
      return Response.json(answer);
    },
  };
}
