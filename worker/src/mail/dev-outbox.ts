/**
 * The developer's window on the outbox, at /_dev/outbox: every mail, newest first, with its
 * status and attempts; one mail's details and text; its HTML at /_dev/outbox/{id}/html, served
 * as its own document under `Content-Security-Policy: sandbox` (no script runs, nothing loads but
 * inline styles and images; its links are ordinary links). Only when DEV_TOOLS is `on` (set by
 * `npm start` and the browser tests, scripts/lib/local-worker.ts); otherwise every /_dev path is
 * the shop's plain 404 page, as if it did not exist. `wrangler dev` never fires the cron, so the
 * list has a button that runs one delivery (the scheduled handler's work) on demand.
 */
import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { formatDateTime } from '#lib/dates.ts';
import { answerError } from '../edge/error-page.ts';
import { notFoundPage } from '../edge/site.ts';
import type { AppEnv } from '../env.ts';
import { deliverOutbox } from './drain.ts';
import type { OutboxRow } from './outbox.ts';
import { escapeHtml } from './render.ts';

export const DEV_OUTBOX_PATH = '/_dev/outbox';
/** How many mails the list shows. */
const LIST_LIMIT = 200;

/** The dev pages: no script, inline styles only, never framed; the shop's SVG icon, as on its pages. */
const DEV_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'";
/** A mail's HTML: sandboxed (an opaque origin, no script), images from anywhere as a mail client shows them. */
const MAIL_HTML_POLICY =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; base-uri 'none'; frame-ancestors 'none'";

const STATUS_LABELS: Readonly<Record<OutboxRow['status'], string>> = {
  pending: 'oczekuje',
  sending: 'wysyłany',
  sent: 'wysłany',
  failed: 'nieudany',
  held: 'wstrzymany (brak dostawcy)',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<link rel="icon" href="/lsb/favicon.svg">
<style>
body { font-family: system-ui, sans-serif; margin: 24px; color: #1d2733; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #dde3e9; vertical-align: top; }
pre { white-space: pre-wrap; background: #f3f5f7; padding: 12px; }
.status-failed { color: #b00020; } .status-sent { color: #1b7f3b; }
</style></head>
<body>
${body}
</body>
</html>
`;
}

function time(value: string | null): string {
  return value ? escapeHtml(formatDateTime(value)) : '–';
}

function mailPath(id: string, suffix = ''): string {
  return `${DEV_OUTBOX_PATH}/${encodeURIComponent(id)}${suffix}`;
}

export const devTools = new Hono<AppEnv>();

devTools.use('*', async (c, next) => {
  if (c.env.DEV_TOOLS !== 'on') return notFoundPage(c);
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
});

devTools.get('/outbox', async (c) => {
  const { results } = await c.env.DB.prepare(
    'SELECT id, recipient, subject, kind, status, attempts, created_at, sent_at FROM mail_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?1',
  )
    .bind(LIST_LIMIT)
    .all<Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'kind' | 'status' | 'attempts' | 'created_at' | 'sent_at'>>();
  const rows = results
    .map(
      (mail) => `<tr>
<td>${time(mail.created_at)}</td>
<td>${escapeHtml(mail.recipient)}</td>
<td><a href="${mailPath(mail.id)}">${escapeHtml(mail.subject)}</a></td>
<td>${escapeHtml(mail.kind)}</td>
<td class="status-${mail.status}">${escapeHtml(STATUS_LABELS[mail.status])}</td>
<td>${mail.attempts}</td>
<td><a href="${mailPath(mail.id, '/html')}">HTML</a></td>
</tr>`,
    )
    .join('\n');
  const table =
    results.length === 0
      ? '<p>Skrzynka nadawcza jest pusta.</p>'
      : `<table><thead><tr><th>Utworzono</th><th>Odbiorca</th><th>Temat</th><th>Rodzaj</th><th>Stan</th><th>Próby</th><th>Treść</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
  const report = c.req.query('dostarczono');
  const notice = report ? `<p role="status"><strong>Dostarczanie uruchomione:</strong> ${escapeHtml(report)}</p>\n` : '';
  const deliver = `<form method="post" action="${DEV_OUTBOX_PATH}/deliver"><button type="submit">Uruchom dostarczanie teraz</button> (to, co cron robi co minutę; bez RESEND_API_KEY wiadomości zostają wstrzymane)</form>`;
  c.set('contentSecurityPolicy', DEV_PAGE_POLICY);
  return c.html(
    page('Skrzynka nadawcza', `<h1>Skrzynka nadawcza</h1>\n${notice}${deliver}\n<p>Najnowsze ${LIST_LIMIT} wiadomości, od najnowszej.</p>\n${table}`),
  );
});

// One delivery run on demand, then back to the list with its counts (post/redirect/get).
devTools.post('/outbox/deliver', csrf(), async (c) => {
  const report = await deliverOutbox(c.env);
  const summary = Object.entries(report)
    .map(([name, count]) => `${name}: ${count}`)
    .join(', ');
  return c.redirect(`${DEV_OUTBOX_PATH}?dostarczono=${encodeURIComponent(summary)}`, 303);
});

async function findMail(db: D1Database, id: string): Promise<OutboxRow | null> {
  return db.prepare('SELECT * FROM mail_outbox WHERE id = ?1').bind(id).first<OutboxRow>();
}

devTools.get('/outbox/:id', async (c) => {
  const mail = await findMail(c.env.DB, c.req.param('id'));
  if (!mail) return notFoundPage(c);
  const facts: [string, string][] = [
    ['Odbiorca', escapeHtml(mail.recipient)],
    ['Temat', escapeHtml(mail.subject)],
    ['Rodzaj', escapeHtml(mail.kind)],
    ['Przyczyna', `${escapeHtml(mail.cause_kind)} ${escapeHtml(mail.cause_id)}`],
    ['Stan', `<span class="status-${mail.status}">${escapeHtml(STATUS_LABELS[mail.status])}</span>`],
    ['Próby', String(mail.attempts)],
    ['Utworzono', time(mail.created_at)],
    ['Następna próba', mail.status === 'pending' ? time(mail.next_attempt_at) : '–'],
    ['Wysłano', time(mail.sent_at)],
    ['Ostatni błąd', escapeHtml(mail.last_error ?? '–')],
    ['Klucz idempotencji', escapeHtml(mail.idempotency_key)],
  ];
  const body = `<p><a href="${DEV_OUTBOX_PATH}">← Skrzynka nadawcza</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<table><tbody>
${facts.map(([label, value]) => `<tr><th>${label}</th><td>${value}</td></tr>`).join('\n')}
</tbody></table>
<h2>Wersja HTML</h2>
<p><a href="${mailPath(mail.id, '/html')}">Otwórz wersję HTML</a> (w piaskownicy: bez skryptów, z klikalnymi linkami)</p>
<h2>Wersja tekstowa</h2>
<pre>${escapeHtml(mail.text_body)}</pre>`;
  c.set('contentSecurityPolicy', DEV_PAGE_POLICY);
  return c.html(page(mail.subject, body));
});

devTools.get('/outbox/:id/html', async (c) => {
  const mail = await findMail(c.env.DB, c.req.param('id'));
  if (!mail) return notFoundPage(c);
  c.set('contentSecurityPolicy', MAIL_HTML_POLICY);
  return c.html(mail.html_body);
});

devTools.all('*', (c) => notFoundPage(c));
// A refused cross-site post (csrf) keeps its 403; anything else is the shop's 500 page.
devTools.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : answerError(error, c)));
