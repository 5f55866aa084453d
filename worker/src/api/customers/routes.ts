/**
 * Registration (issue 14, spec §2 `/rejestracja`, `/rejestracja/potwierdzenie/{token}`): the form
 * (guarded like every public form: forms/guard.ts) and the confirmation from the mailed link.
 * The form answers the same whatever the address's state, in words and in timing; what differs
 * goes into the mail, to the mailbox's owner (registration.ts).
 */
import { lookUpCustomerToken } from '../../auth/customer-tokens.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { getShopUrl } from '../../config.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { GUARDED_FORM_ERRORS, guardForm } from '../../forms/guard.ts';
import { checkPasswordWithinLimits } from '../auth/login-throttle.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError, isUniqueViolation } from '../errors.ts';
import { newsletterSignUpStatements } from '../newsletter/sign-up.ts';
import { noQuery } from '../schemas.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { findCustomerByEmail } from './queries.ts';
import { confirmationStatements, findSignUp, registrationStatements } from './registration.ts';
import { accountFormAcceptedSchema, confirmationAnswerSchema, confirmationBody, registrationBody } from './schemas.ts';

const tags = ['Konto'];
const FORM_BODY_BYTES = 8 * 1024;
const LINK_ERRORS = { 404: 'Link jest nieznany, wygasł lub został już wykorzystany.' } as const;
const WRONG_SIGN_UP_PASSWORD =
  'To nie jest hasło podane przy rejestracji, z której pochodzi ten link. Jeśli rejestrowałeś się kilka razy, użyj linku z wiadomości wysłanej po tej rejestracji, przy której podałeś to hasło, albo zarejestruj się ponownie.';

const registerCall = declareCall({
  operationId: 'registerCustomer',
  method: 'post',
  path: '/',
  tags,
  summary:
    'Rejestracja konta: wysyła link aktywacyjny (ważny 7 dni). Odpowiedź jest ta sama dla nowego, niepotwierdzonego i istniejącego adresu; właściciel istniejącego konta dostaje wiadomość, że konto już jest.',
  request: { query: noQuery, body: jsonBody(registrationBody) },
  success: { schema: accountFormAcceptedSchema, description: 'Przyjęto; wiadomość czeka w kolejce do wysłania.' },
  errors: GUARDED_FORM_ERRORS,
  maxBodyBytes: FORM_BODY_BYTES,
});

const confirmCall = declareCall({
  operationId: 'confirmRegistration',
  method: 'post',
  path: '/confirmations',
  tags,
  summary:
    'Aktywacja konta tokenem z linku w wiadomości i hasłem podanym przy tej rejestracji; konto dostaje dane tej rejestracji, a wcześniejsze zamówienia gościa złożone z tego adresu zostają do niego dołączone.',
  request: { query: noQuery, body: jsonBody(confirmationBody) },
  success: { schema: confirmationAnswerSchema, description: 'Konto aktywne (teraz lub wcześniej).' },
  errors: {
    ...LINK_ERRORS,
    422: 'Hasło nie jest hasłem rejestracji, z której pochodzi link; nic nie zmieniono.',
    429: 'Zbyt wiele błędnych haseł dla tego adresu.',
  },
});

export const customerRoutes = createRouter()
  .openapi(registerCall, async (c) => {
    const form = c.req.valid('json');
    refuseCommonPassword(form.password);
    const now = new Date();
    // Hashed whatever the address's state (and even for a dropped bot): the same cost every time.
    const passwordHash = await hashPassword(form.password);
    if ((await guardForm(c, 'registration', form.email, form, now.getTime())) === 'accept') {
      const db = c.env.DB;
      const context = { passwordHash, ipPrefix: clientNetworkOf(c), shopUrl: getShopUrl(c.env, c.req.url), now };
      const register = async () => db.batch(await registrationStatements(db, form, await findCustomerByEmail(db, form.email), context));
      // Two registrations of one new address at once: the loser's insert breaks the unique
      // address, and its second try finds the winner's pending account and adds its own sign-up.
      // Any other failure is the server's: a batch that may have been written is not run again,
      // or one request would mail two links (issue 37).
      await register().catch((error: unknown) => (isUniqueViolation(error, 'customers.email') ? register() : Promise.reject(error)));
    }
    return c.json({ email: form.email }, 200);
  })
  .openapi(confirmCall, async (c) => {
    const { token, password } = c.req.valid('json');
    const db = c.env.DB;
    const now = new Date();
    const lookup = await lookUpCustomerToken(db, token, 'registration', now);
    if (lookup.state === 'expired') {
      throw new ApiError(404, 'token_expired', 'Ten link aktywacyjny wygasł. Zarejestruj się ponownie tym samym adresem, a wyślemy nowy.');
    }
    if (lookup.state !== 'valid') throw new ApiError(404, 'token_not_found', LINK_ERRORS[404]);
    const { customer } = lookup;
    if (customer.confirmedAt !== null) return c.json({ result: 'already_confirmed' as const, email: customer.email }, 200);
    const signUp = lookup.used ? null : await findSignUp(db, lookup.tokenHash);
    if (!signUp) throw new ApiError(404, 'token_not_found', LINK_ERRORS[404]);
    // The link and the password of its own sign-up, both: the mailbox's owner activates the
    // account they chose. Wrong passwords count against the address like failed logins.
    if (!(await checkPasswordWithinLimits(c, customer.email, () => verifyPassword(password, signUp.password_hash)))) {
      throw new ApiError(422, 'wrong_password', WRONG_SIGN_UP_PASSWORD, { password: WRONG_SIGN_UP_PASSWORD });
    }
    // The newsletter's own double opt-in follows a consent given with this sign-up.
    const newsletter = signUp.newsletter_consent_version
      ? await newsletterSignUpStatements(db, {
          email: customer.email,
          source: 'registration',
          consentVersion: signUp.newsletter_consent_version,
          ipPrefix: clientNetworkOf(c),
          shopUrl: getShopUrl(c.env, c.req.url),
          now,
        })
      : [];
    await db.batch([...confirmationStatements(db, customer, signUp, now), ...newsletter]);
    return c.json({ result: 'confirmed' as const, email: customer.email }, 200);
  });
