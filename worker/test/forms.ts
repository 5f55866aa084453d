// Helpers of the guarded forms' tests: a ticket old enough to send with, signed with the worker
// tests' AUTH_JWT_SECRET, a distinct client address per test (the rate limits count per network),
// and the rows a form may have written.
import { env } from 'cloudflare:test';
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

/** Rows in each table a public form writes to, to prove that a refused form wrote nothing. */
export async function formTableCounts(): Promise<Record<string, number>> {
  const tables = [
    'newsletter_subscribers',
    'newsletter_tokens',
    'newsletter_consents',
    'consent_texts',
    'contact_messages',
    'mail_outbox',
    'newsletter_deliveries',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
