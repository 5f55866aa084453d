import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOutbox, readOutbox, sampleMail } from '#worker-test/mail.ts';
import { enqueueMail, listMailsOfCause } from './outbox.ts';

const now = new Date('2026-11-23T10:00:00.000Z');

function insertDepartment(slug: string, email: string): D1PreparedStatement {
  return env.DB.prepare(
    "INSERT INTO departments (slug, name, description, phone, email) VALUES (?1, 'Dział testowy', 'Opis', '+48 71 000 00 00', ?2)",
  ).bind(slug, email);
}

describe('the outbox is written in the same batch as the change it reports', () => {
  beforeEach(() => clearOutbox(env.DB));

  it('stores the mail with the change: pending, due now, with its cause and a UUID idempotency key', async () => {
    const mail = sampleMail();
    await env.DB.batch([
      insertDepartment('dzial-poczty', 'dzial@example.pl'),
      ...enqueueMail(env.DB, { kind: 'contact_copy', to: 'klient@example.pl', mail, cause: { kind: 'department', id: 'dzial-poczty' } }, now),
    ]);
    expect(await env.DB.prepare("SELECT slug FROM departments WHERE slug = 'dzial-poczty'").first()).not.toBeNull();
    const [row, ...others] = await listMailsOfCause(env.DB, { kind: 'department', id: 'dzial-poczty' });
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      kind: 'contact_copy',
      recipient: 'klient@example.pl',
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
      sent_at: null,
      last_error: null,
    });
    expect(row?.idempotency_key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(row?.idempotency_key).not.toBe(row?.id);
  });

  it('leaves no mail when the change is rolled back (a constraint fails later in the same batch)', async () => {
    const batch = env.DB.batch([
      ...enqueueMail(
        env.DB,
        { kind: 'contact_copy', to: 'klient@example.pl', mail: sampleMail(), cause: { kind: 'department', id: 'zly-dzial' } },
        now,
      ),
      // departments.email has a CHECK: this statement fails, and the whole batch with it.
      insertDepartment('zly-dzial', 'to nie jest adres'),
    ]);
    await expect(batch).rejects.toThrow(/CHECK constraint failed/);
    expect(await readOutbox(env.DB)).toEqual([]);
    expect(await env.DB.prepare("SELECT slug FROM departments WHERE slug = 'zly-dzial'").first()).toBeNull();
  });

  it('refuses a recipient that is not an e-mail address before anything is written', () => {
    expect(() => enqueueMail(env.DB, { kind: 'contact_copy', to: 'nie-adres', mail: sampleMail(), cause: { kind: 'x', id: '1' } })).toThrow();
  });
});
