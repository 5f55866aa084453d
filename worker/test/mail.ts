// Helpers of the mail tests: a rendered mail, and the outbox read back.
import type { MailKind, OutboxRow } from '#worker/mail/outbox.ts';
import { enqueueMail } from '#worker/mail/outbox.ts';
import { type RenderedMail, renderMail } from '#worker/mail/render.ts';

export function sampleMail(subject = 'Potwierdzenie zamówienia'): RenderedMail {
  return renderMail(
    { subject, heading: subject, paragraphs: ['Dziękujemy.'], links: [{ label: 'Zamówienie', url: 'https://sklep.example/zamowienie/1' }] },
    { shopUrl: 'https://sklep.example' },
  );
}

/** Puts `count` mails into the outbox on their own (tests of delivery, not of the same-batch rule). */
export async function enqueueSampleMails(db: D1Database, count: number, now: Date, kind: MailKind = 'order_confirmation'): Promise<void> {
  const statements = Array.from({ length: count }, (_, index) =>
    enqueueMail(
      db,
      { kind, to: `klient${index}@example.pl`, mail: sampleMail(`Wiadomość ${index}`), cause: { kind: 'test', id: String(index) } },
      now,
    ),
  ).flat();
  await db.batch(statements);
}

export async function readOutbox(db: D1Database): Promise<OutboxRow[]> {
  const { results } = await db.prepare('SELECT * FROM mail_outbox ORDER BY created_at, cause_id').all<OutboxRow>();
  return results;
}

export async function clearOutbox(db: D1Database): Promise<void> {
  await db.prepare('DELETE FROM mail_outbox').run();
}
