/**
 * The customer's own data under `/api/secure/v1/users/me` (spec §7, issue 14's account tabs):
 * every call acts for the customer of the bearer token (auth/require-customer.ts) and reaches only
 * that customer's rows; another customer's address uuid is answered like a missing one (404).
 * Answers are the customer's own: `Cache-Control: private, no-store`.
 */
import type { Context } from 'hono';
import { type OrderStatus, orderStatusLabel } from '#lib/orders.ts';
import { hashToken, newToken } from '../../auth/one-time-tokens.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { securityEventStatements } from '../../auth/security-events.ts';
import { logEventStatement } from '../../auth/sessions.ts';
import { getShopUrl } from '../../config.ts';
import type { AppEnv } from '../../env.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { CART_SESSION_HEADER } from '../../shared-names.ts';
import { checkPasswordWithinLimits } from '../auth/login-throttle.ts';
import { customerOf, SIGNED_IN_ERRORS, type SignedInCustomer, secureCall } from '../auth/require-customer.ts';
import { cartSessionForLogin } from '../carts/attach-to-customer.ts';
import { cartHeaders } from '../carts/schemas.ts';
import { currentTime } from '../clock.ts';
import { createRouter, declareCall, jsonBody, privateNoStore } from '../contract.ts';
import { refuseCommonPassword } from '../customers/password-policy.ts';
import { setPasswordStatement } from '../customers/queries.ts';
import { ApiError, isUniqueViolation } from '../errors.ts';
import { getProductsByUuids } from '../products/queries.ts';
import { noQuery } from '../schemas.ts';
import { type AddressWrite, addAddress, deleteAddress, setDefaultAddress, updateAddress } from './addresses.ts';
import { EMAIL_CHANGE_LINK_HOURS, emailChangedMail, emailChangeMail, emailTakenMail } from './mails.ts';
import { accountMessages } from './messages.ts';
import {
  changeEmailStatements,
  emailChangeRequestStatement,
  findOpenEmailChange,
  isEmailTaken,
  listAddresses,
  listBoughtProducts,
  listCustomerOrders,
  readInvoiceData,
  readPasswordHash,
  readUser,
  updateInvoiceData,
  updateProfile,
} from './queries.ts';
import {
  accountOrdersQuery,
  accountOrdersSchema,
  addressBody,
  addressListSchema,
  addressParams,
  boughtProductsSchema,
  emailChangeBody,
  emailChangeConfirmationBody,
  emailChangedSchema,
  emailChangeRequestedSchema,
  invoiceDataAnswerSchema,
  invoiceDataBody,
  passwordChangeBody,
  passwordChangedSchema,
  profileBody,
  userSchema,
} from './schemas.ts';

