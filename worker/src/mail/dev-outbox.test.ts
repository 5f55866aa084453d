import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { t } from '#lib/i18n/index.ts';
import { clearOutbox, enqueueSampleMails, readOutbox } from '#worker-test/mail.ts';
import worker from '../index.ts';

/** A request to the Worker with DEV_TOOLS on, as `npm start` and the browser tests run it. */
async function fetchWithDevTools(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://shop.test${path}`, init), { ...env, DEV_TOOLS: 'on' }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

beforeEach(async () => {
  await clearOutbox(env.DB);
  await enqueueSampleMails(env.DB, 1, new Date('2026-11-23T09:00:00.000Z'));
  await enqueueSampleMails(env.DB, 1, new Date('2026-11-23T10:00:00.000Z'), 'newsletter_confirmation');
});

describe('the outbox page with DEV_TOOLS=on', () => {
  it('lists the mails newest first with recipient, subject, status, attempts and time', async () => {
    const response = await fetchWithDevTools('/_dev/outbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    const [older, newer] = await readOutbox(env.DB);
    expect(html).toContain('<h1>Skrzynka nadawcza</h1>');
    expect(html.indexOf(`/_dev/outbox/${newer?.id}`)).toBeLessThan(html.indexOf(`/_dev/outbox/${older?.id}`));
    expect(html).toContain('<td>klient0@example.pl</td>');
    expect(html).toContain('Wiadomość 0</a>');
    expect(html).toContain('<td class="status-pending">oczekuje</td>');
    expect(html).toContain('<td>23-11-2026 11:00</td>');
  });

  it("shows one mail's details and its text", async () => {
    const [mail] = await readOutbox(env.DB);
    const response = await fetchWithDevTools(`/_dev/outbox/${mail?.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(mail?.idempotency_key);
    expect(html).toContain('Zamówienie: https://sklep.example/zamowienie/1');
    expect(html).toContain(`href="/_dev/outbox/${mail?.id}/html"`);
  });

  it("serves a mail's HTML on its own, sandboxed, with its links intact", async () => {
    const [mail] = await readOutbox(env.DB);
    const response = await fetchWithDevTools(`/_dev/outbox/${mail?.id}/html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/^sandbox; default-src 'none'/);
    const html = await response.text();
    expect(html).toBe(mail?.html_body);
    expect(html).toContain('<a href="https://sklep.example/zamowienie/1"');
  });

  it('runs one delivery on demand (the cron does not fire under wrangler dev) and shows its counts', async () => {
    const response = await fetchWithDevTools('/_dev/outbox/deliver', { method: 'POST', headers: { Origin: 'http://shop.test' } });
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(decodeURIComponent(location)).toBe('/_dev/outbox?dostarczono=released: 0, held: 2, sent: 0, retried: 0, failed: 0');
    expect((await readOutbox(env.DB)).map((mail) => mail.status)).toEqual(['held', 'held']);
    expect(await (await fetchWithDevTools(location)).text()).toContain('<strong>Dostarczanie uruchomione:</strong> released: 0, held: 2');
  });

  it('refuses a cross-site post to the delivery button', async () => {
    const response = await fetchWithDevTools('/_dev/outbox/deliver', {
      method: 'POST',
      headers: { Origin: 'https://zly.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(403);
    expect((await readOutbox(env.DB)).map((mail) => mail.status)).toEqual(['pending', 'pending']);
  });

  it('answers an unknown mail or path with the 404 page', async () => {
    expect((await fetchWithDevTools('/_dev/outbox/nie-ma')).status).toBe(404);
    expect((await fetchWithDevTools('/_dev/nic')).status).toBe(404);
  });
});

describe('the outbox page without DEV_TOOLS (production)', () => {
  it.each(['/_dev/outbox', '/_dev/outbox/x/html', '/_dev/'])('%s is the plain 404 page', async (path) => {
    const [mail] = await readOutbox(env.DB);
    const response = await SELF.fetch(`http://shop.test${path.replace('x', mail?.id ?? '')}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(t('Error.Heading.404'));
    expect(html).not.toContain('Skrzynka nadawcza');
    expect(html).not.toContain('klient0@example.pl');
  });

  it('does not run a delivery on a post', async () => {
    const response = await SELF.fetch('http://shop.test/_dev/outbox/deliver', { method: 'POST', headers: { Origin: 'http://shop.test' } });
    expect(response.status).toBe(404);
    expect((await readOutbox(env.DB)).map((mail) => mail.status)).toEqual(['pending', 'pending']);
  });
});
