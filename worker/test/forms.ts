// Helpers of the form tests: a ticket the API accepts, and the rows a form may have written.
import { env } from 'cloudflare:test';
import { issueTicket } from '#worker/forms/tickets.ts';

/** A ticket issued `ageMs` ago (default 10 s: past the minimum time, far from stale). */
export function validTicket(ageMs = 10_000): Promise<string> {
  return issueTicket(env.AUTH_JWT_SECRET, Date.now() - ageMs);
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
