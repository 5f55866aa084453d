// Helpers of the guarded forms' tests: a ticket old enough to send with, signed with the worker
// tests' AUTH_JWT_SECRET, and a distinct client address per test (the rate limits count per network).
import { env } from 'cloudflare:test';
import { TOKEN_PATTERN } from '#lib/formats.ts';
import { issueTicket } from '#worker/forms/tickets.ts';

/** A ticket issued `ageMs` ago (10 s by default: past the minimum time, far from stale). */
export function formTicket(ageMs = 10_000, now = Date.now()): Promise<string> {
  return issueTicket(env.AUTH_JWT_SECRET, now - ageMs);
}

let network = 0;

/** A `CF-Connecting-IP` of a /24 no other call of this test file used. */
export function freshClientAddress(): string {
  network++;
  return `10.${Math.floor(network / 256) % 256}.${network % 256}.7`;
}

/**
 * A fuzzed request with a real ticket where its JSON body carries one of the right form (a valid
 * case of a guarded form would otherwise always be turned away as forged); any other body as it is.
 */
export function withFormTicket<Request extends { body?: { text: string; contentType?: string } }>(request: Request, ticket: string): Request {
  if (!request.body) return request;
  let object: unknown;
  try {
    object = JSON.parse(request.body.text);
  } catch {
    return request;
  }
  if (!object || typeof object !== 'object' || Array.isArray(object) || !('ticket' in object)) return request;
  if (typeof object.ticket !== 'string' || !TOKEN_PATTERN.test(object.ticket)) return request;
  return { ...request, body: { ...request.body, text: JSON.stringify({ ...object, ticket }) } };
}
