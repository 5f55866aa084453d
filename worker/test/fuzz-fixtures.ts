/**
 * Values a generated request needs to get past the door but the seeded catalogue cannot give: the
 * shop stores a mailed link's token only as its hash, and signs a form's ticket per request. The
 * fuzz test (worker/src/api/fuzz.test.ts) takes these beside the catalogue's real values, so the
 * newsletter's token calls and the guarded forms answer 200 now and then, not only 404 and 422.
 * Found by name, like catalogue-values.ts: a path parameter `token`, a body property `ticket`.
 */
import { hashToken } from '#worker/auth/one-time-tokens.ts';
import { formTicket } from './forms.ts';
import type { RealValues } from './openapi-requests.ts';

const SUBSCRIBERS = 4;

/**
 * Subscribers (pending and confirmed) with links of both purposes whose text is known, and a sent
 * notification per subscriber; idempotent. Answers the tokens and the notification's ids.
 */
export async function mailedLinkValues(db: D1Database): Promise<RealValues> {
  const now = new Date();
  const later = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString();
  const tokens: string[] = [];
  const statements: D1PreparedStatement[] = [];
  const notification = '7d8f1c9e-2b4a-4c6d-8e0f-1a2b3c4d5e6f';
  const recipients: string[] = [];
  for (let index = 0; index < SUBSCRIBERS; index++) {
    const id = `fuzz-subscriber-${index}`;
    const status = index % 2 === 0 ? 'pending' : 'subscribed';
    statements.push(
      db
        .prepare('INSERT OR IGNORE INTO newsletter_subscribers (id, email, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)')
        .bind(id, `fuzz${index}@example.pl`, status, now.toISOString()),
    );
    for (const purpose of ['confirm', 'unsubscribe']) {
      const token = `fuzz-${purpose}-token-${index}-${'x'.repeat(20)}`;
      tokens.push(token);
      statements.push(
        db
          .prepare('INSERT OR IGNORE INTO newsletter_tokens (token_hash, subscriber_id, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
          .bind(await hashToken(token), id, purpose, now.toISOString(), later),
      );
    }
    const recipient = `3f2504e0-4f89-41d3-9a0c-0305e82c330${index}`;
    recipients.push(recipient);
    statements.push(
      db
        .prepare('INSERT OR IGNORE INTO newsletter_deliveries (notification_uuid, recipient_uuid, subscriber_id, sent_at) VALUES (?1, ?2, ?3, ?4)')
        .bind(notification, recipient, id, now.toISOString()),
    );
  }
  await db.batch(statements);
  return { token: tokens, notificationUuid: [notification], recipientUuid: recipients };
}

/** Body properties a guarded form must carry to be taken: a few fresh, signed tickets. */
export async function formBodyValues(): Promise<Record<string, readonly unknown[]>> {
  return { ticket: await Promise.all([formTicket(), formTicket(20_000), formTicket(60_000)]) };
}
