/**
 * The newsletter (issue 11, spec §2): sign-up with double opt-in, confirmation, one-click
 * unsubscribe by token (also RFC 8058's POST from mail clients), unsubscribe by address, and the
 * click of a notification link. The forms answer the same whatever the address's state, so no
 * one learns from them who is subscribed; what differs goes into the mail, to the mailbox's owner.
 */
import type { Context } from 'hono';
import { getShopUrl } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { GUARDED_FORM_ERRORS, guardForm } from '../../forms/guard.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { newsletterHeaders, unsubscribeLinkMail, welcomeMail } from './mails.ts';
import {
  confirmStatements,
  findSubscriber,
  issueToken,
  lookUpToken,
  recordClick,
  recordConsent,
  type TokenLookup,
  unsubscribeStatements,
} from './queries.ts';
import {
  cancellationSchema,
  clickSchema,
  confirmationSchema,
  formAcceptedSchema,
  notificationClickParams,
  signUpBody,
  tokenParams,
  unsubscribeRequestBody,
} from './schemas.ts';
import { newsletterSignUpStatements } from './sign-up.ts';

const tags = ['Newsletter'];
const FORM_BODY_BYTES = 4 * 1024;
const TOKEN_ERRORS = {
  404: 'Link jest nieznany, wygasł lub został już wykorzystany.',
};

const signUpCall = declareCall({
  operationId: 'signUpForNewsletter',
  method: 'post',
  path: '/subscriptions',
  tags,
  summary: 'Zapis do newslettera: wysyła link potwierdzający (double opt-in). Odpowiedź jest ta sama bez względu na to, czy adres był już zapisany.',
  request: { query: noQuery, body: jsonBody(signUpBody) },
  success: { schema: formAcceptedSchema, description: 'Przyjęto; wiadomość czeka w kolejce do wysłania.' },
  errors: GUARDED_FORM_ERRORS,
  maxBodyBytes: FORM_BODY_BYTES,
});

const confirmCall = declareCall({
  operationId: 'confirmNewsletter',
  method: 'post',
  path: '/confirmations/{token}',
  tags,
  summary: 'Potwierdzenie zapisu linkiem z wiadomości.',
  request: { params: tokenParams, query: noQuery },
  success: { schema: confirmationSchema, description: 'Zapis potwierdzony (teraz lub wcześniej).' },
  errors: TOKEN_ERRORS,
});

const cancelCall = declareCall({
  operationId: 'cancelNewsletter',
  method: 'post',
  path: '/cancellations/{token}',
  tags,
  summary:
    'Rezygnacja jednym kliknięciem, linkiem z wiadomości; ten adres jest też w nagłówku List-Unsubscribe (RFC 8058: treść `List-Unsubscribe=One-Click` jest pomijana).',
  request: { params: tokenParams, query: noQuery },
  success: { schema: cancellationSchema, description: 'Adres wypisany (teraz lub wcześniej).' },
  errors: TOKEN_ERRORS,
  acceptsCrossSitePost: true,
});

const unsubscribeRequestCall = declareCall({
  operationId: 'requestNewsletterCancellation',
  method: 'post',
  path: '/cancellation-requests',
  tags,
  summary: 'Rezygnacja po adresie: zapisany adres dostaje link do rezygnacji. Odpowiedź jest ta sama, czy adres był zapisany, czy nie.',
  request: { query: noQuery, body: jsonBody(unsubscribeRequestBody) },
  success: { schema: formAcceptedSchema, description: 'Przyjęto.' },
  errors: GUARDED_FORM_ERRORS,
  maxBodyBytes: FORM_BODY_BYTES,
});

const clickCall = declareCall({
  operationId: 'recordNewsletterClick',
  method: 'post',
  path: '/notifications/{notificationUuid}/recipients/{recipientUuid}/clicks',
  tags,
  summary: 'Kliknięcie linku z powiadomienia newslettera; zapisywane jest tylko pierwsze.',
  request: { params: notificationClickParams, query: noQuery },
  success: { schema: clickSchema, description: 'Kliknięcie przyjęte.' },
  errors: { 404: 'Nie wysłano takiego powiadomienia do tego odbiorcy.' },
});

/** The 404 of a link that opens nothing (unknown, expired or of another purpose). */
function tokenNotFound(lookup: Exclude<TokenLookup, { state: 'valid' }>): ApiError {
  return lookup.state === 'expired'
    ? new ApiError(404, 'token_expired', 'Ten link wygasł. Zapisz się ponownie, a wyślemy nowy.')
    : new ApiError(404, 'token_not_found', TOKEN_ERRORS[404]);
}

function shopUrlOf(c: Context<AppEnv>): string {
  return getShopUrl(c.env, c.req.url);
}

