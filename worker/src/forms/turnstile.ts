/**
 * Cloudflare Turnstile's server-side check (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/):
 * `POST https://challenges.cloudflare.com/turnstile/v0/siteverify` with JSON `{ secret, response,
 * remoteip?, idempotency_key? }`, answered `{ success, "error-codes": [...], hostname, action }`.
 * A token is good once and for 300 s. Plain fetch, so the tests run it against a local stand-in
 * (scripts/lib/turnstile-stand-in.ts) with TURNSTILE_VERIFY_URL.
 */

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileCheck {
  url: string;
  secret: string;
  token: string;
  remoteIp?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** Whether Turnstile vouches for the token; a network failure or a malformed answer is a no. */
export async function verifyTurnstile({ url, secret, token, remoteIp, fetch: send = (request) => fetch(request) }: TurnstileCheck): Promise<boolean> {
  const request = new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}), idempotency_key: crypto.randomUUID() }),
    signal: AbortSignal.timeout(5000),
  });
  try {
    const response = await send(request);
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  } catch {
    return false;
  }
}