const tags = ['Konto'];
/** Spec §9: a data table shows ten rows a page. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

const meCall = declareCall({
  operationId: 'getCurrentUser',
  method: 'get',
  path: '/me',
  tags,
  summary: 'Zalogowany klient (spec §7: cała odpowiedź to użytkownik).',
  request: { query: noQuery },
  success: { schema: userSchema, description: 'Klient.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const updateProfileCall = declareCall({
  operationId: 'updateCurrentUser',
  method: 'put',
  path: '/me',
  tags,
  summary: 'Zmienia imię, nazwisko i telefon klienta.',
  request: { query: noQuery, body: jsonBody(profileBody) },
  success: { schema: userSchema, description: 'Klient po zmianie.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const changePasswordCall = declareCall({
  operationId: 'changePassword',
  method: 'post',
  path: '/me/password',
  tags,
  summary:
    'Zmienia hasło po podaniu obecnego; kończy wszystkie inne logowania klienta (to zostaje), unieważnia wysłane linki jednorazowe i daje tej przeglądarce nową sesję koszyka.',
  request: { query: noQuery, headers: cartHeaders.partial(), body: jsonBody(passwordChangeBody) },
  success: { schema: passwordChangedSchema, description: 'Hasło zmienione.' },
  handsOverCartSession: true,
  errors: {
    ...SIGNED_IN_ERRORS,
    422: 'Obecne hasło się nie zgadza albo nowe hasło jest na liście najpopularniejszych; nic nie zmieniono.',
    429: 'Zbyt wiele błędnych haseł dla tego konta.',
  },
  ...secureCall,
});

const requestEmailChangeCall = declareCall({
  operationId: 'requestEmailChange',
  method: 'post',
  path: '/me/email',
  tags,
  summary:
    'Prosi o zmianę adresu logowania po podaniu hasła: link potwierdzenia idzie na nowy adres. Odpowiedź jest taka sama, czy adres ma już konto, czy nie (wtedy wiadomość mówi o tym właścicielowi).',
  request: { query: noQuery, body: jsonBody(emailChangeBody) },
  success: { schema: emailChangeRequestedSchema, description: 'Wiadomość z linkiem wysłana na nowy adres.' },
  errors: {
    ...SIGNED_IN_ERRORS,
    422: 'Hasło się nie zgadza albo to obecny adres konta; nic nie zmieniono.',
    429: 'Zbyt wiele błędnych haseł dla tego konta.',
  },
  ...secureCall,
});

const confirmEmailChangeCall = declareCall({
  operationId: 'confirmEmailChange',
  method: 'post',
  path: '/me/email/confirmations',
  tags,
  summary:
    'Zmienia adres logowania na adres z linku (jednorazowego, ważnego 24 godziny) — tylko dla klienta, który o zmianę prosił. Kończy inne logowania klienta i unieważnia wysłane linki jednorazowe.',
  request: { query: noQuery, body: jsonBody(emailChangeConfirmationBody) },
  success: { schema: emailChangedSchema, description: 'Adres zmieniony.' },
  errors: {
    ...SIGNED_IN_ERRORS,
    404: accountMessages.emailLinkInvalid,
    409: accountMessages.emailTakenMeanwhile,
  },
  ...secureCall,
});

const listAddressesCall = declareCall({
  operationId: 'listAddresses',
  method: 'get',
  path: '/me/addresses',
  tags,
  summary: 'Zapisane adresy dostawy, domyślny pierwszy.',
  request: { query: noQuery },
  success: { schema: addressListSchema, description: 'Adresy.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const addAddressCall = declareCall({
  operationId: 'addAddress',
  method: 'post',
  path: '/me/addresses',
  tags,
  summary: `Zapisuje adres dostawy (najwyżej 20); pierwszy adres albo oznaczony \`isDefault\` staje się domyślnym.`,
  request: { query: noQuery, body: jsonBody(addressBody) },
  success: { schema: addressListSchema, description: 'Adresy po zmianie.' },
  errors: { ...SIGNED_IN_ERRORS, 409: accountMessages.addressLimit },
  ...secureCall,
});

const updateAddressCall = declareCall({
  operationId: 'updateAddress',
  method: 'put',
  path: '/me/addresses/{uuid}',
  tags,
  summary: 'Zmienia zapisany adres; `isDefault: true` czyni go domyślnym (false nie przenosi oznaczenia).',
  request: { params: addressParams, query: noQuery, body: jsonBody(addressBody) },
  success: { schema: addressListSchema, description: 'Adresy po zmianie.' },
  errors: { ...SIGNED_IN_ERRORS, 404: accountMessages.addressNotFound },
  ...secureCall,
});

const setDefaultAddressCall = declareCall({
  operationId: 'setDefaultAddress',
  method: 'post',
  path: '/me/addresses/{uuid}/default',
  tags,
  summary: 'Czyni zapisany adres domyślnym (wybieranym w kasie).',
  request: { params: addressParams, query: noQuery },
  success: { schema: addressListSchema, description: 'Adresy po zmianie.' },
  errors: { ...SIGNED_IN_ERRORS, 404: accountMessages.addressNotFound },
  ...secureCall,
});

const deleteAddressCall = declareCall({
  operationId: 'deleteAddress',
  method: 'delete',
  path: '/me/addresses/{uuid}',
  tags,
  summary: 'Usuwa zapisany adres; usunięty domyślny przechodzi na najnowszy z pozostałych.',
  request: { params: addressParams, query: noQuery },
  success: { schema: addressListSchema, description: 'Adresy po zmianie.' },
  errors: { ...SIGNED_IN_ERRORS, 404: accountMessages.addressNotFound },
  ...secureCall,
});

const invoiceDataCall = declareCall({
  operationId: 'getInvoiceData',
  method: 'get',
  path: '/me/invoice-data',
  tags,
  summary: 'Dane do faktury: rodzaj klienta, nazwa i NIP organizacji, adres, e-mail do faktur.',
  request: { query: noQuery },
  success: { schema: invoiceDataAnswerSchema, description: 'Dane do faktury.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const updateInvoiceDataCall = declareCall({
  operationId: 'updateInvoiceData',
  method: 'put',
  path: '/me/invoice-data',
  tags,
  summary: 'Zmienia dane do faktury (NIP z cyfrą kontrolną, jak w kasie).',
  request: { query: noQuery, body: jsonBody(invoiceDataBody) },
  success: { schema: invoiceDataAnswerSchema, description: 'Dane do faktury po zmianie.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const ordersCall = declareCall({
  operationId: 'listAccountOrders',
  method: 'get',
  path: '/me/orders',
  tags,
  summary: 'Zamówienia klienta od najnowszego, po 10 na stronie.',
  request: { query: accountOrdersQuery },
  success: { schema: accountOrdersSchema, description: 'Strona zamówień.' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

const productsCall = declareCall({
  operationId: 'listBoughtProducts',
  method: 'get',
  path: '/me/products',
  tags,
  summary: 'Kupione wcześniej produkty (bez anulowanych zamówień) z łączną ilością, datą ostatniego zamówienia i dzisiejszą ofertą z katalogu.',
  request: { query: noQuery },
  success: { schema: boughtProductsSchema, description: 'Produkty, ostatnio zamawiane pierwsze (najwyżej 100).' },
  errors: SIGNED_IN_ERRORS,
  ...secureCall,
});

/** Throws the 422 (or the 429 of too many failures) unless `password` is the customer's. */
async function requirePassword(c: Context<AppEnv>, customer: SignedInCustomer, password: string, field: string) {
  // The failed-login limits of the account count wrong passwords here too: a stolen session cannot guess on.
  const hash = await readPasswordHash(c.env.DB, customer.id);
  if (await checkPasswordWithinLimits(c, customer.email, () => verifyPassword(password, hash))) return;
  throw new ApiError(422, 'wrong_password', accountMessages.wrongPassword, { [field]: accountMessages.wrongPassword });
}