/** Runs a batch built from a fresh read, once more if a concurrent request changed that read. */
async function withOneRetry(build: () => Promise<D1PreparedStatement[]>, db: D1Database): Promise<void> {
  try {
    await db.batch(await build());
  } catch {
    await db.batch(await build());
  }
}

export const newsletterRoutes = createRouter()
  .openapi(signUpCall, async (c) => {
    const body = c.req.valid('json');
    const now = new Date();
    if ((await guardForm(c, 'newsletter', body.email, body, now.getTime())) === 'accept') {
      const db = c.env.DB;
      const shopUrl = shopUrlOf(c);
      const signUp = { email: body.email, source: body.source, consentVersion: body.consentVersion, ipPrefix: clientNetworkOf(c), shopUrl, now };
      await withOneRetry(() => newsletterSignUpStatements(db, signUp), db);
    }
    return c.json({ email: body.email }, 200);
  })
  .openapi(confirmCall, async (c) => {
    const { token } = c.req.valid('param');
    const db = c.env.DB;
    const now = new Date();
    const lookup = await lookUpToken(db, token, 'confirm', now);
    if (lookup.state !== 'valid') throw tokenNotFound(lookup);
    const { subscriber } = lookup;
    if (subscriber.status === 'subscribed') return c.json({ result: 'already_confirmed' as const, email: subscriber.email }, 200);
    if (lookup.used) throw tokenNotFound({ state: 'unknown' });
    const shopUrl = shopUrlOf(c);
    const unsubscribe = await issueToken(db, subscriber.id, 'unsubscribe', now);
    await db.batch([
      ...confirmStatements(db, subscriber.id, lookup.tokenHash, now),
      unsubscribe.statement,
      ...recordConsent(db, subscriber.id, { action: 'confirm', source: 'link', ipPrefix: clientNetworkOf(c) }, now),
      ...enqueueMail(
        db,
        {
          kind: 'newsletter_welcome',
          to: subscriber.email,
          mail: welcomeMail(shopUrl, unsubscribe.token),
          cause: { kind: 'newsletter_subscriber', id: subscriber.id },
          headers: newsletterHeaders(shopUrl, unsubscribe.token),
        },
        now,
      ),
    ]);
    return c.json({ result: 'confirmed' as const, email: subscriber.email }, 200);
  })
  .openapi(cancelCall, async (c) => {
    const { token } = c.req.valid('param');
    const db = c.env.DB;
    const now = new Date();
    const lookup = await lookUpToken(db, token, 'unsubscribe', now);
    if (lookup.state !== 'valid') throw tokenNotFound(lookup);
    const { subscriber } = lookup;
    if (subscriber.status === 'unsubscribed') return c.json({ result: 'already_unsubscribed' as const, email: subscriber.email }, 200);
    // A mail client's RFC 8058 POST is form-encoded; the page's is not: both are one click.
    const source = c.req.header('Content-Type')?.startsWith('application/x-www-form-urlencoded') ? 'one_click' : 'link';
    await db.batch([
      ...unsubscribeStatements(db, subscriber.id, now),
      ...recordConsent(db, subscriber.id, { action: 'unsubscribe', source, ipPrefix: clientNetworkOf(c) }, now),
    ]);
    return c.json({ result: 'unsubscribed' as const, email: subscriber.email }, 200);
  })
  .openapi(unsubscribeRequestCall, async (c) => {
    const body = c.req.valid('json');
    const now = new Date();
    if ((await guardForm(c, 'newsletter_unsubscribe', body.email, body, now.getTime())) === 'accept') {
      const db = c.env.DB;
      const subscriber = await findSubscriber(db, body.email);
      if (subscriber && subscriber.status !== 'unsubscribed') {
        const shopUrl = shopUrlOf(c);
        const unsubscribe = await issueToken(db, subscriber.id, 'unsubscribe', now);
        await db.batch([
          unsubscribe.statement,
          ...enqueueMail(
            db,
            {
              kind: 'newsletter_unsubscribe_link',
              to: subscriber.email,
              mail: unsubscribeLinkMail(shopUrl, unsubscribe.token),
              cause: { kind: 'newsletter_subscriber', id: subscriber.id },
            },
            now,
          ),
        ]);
      }
    }
    return c.json({ email: body.email }, 200);
  })
  .openapi(clickCall, async (c) => {
    const { notificationUuid, recipientUuid } = c.req.valid('param');
    const click = await recordClick(c.env.DB, notificationUuid, recipientUuid, new Date().toISOString());
    if (click === 'unknown') throw new ApiError(404, 'not_found', 'Nie wysłano takiego powiadomienia do tego odbiorcy.');
    return c.json({ firstClick: click === 'first' }, 200);
  });
