/**
 * Password reset (issue 14, spec §2 `/resetowanie-hasla`, `/haslo/reset/{passwordResetToken}`).
 * The request answers the same for every address; only a confirmed account gets the link (one
 * hour, single use). Setting the new password is a security event (auth/security-events.ts): it
 * spends the link and voids every other open link of the account, ends every login of the account
 * and every id of its carts (a browser that held one loses the cart with the login), forgets the
 * address's failed logins (the mailbox is proven) and notes it in the account's history: one batch.
 */
import { issueCustomerToken, lookUpCustomerToken } from '../../auth/customer-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { securityEventStatements } from '../../auth/security-events.ts';
import { logEventOfUuidStatement, logEventStatement } from '../../auth/sessions.ts';
import { getShopUrl } from '../../config.ts';
import { GUARDED_FORM_ERRORS, guardForm } from '../../forms/guard.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { forgetFailedLoginsStatement } from '../auth/login-throttle.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { passwordResetMail } from '../customers/mails.ts';
import { COMMON_PASSWORD_ERROR, refuseCommonPassword } from '../customers/password-policy.ts';
import { findConfirmedCustomerUuid, resetPasswordStatement } from '../customers/queries.ts';
import { accountFormAcceptedSchema } from '../customers/schemas.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { newPasswordBody, passwordResetDoneSchema, resetRequestBody } from './schemas.ts';

const tags = ['Konto'];
const FORM_BODY_BYTES = 4 * 1024;
const LINK_ERRORS = { 404: 'Link do ustawienia hasła jest nieznany, wygasł lub został już wykorzystany.' } as const;

const requestResetCall = declareCall({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: '/resets',
  tags,
  summary: 'Prośba o nowe hasło: aktywne konto dostaje link ważny godzinę. Odpowiedź jest ta sama bez względu na to, czy adres ma konto.',
  request: { query: noQuery, body: jsonBody(resetRequestBody) },
  success: { schema: accountFormAcceptedSchema, description: 'Przyjęto.' },
  errors: GUARDED_FORM_ERRORS,
  maxBodyBytes: FORM_BODY_BYTES,
});

const completeResetCall = declareCall({
  operationId: 'resetPassword',
  method: 'post',
  path: '/resets/completions',
  tags,
  summary: 'Nowe hasło tokenem z linku: link działa raz; wszystkie sesje konta zostają zakończone.',
  request: { query: noQuery, body: jsonBody(newPasswordBody) },
  success: { schema: passwordResetDoneSchema, description: 'Hasło zmienione; można się zalogować nowym.' },
  errors: { ...LINK_ERRORS, ...COMMON_PASSWORD_ERROR },
  maxBodyBytes: FORM_BODY_BYTES,
});

export const passwordRoutes = createRouter()
  .openapi(requestResetCall, async (c) => {
    const { email, ...guard } = c.req.valid('json');
    const now = new Date();
    if ((await guardForm(c, 'password_reset', email, guard, now.getTime())) === 'accept') {
      const db = c.env.DB;
      const customerUuid = await findConfirmedCustomerUuid(db, email);
      if (customerUuid) {
        const link = await issueCustomerToken(db, customerUuid, 'password_reset', now);
        await db.batch([
          link.statement,
          logEventOfUuidStatement(db, customerUuid, 'password_reset_requested', now.toISOString()),
          ...enqueueMail(
            db,
            {
              kind: 'password_reset',
              to: email,
              mail: passwordResetMail(getShopUrl(c.env, c.req.url), link.token),
              cause: { kind: 'customer', id: customerUuid },
            },
            now,
          ),
        ]);
      }
    }
    return c.json({ email }, 200);
  })
  .openapi(completeResetCall, async (c) => {
    const { token, password } = c.req.valid('json');
    refuseCommonPassword(password);
    const db = c.env.DB;
    const now = new Date();
    const lookup = await lookUpCustomerToken(db, token, 'password_reset', now);
    if (lookup.state === 'expired') {
      throw new ApiError(404, 'token_expired', 'Link do ustawienia hasła wygasł (działa godzinę). Poproś o nowy.');
    }
    if (lookup.state !== 'valid' || lookup.used) throw new ApiError(404, 'token_not_found', LINK_ERRORS[404]);
    const { customer, tokenHash } = lookup;
    const passwordHash = await hashPassword(password);
    const at = now.toISOString();
    const [changed] = await db.batch([
      resetPasswordStatement(db, customer.id, passwordHash, at, tokenHash),
      // Every link of the account (this one too), every login and every id of its carts end.
      ...securityEventStatements(db, customer.id, 'password_reset', at),
      // The mailbox is proven: the address's failed logins are forgotten, as the 429 promises.
      forgetFailedLoginsStatement(db, customer.email),
      logEventStatement(db, customer.id, 'password_reset', null, null, at),
    ]);
    if ((changed?.meta.changes ?? 0) !== 1) throw new ApiError(404, 'token_not_found', LINK_ERRORS[404]);
    return c.json({ passwordChanged: true as const, email: customer.email }, 200);
  });