function answerAddressWrite(outcome: AddressWrite): void {
  if (outcome === 'not_found') throw new ApiError(404, 'not_found', accountMessages.addressNotFound);
  if (outcome === 'limit_reached') throw new ApiError(409, 'address_limit', accountMessages.addressLimit);
}

export const userRoutes = createRouter();
userRoutes.use('*', privateNoStore);
userRoutes
  .openapi(meCall, async (c) => c.json(await readUser(c.env.DB, customerOf(c).id), 200))
  .openapi(updateProfileCall, async (c) => {
    const { id } = customerOf(c);
    const profile = c.req.valid('json');
    await updateProfile(c.env.DB, id, profile, currentTime());
    return c.json(await readUser(c.env.DB, id), 200);
  })
  .openapi(changePasswordCall, async (c) => {
    const customer = customerOf(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    await requirePassword(c, customer, currentPassword, 'currentPassword');
    refuseCommonPassword(newPassword, 'newPassword');
    const at = currentTime();
    const db = c.env.DB;
    const security = securityEventStatements(db, customer.id, 'password_change', at, customer.sessionUuid);
    const results = await db.batch([
      setPasswordStatement(db, customer.id, await hashPassword(newPassword), at),
      ...security,
      logEventStatement(db, customer.id, 'password_change', null, null, at),
    ]);
    // The last of the security statements ends the other logins; its count is theirs.
    const otherSessionsEnded = results[security.length]?.meta.changes ?? 0;
    // This browser's cart gets a fresh id too: whoever copied the old one holds the cart no more.
    const cartSessionId = await cartSessionForLogin(db, customer.id, customer.sessionUuid, c.req.valid('header')['cart-session-id'], at);
    return c.json({ changed: true as const, otherSessionsEnded }, 200, { [CART_SESSION_HEADER]: cartSessionId });
  })
  .openapi(requestEmailChangeCall, async (c) => {
    const customer = customerOf(c);
    const { email, password } = c.req.valid('json');
    await requirePassword(c, customer, password, 'password');
    if (email === customer.email) throw new ApiError(422, 'same_email', accountMessages.sameEmail, { email: accountMessages.sameEmail });
    const db = c.env.DB;
    const now = new Date();
    const shopUrl = getShopUrl(c.env, c.req.url);
    const cause = { kind: 'customer', id: customer.uuid };
    if (await isEmailTaken(db, email)) {
      // The owner of the address hears of the attempt; the requester gets the answer a free address gets.
      await db.batch([
        ...enqueueMail(db, { kind: 'account_email_taken', to: email, mail: emailTakenMail(shopUrl), cause }, now),
        logEventStatement(db, customer.id, 'email_change_refused', null, 'address has an account', now.toISOString()),
      ]);
    } else {
      const token = newToken();
      const expires = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 3600_000).toISOString();
      await db.batch([
        emailChangeRequestStatement(db, {
          tokenHash: await hashToken(token),
          customerId: customer.id,
          newEmail: email,
          at: now.toISOString(),
          expiresAt: expires,
        }),
        ...enqueueMail(db, { kind: 'account_email_change', to: email, mail: emailChangeMail(shopUrl, token), cause }, now),
        logEventStatement(db, customer.id, 'email_change_requested', null, null, now.toISOString()),
      ]);
    }
    return c.json({ status: 'confirmation_sent' as const, email }, 200);
  })
  .openapi(confirmEmailChangeCall, async (c) => {
    const customer = customerOf(c);
    const db = c.env.DB;
    const at = currentTime();
    const tokenHash = await hashToken(c.req.valid('json').token);
    const newEmail = await findOpenEmailChange(db, tokenHash, customer.id, at);
    if (newEmail === null) throw new ApiError(404, 'not_found', accountMessages.emailLinkInvalid);
    const shopUrl = getShopUrl(c.env, c.req.url);
    try {
      // One batch: an address taken meanwhile breaks the unique address and nothing of it is written.
      await db.batch([
        ...changeEmailStatements(db, { customerId: customer.id, newEmail, tokenHash, at }),
        // Links mailed to the old address (a reset, say) and the other logins end here (issue 29).
        ...securityEventStatements(db, customer.id, 'email_change', at, customer.sessionUuid),
        logEventStatement(db, customer.id, 'email_changed', null, null, at),
        // The old address hears of it: a change it did not ask for is then noticed.
        ...enqueueMail(db, {
          kind: 'account_email_changed',
          to: customer.email,
          mail: emailChangedMail(shopUrl, newEmail),
          cause: { kind: 'customer', id: customer.uuid },
        }),
      ]);
    } catch (error) {
      if (isUniqueViolation(error, 'customers.email')) throw new ApiError(409, 'email_taken', accountMessages.emailTakenMeanwhile);
      throw error;
    }
    return c.json({ email: newEmail }, 200);
  })
  .openapi(listAddressesCall, async (c) => c.json({ items: await listAddresses(c.env.DB, customerOf(c).id) }, 200))
  .openapi(addAddressCall, async (c) => {
    const { id } = customerOf(c);
    answerAddressWrite(await addAddress(c.env.DB, id, c.req.valid('json'), currentTime()));
    return c.json({ items: await listAddresses(c.env.DB, id) }, 200);
  })
  .openapi(updateAddressCall, async (c) => {
    const { id } = customerOf(c);
    answerAddressWrite(await updateAddress(c.env.DB, id, c.req.valid('param').uuid, c.req.valid('json'), currentTime()));
    return c.json({ items: await listAddresses(c.env.DB, id) }, 200);
  })
  .openapi(setDefaultAddressCall, async (c) => {
    const { id } = customerOf(c);
    answerAddressWrite(await setDefaultAddress(c.env.DB, id, c.req.valid('param').uuid, currentTime()));
    return c.json({ items: await listAddresses(c.env.DB, id) }, 200);
  })
  .openapi(deleteAddressCall, async (c) => {
    const { id } = customerOf(c);
    answerAddressWrite(await deleteAddress(c.env.DB, id, c.req.valid('param').uuid, currentTime()));
    return c.json({ items: await listAddresses(c.env.DB, id) }, 200);
  })
  .openapi(invoiceDataCall, async (c) => c.json(await readInvoiceData(c.env.DB, customerOf(c).id), 200))
  .openapi(updateInvoiceDataCall, async (c) => {
    const { id } = customerOf(c);
    await updateInvoiceData(c.env.DB, id, c.req.valid('json'), currentTime());
    return c.json(await readInvoiceData(c.env.DB, id), 200);
  })
  .openapi(ordersCall, async (c) => {
    const { page } = c.req.valid('query');
    const { total, rows } = await listCustomerOrders(c.env.DB, customerOf(c).id, page, ACCOUNT_ORDERS_PAGE_SIZE);
    const items = rows.map((row) => ({
      uuid: row.uuid,
      number: row.number,
      createdAt: row.created_at,
      status: row.status,
      statusLabel: orderStatusLabel(row.status as OrderStatus, row.is_shipped === 1),
      totalGross: row.total_gross,
    }));
    return c.json(
      { items, total, page, pageSize: ACCOUNT_ORDERS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ACCOUNT_ORDERS_PAGE_SIZE)) },
      200,
    );
  })
  .openapi(productsCall, async (c) => {
    const rows = await listBoughtProducts(c.env.DB, customerOf(c).id);
    const products = await getProductsByUuids(c.env.DB, currentTime(), [...new Set(rows.map((row) => row.product_uuid))]);
    const byUuid = new Map(products.map((product) => [product.uuid, product]));
    const items = rows.map((row) => ({
      uuid: row.product_uuid,
      number: row.product_number,
      name: row.product_name,
      quantityBought: row.quantity_bought,
      lastOrderedAt: row.last_ordered_at,
      product: byUuid.get(row.product_uuid) ?? null,
    }));
    return c.json({ items }, 200);
  });
