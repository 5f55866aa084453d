/**
 * Values a generated request needs to get past the door but the seeded catalogue cannot give: the
 * shop stores a mailed link's token only as its hash, and signs a form's ticket per request. The
 * fuzz test (worker/src/api/fuzz.test.ts) takes these beside the catalogue's real values, so the
 * newsletter's token calls and the guarded forms answer 200 now and then, not only 404 and 422.
 * Found by name, like catalogue-values.ts: a path parameter `token`, a body property `ticket`.
 */
import { orderTotals } from '#lib/delivery-cost.ts';
import { checkoutFixture } from '#scripts/test/fixtures/checkout-fixture.ts';
import { addAddress } from '#worker/api/account/addresses.ts';
import { priceCart } from '#worker/api/carts/cart-view.ts';
import { touchCartStatements, upsertLineStatement } from '#worker/api/carts/queries.ts';
import { listDeliveryMethods } from '#worker/api/orders/queries.ts';
import { currentTerms } from '#worker/api/pages/accepted-terms.ts';
import { type CustomerTokenPurpose, issueCustomerToken } from '#worker/auth/customer-tokens.ts';
import { hashToken } from '#worker/auth/one-time-tokens.ts';
import { hashPassword } from '#worker/auth/passwords.ts';
import { startSession } from '#worker/auth/sessions.ts';
import { invoiceIssueStatements } from '#worker/invoices/issue.ts';
import { signNotification, signRefundNotification } from '#worker/payments/przelewy24/sign.ts';
import { openChallenge, STAFF_SESSION_HEADER } from '#worker/staff/sessions.ts';
import { currentTotpCode } from '#worker/staff/totp.ts';
import { createCustomer } from './customers.ts';
import { formTicket } from './forms.ts';
import type { FormPart } from './multipart.ts';
import type { Operation, RealValues } from './openapi-requests.ts';
import { insertOrder } from './orders.ts';
import { createMember, STAFF_PASSWORD, sessionHeadersOf, type TestMember } from './staff.ts';

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

/** The Przelewy24 settings every worker test runs with; P24 itself is unreachable (tests stub fetch). */
export const TEST_P24 = { merchantId: 100_000, apiKey: 'worker-tests-p24-api-key', crc: 'worker-tests-p24-crc' } as const;

export const FIXTURE_ORDER = {
  uuid: '5b0c7e1a-3f2d-4a8b-9c6e-7d1f2a3b4c5d',
  hash: 'fuzz-order-hash-0123456789abcdef',
  token: 'fuzz-order-confirmation-token-0123456789',
  p24SessionId: 'fuzz-p24-session',
  p24OrderId: 300_000_777,
  total: 12_300,
};
/** Carts ready to be ordered by the placing call's valid cases: one per order it may place. */
const FIXTURE_CARTS = 10;

/** A paid online order the link calls and a replayed P24 notification can find; idempotent. */
export async function fixtureOrder(db: D1Database): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, company_name, nip, email, phone,
         street, postcode, city, invoice_email, delivery_method, delivery_net, delivery_gross, delivery_vat_rate, payment_method,
         total_net, total_vat, total_gross, idempotency_key, request_hash, p24_session_id, p24_order_id, paid_at, created_at)
       VALUES (?1, 'ZAM/2026/999999', ?2, ?3, 40, 11, 'Anna', 'Nowak', 'Czysta Firma Sp. z o.o.', '5260250274', 'anna@example.pl', '600100200', 'ul. Testowa 1', '50-001', 'Wrocław',
         'anna@example.pl', 'courier', 0, 0, 23, 'p24', 10000, 2300, ?4, 'fuzz-order-key-0123456789', ?5, ?6, ?7, ?8, ?8)`,
    )
    .bind(
      FIXTURE_ORDER.uuid,
      FIXTURE_ORDER.hash,
      await hashToken(FIXTURE_ORDER.token),
      FIXTURE_ORDER.total,
      await hashToken('fuzz'),
      FIXTURE_ORDER.p24SessionId,
      FIXTURE_ORDER.p24OrderId,
      new Date().toISOString(),
    )
    .run();
}

/** The notification P24 sent for the fixture order, signed with the tests' CRC: a replay, answered 200. */
async function fixtureNotification(): Promise<Record<string, unknown>> {
  const fields = {
    merchantId: TEST_P24.merchantId,
    posId: TEST_P24.merchantId,
    sessionId: FIXTURE_ORDER.p24SessionId,
    amount: FIXTURE_ORDER.total,
    originAmount: FIXTURE_ORDER.total,
    currency: 'PLN',
    orderId: FIXTURE_ORDER.p24OrderId,
    methodId: 25,
    statement: 'p24-300-000-777',
  };
  return { ...fields, sign: await signNotification({ ...fields, crc: TEST_P24.crc }) };
}

/** A refund of the fixture order asked of P24 and waiting for its notification (issue 33); idempotent. */
const FIXTURE_REFUND = {
  withdrawalUuid: '8d2e4f60-1a3b-4c5d-8e7f-9a0b1c2d3e4f',
  refundUuid: '9e3f5a71-2b4c-4d6e-9f80-ab1c2d3e4f50',
  requestId: 'fuzz-refund-request',
  refundsUuid: '9e3f5a712b4c4d6e9f80ab1c2d3e4f50',
  amount: 12_300,
};

async function fixtureRefundNotification(db: D1Database): Promise<Record<string, unknown>> {
  const at = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO withdrawals (uuid, request_key, order_id, consumer_name, email, lines, statement, received_at, accepted_at, accepted_by)
         SELECT ?1, ?1, id, 'Anna Nowak', email, NULL, 'Oświadczenie', ?2, ?2, 'Ola Zwroty' FROM orders WHERE uuid = ?3`,
      )
      .bind(FIXTURE_REFUND.withdrawalUuid, at, FIXTURE_ORDER.uuid),
    db
      .prepare(
        `INSERT OR IGNORE INTO withdrawal_refunds (uuid, withdrawal_id, method, amount, delivery_amount, p24_request_id, p24_refunds_uuid, p24_order_id,
           state, requested_at, requested_by)
         SELECT ?1, id, 'p24', ?2, 0, ?3, ?4, ?5, 'pending', ?6, 'Ola Zwroty' FROM withdrawals WHERE uuid = ?7`,
      )
      .bind(
        FIXTURE_REFUND.refundUuid,
        FIXTURE_REFUND.amount,
        FIXTURE_REFUND.requestId,
        FIXTURE_REFUND.refundsUuid,
        FIXTURE_ORDER.p24OrderId,
        at,
        FIXTURE_REFUND.withdrawalUuid,
      ),
  ]);
  const fields = {
    orderId: FIXTURE_ORDER.p24OrderId,
    sessionId: FIXTURE_ORDER.p24SessionId,
    refundsUuid: FIXTURE_REFUND.refundsUuid,
    merchantId: TEST_P24.merchantId,
    amount: FIXTURE_REFUND.amount,
    currency: 'PLN',
    status: 0,
  };
  return {
    ...fields,
    requestId: FIXTURE_REFUND.requestId,
    timestamp: 1_760_000_000,
    sign: await signRefundNotification({ ...fields, crc: TEST_P24.crc }),
  };
}

/** Fresh carts of one product each (with stock to spare) and the checkout that orders any of them. */
async function orderableCarts(db: D1Database): Promise<{ sessions: string[]; body: Record<string, unknown> }> {
  const product = await db.prepare('SELECT uuid FROM products WHERE is_active = 1 AND stock > 0 ORDER BY id LIMIT 1').first<{ uuid: string }>();
  if (!product) throw new Error('the demo catalogue has no product in stock');
  await db.prepare('UPDATE products SET stock = 9999 WHERE uuid = ?1').bind(product.uuid).run();
  const now = new Date().toISOString();
  const sessions = Array.from({ length: FIXTURE_CARTS }, () => crypto.randomUUID());
  await db.batch(
    sessions.flatMap((sessionId) => [
      ...touchCartStatements(db, { sessionId, transactionId: undefined }, now),
      upsertLineStatement(db, sessionId, { productUuid: product.uuid, productSetId: 0, quantity: 1, unitNetPrice: 0, unitGrossPrice: 0 }, false, now),
    ]),
  );
  const cart = await priceCart(db, sessions[0] ?? '', now);
  const courier = (await listDeliveryMethods(db)).find((method) => method.code === 'courier');
  if (!courier) throw new Error('no courier delivery method');
  const goods = cart.lines.map(({ item }) => ({ vatRate: item.vatRate, net: item.cartItemSummary.priceNetto }));
  const { totals } = orderTotals(goods, { priceNetto: courier.net_cost, vatRate: courier.vat_rate });
  return {
    sessions,
    body: { ...checkoutFixture(), expectedTotalGross: totals.gross },
  };
}

/** The fixture order's invoice (issue 15), issued as the first shipment's batch issues it; idempotent. Its uuid. */
async function fixtureInvoice(db: D1Database): Promise<string> {
  await fixtureOrder(db);
  const order = await db.prepare('SELECT id FROM orders WHERE uuid = ?1').bind(FIXTURE_ORDER.uuid).first<{ id: number }>();
  if (!order) throw new Error('no fixture order');
  await db.batch(invoiceIssueStatements(db, order.id, new Date('2026-01-15T10:00:00Z')));
  const invoice = await db.prepare("SELECT uuid FROM invoices WHERE order_id = ?1 AND kind = 'original'").bind(order.id).first<{ uuid: string }>();
  if (!invoice) throw new Error('no fixture invoice');
  return invoice.uuid;
}

/**
 * Fresh orders a staff call may move (issue 15): paid and processing ones, which most statuses and
 * every shipment accept, a few waiting for payment, made anew per test (a change spends them), with
 * the actor header; a uuid no order has stays possible through the generated values.
 */
async function staffOrderValues(db: D1Database): Promise<RealValues> {
  const statuses = [40, 40, 50, 50, 37];
  const uuids = statuses.map(() => crypto.randomUUID());
  const at = new Date().toISOString();
  await db.batch(
    uuids.map((uuid, index) =>
      db
        .prepare(
          `INSERT INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, email, phone,
             street, postcode, city, invoice_email, delivery_method, delivery_net, delivery_gross, delivery_vat_rate, payment_method,
             total_net, total_vat, total_gross, idempotency_key, request_hash, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, 1, 'Anna', 'Nowak', 'anna@example.pl', '600100200', 'ul. Testowa 1', '50-001', 'Wrocław',
             'anna@example.pl', 'courier', 0, 0, 23, 'transfer', 10000, 2300, 12300, ?1, ?4, ?6)`,
        )
        .bind(uuid, `ZAM/FUZZ/${uuid}`, `fuzz-${uuid.replaceAll('-', '')}`, '0'.repeat(64), statuses[index], at),
    ),
  );
  return { uuid: uuids };
}

/** Bodies of the staff order calls as staff tools fill them: a status the fresh orders may take, a carrier's parcel. */
const STAFF_ORDER_BODY_VALUES: Record<string, readonly unknown[]> = {
  status: [5, 50, 60, 70],
  note: ['Klient zadzwonił', 'Płatność zaksięgowana'],
  carrier: ['inpost', 'dpd'],
  trackingNumber: ['680012345678901234567890', '0000123456789'],
};

/**
 * What the order calls need to answer 200 now and then: the fixture order's link (uuid, hash,
 * confirmation token), orderable carts with the checkout body that orders them, and the fixture
 * order's notifications, of its payment and of a refund. Only for the order and payment calls, so
 * no other call touches them.
 */
export async function orderValues(
  db: D1Database,
  operation: Operation,
): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  await fixtureOrder(db);
  if (operation.id === 'POST /api/public/v1/orders') {
    const { sessions, body } = await orderableCarts(db);
    return {
      realValues: { 'cart-session-id': sessions },
      realBodyValues: Object.fromEntries(Object.entries(body).map(([name, value]) => [name, [value]])),
    };
  }
  if (operation.path.startsWith('/api/admin/v1/orders/')) return { realValues: await staffOrderValues(db), realBodyValues: STAFF_ORDER_BODY_VALUES };
  if (operation.path.startsWith('/api/public/v1/invoices/'))
    return { realValues: { uuid: [await fixtureInvoice(db)], hash: [FIXTURE_ORDER.hash] }, realBodyValues: {} };
  if (operation.path.startsWith('/api/public/v1/orders/'))
    return { realValues: { uuid: [FIXTURE_ORDER.uuid], hash: [FIXTURE_ORDER.hash], token: [FIXTURE_ORDER.token] }, realBodyValues: {} };
  if (operation.path === '/api/public/v1/payments/przelewy24/notifications') {
    const notification = await fixtureNotification();
    return { realValues: {}, realBodyValues: Object.fromEntries(Object.entries(notification).map(([name, value]) => [name, [value]])) };
  }
  if (operation.path === '/api/public/v1/payments/przelewy24/refunds') {
    const notification = await fixtureRefundNotification(db);
    return { realValues: {}, realBodyValues: Object.fromEntries(Object.entries(notification).map(([name, value]) => [name, [value]])) };
  }
  return { realValues: {}, realBodyValues: {} };
}

/**
 * What a call that acts for a customer needs (issue 14): a fresh confirmed customer per operation
 * (so one operation's password change or failed passwords never lock out another's), the bearer
 * token of a login of theirs, their saved address and the fixture order as theirs (uuids for the
 * id-bearing calls), their password for the calls that ask for it again, and a pending e-mail
 * change link.
 */
export async function accountValues(
  db: D1Database,
  secret: string,
  operation: Operation,
): Promise<{ bearer: string; realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  const customer = await createCustomer();
  const now = new Date();
  const { pair } = await startSession(db, customer, 'password', { secret, refreshSeconds: 1440, now: now.getTime() });
  // Three addresses: a fuzzed DELETE that wins spends one, and the next request may still find another.
  for (const name of ['Biuro', 'Magazyn', 'Hala']) {
    await addAddress(db, customer.id, { name, street: 'ul. Testowa 1', postcode: '50-001', city: 'Wrocław', phone: '' }, now.toISOString());
  }
  const addresses = await db.prepare('SELECT uuid FROM customer_addresses WHERE customer_id = ?1').bind(customer.id).all<{ uuid: string }>();
  await fixtureOrder(db);
  await db.prepare('UPDATE orders SET customer_id = ?1 WHERE uuid = ?2').bind(customer.id, FIXTURE_ORDER.uuid).run();
  // The uuids the operation's path names: the fixture order's invoice (issue 15) or the order itself.
  const ownedUuids = async () => (operation.path.startsWith('/api/secure/v1/invoices/') ? [await fixtureInvoice(db)] : [FIXTURE_ORDER.uuid]);
  const emailChangeToken = `fuzz-email-change-${crypto.randomUUID()}`;
  await db
    .prepare('INSERT INTO customer_email_changes (token_hash, customer_id, new_email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(
      await hashToken(emailChangeToken),
      customer.id,
      `fuzz-${customer.uuid.slice(0, 8)}@example.pl`,
      now.toISOString(),
      new Date(now.getTime() + 3600_000).toISOString(),
    )
    .run();
  return {
    bearer: pair.access_token,
    // The uuids the operation's path names: the customer's addresses, or their order.
    realValues: { uuid: operation.path.includes('/addresses/') ? addresses.results.map((address) => address.uuid) : await ownedUuids() },
    // The address and invoice forms' fields as a person fills them: JSON Schema alone rarely makes a valid postcode and city together.
    realBodyValues: {
      currentPassword: [customer.password],
      password: [customer.password],
      token: [emailChangeToken],
      name: ['Magazyn', 'Biuro Wrocław'],
      street: ['ul. Testowa 1', 'ul. Legnicka 55/3'],
      postcode: ['50-001', '54-203'],
      city: ['Wrocław', 'Kraków'],
      phone: ['600 100 200', '+48 71 123 45 67'],
      // Invoice data: an organisation's name and a NIP with the right check digit, an invoice address.
      customerType: [1, 11, 12],
      companyName: ['Czysta Firma Sp. z o.o.'],
      nip: ['5260250274', '526-025-02-74'],
      invoiceEmail: ['faktury@example.pl'],
    },
  };
}

const FIXTURE_CUSTOMER = { uuid: '0c5f7e2a-9b1d-4e3f-8a6c-2d4e6f8a0b1c', email: 'fuzz-klient@example.pl', password: 'Fuzz-hasło-klienta-2026' };
let fixtureHash: Promise<string> | undefined;
let fixtureOwner: Promise<TestMember> | undefined;

/** The owner whose panel logins the fuzz test sends: one per test file. */
function fuzzOwner(): Promise<TestMember> {
  fixtureOwner ??= createMember('owner', { name: 'Fuzz Właściciel' });
  return fixtureOwner;
}
const FIXTURE_PENDING = { uuid: '1d6a8f3b-0c2e-4f4a-9b7d-3e5f7a9b1c2d', email: 'fuzz-oczekuje@example.pl' };

/**
 * What the token, link and staff calls need to answer 200 now and then: a confirmed customer with a
 * known password, fresh access tokens of open logins (a logout spends one), the admin token, links the
 * customer was mailed (reset, registration of a pending account) and one-time passes staff issued,
 * each single-use, so made anew per test. Only for the calls that use them, so no other call's
 * `uuid` or `token` is replaced.
 */
export async function accountLinkValues(
  db: D1Database,
  operation: Operation,
  env: { AUTH_JWT_SECRET: string; ADMIN_API_TOKEN: string; AUTH_CLIENT_ID: string; AUTH_CLIENT_SECRET: string },
): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]>; credentials: Record<string, readonly string[]> }> {
  const now = new Date();
  const at = now.toISOString();
  // One PBKDF2 run per test file, not per operation.
  fixtureHash ??= hashPassword(FIXTURE_CUSTOMER.password);
  const passwordHash = await fixtureHash;
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, confirmed_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, 1, 'Fuzz', 'Klient', ?4, ?4, ?4)`,
      )
      .bind(FIXTURE_CUSTOMER.uuid, FIXTURE_CUSTOMER.email, passwordHash, at),
    db
      .prepare(
        `INSERT OR IGNORE INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, created_at, updated_at)
         VALUES (?1, ?2, ?3, 1, 'Fuzz', 'Oczekuje', ?4, ?4)`,
      )
      .bind(FIXTURE_PENDING.uuid, FIXTURE_PENDING.email, passwordHash, at),
  ]);
  const customer = await db
    .prepare('SELECT id, uuid FROM customers WHERE uuid = ?1')
    .bind(FIXTURE_CUSTOMER.uuid)
    .first<{ id: number; uuid: string }>();
  if (!customer) throw new Error('fixture customer missing');
  const settings = { secret: env.AUTH_JWT_SECRET, refreshSeconds: 1440, now: now.getTime() };
  const pairs = await Promise.all([0, 1, 2, 3, 4].map(async () => (await startSession(db, customer, 'password', settings)).pair));
  const accessTokens = pairs.slice(0, 3).map((pair) => `Bearer ${pair.access_token}`);
  // The owner's panel logins open every admin call; the integration's token every call but the owner's.
  const owners = await Promise.all([0, 1].map(async () => (await sessionHeadersOf(await fuzzOwner()))[STAFF_SESSION_HEADER]));
  const credentials = {
    bearerAuth: accessTokens,
    staffToken: [`Bearer ${env.ADMIN_API_TOKEN}`],
    staffSession: owners.map((token) => `${STAFF_SESSION_HEADER}: ${token}`),
  };
  const issue = async (uuid: string, purpose: CustomerTokenPurpose, count: number) => {
    const issued = await Promise.all(Array.from({ length: count }, () => issueCustomerToken(db, uuid, purpose, now, 'fuzz')));
    // A registration link is mailed for a sign-up, whose password confirms it with the link.
    const signUp = (tokenHash: string) =>
      db
        .prepare(
          `INSERT INTO customer_sign_ups (token_hash, password_hash, customer_type, first_name, last_name, created_at)
           VALUES (?1, ?2, 1, 'Fuzz', 'Oczekuje', ?3)`,
        )
        .bind(tokenHash, passwordHash, at);
    await db.batch(issued.flatMap((token) => [token.statement, ...(purpose === 'registration' ? [signUp(token.tokenHash)] : [])]));
    return issued.map((token) => token.token);
  };
  switch (operation.id) {
    case 'POST /api/admin/v1/customers/{uuid}/remote-logins':
      return { realValues: { uuid: [FIXTURE_CUSTOMER.uuid] }, realBodyValues: {}, credentials };
    case 'POST /api/public/v1/oauths/remote-logins':
      return {
        realValues: {},
        realBodyValues: {
          uuid: [FIXTURE_CUSTOMER.uuid],
          oneTimePass: await issue(FIXTURE_CUSTOMER.uuid, 'remote_login', 5),
          client_id: [env.AUTH_CLIENT_ID],
          client_secret: [env.AUTH_CLIENT_SECRET],
        },
        credentials,
      };
    case 'POST /api/public/v1/oauths/tokens':
      return {
        realValues: {},
        realBodyValues: {
          username: [FIXTURE_CUSTOMER.email],
          password: [FIXTURE_CUSTOMER.password],
          client_id: [env.AUTH_CLIENT_ID],
          client_secret: [env.AUTH_CLIENT_SECRET],
        },
        credentials,
      };
    case 'POST /api/public/v1/oauths/refreshes/tokens':
      return {
        realValues: {},
        realBodyValues: {
          refresh_token: pairs.slice(3).map((pair) => pair.refresh_token),
          client_id: [env.AUTH_CLIENT_ID],
          client_secret: [env.AUTH_CLIENT_SECRET],
        },
        credentials,
      };
    case 'POST /api/public/v1/customers/confirmations':
      return {
        realValues: {},
        realBodyValues: { token: await issue(FIXTURE_PENDING.uuid, 'registration', 3), password: [FIXTURE_CUSTOMER.password] },
        credentials,
      };
    case 'POST /api/public/v1/passwords/resets/completions':
      return { realValues: {}, realBodyValues: { token: await issue(FIXTURE_CUSTOMER.uuid, 'password_reset', 5) }, credentials };
    case 'POST /api/admin/v1/staff/sessions': {
      const member = await createMember('orders');
      return { realValues: {}, realBodyValues: { email: [member.email], password: [STAFF_PASSWORD] }, credentials };
    }
    case 'POST /api/admin/v1/staff/sessions/second-factor': {
      // Challenges as the first step opens them, and the code the member's app shows now (taken once).
      const member = await createMember('orders');
      const challenges = await Promise.all([0, 1, 2, 3].map(() => openChallenge(db, member.id, null, now.getTime())));
      return {
        realValues: {},
        realBodyValues: { challenge: challenges, code: [currentTotpCode(member.totpSecret ?? '', now.getTime())] },
        credentials,
      };
    }
    case 'PATCH /api/admin/v1/staff/members/{uuid}':
    case 'POST /api/admin/v1/staff/members/{uuid}/second-factor-resets': {
      // A member of the orders role the owner's login may change; `updatedAt` as read now.
      const member = await createMember('orders');
      const row = await db.prepare('SELECT updated_at FROM staff_members WHERE id = ?1').bind(member.id).first<{ updated_at: string }>();
      return { realValues: { uuid: [member.uuid] }, realBodyValues: { updatedAt: [row?.updated_at ?? at] }, credentials };
    }
    case 'GET /api/admin/v1/customers/{uuid}':
    case 'GET /api/admin/v1/customers/{uuid}/export':
      return { realValues: { uuid: [FIXTURE_CUSTOMER.uuid] }, realBodyValues: {}, credentials };
    case 'PATCH /api/admin/v1/customers/{uuid}':
    case 'POST /api/admin/v1/customers/{uuid}/erasure': {
      // A customer of their own (an erasure is final), with `updatedAt` as read now and the address an erasure is confirmed with.
      const uuid = crypto.randomUUID();
      const email = `fuzz-${uuid.slice(0, 8)}@example.pl`;
      await db
        .prepare(
          `INSERT INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, confirmed_at, created_at, updated_at)
           VALUES (?1, ?2, ?3, 1, 'Fuzz', 'Usuwany', ?4, ?4, ?4)`,
        )
        .bind(uuid, email, passwordHash, at)
        .run();
      return { realValues: { uuid: [uuid] }, realBodyValues: { updatedAt: [at], confirmEmail: [email] }, credentials };
    }
    case 'POST /api/public/v1/customers':
      // A NIP with the right check digit, so a company's registration passes now and then.
      return { realValues: {}, realBodyValues: { nip: ['5260250274', '526-025-02-74'] }, credentials };
    default:
      return { realValues: {}, realBodyValues: {}, credentials };
  }
}

/** A guest cart reminded about (issue 15): its uuid, the mailed token and the transaction that wrote it. */
export const FIXTURE_RECOVERY_CART = {
  uuid: '7d1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f',
  session: '7d1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e70',
  transaction: '7d1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e71',
  token: 'fuzz-abandoned-cart-token-0123456789abcdef',
} as const;

/**
 * What the cart-recovery calls need to answer 200 now and then: a guest cart with a line, its
 * reminder's token (valid for a year) and its transaction, refreshed per test (a recovery copies
 * the lines, the opt-out clears the address; neither spends the fixture). Only for those calls.
 */
export async function cartRecoveryValues(
  db: D1Database,
  operation: Operation,
): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  if (!operation.path.startsWith('/api/public/v1/carts/') || !/recoveries|reminder-withdrawals/.test(operation.path)) {
    return { realValues: {}, realBodyValues: {} };
  }
  const cart = FIXTURE_RECOVERY_CART;
  const now = new Date();
  await db.batch([
    db
      .prepare(
        `INSERT INTO carts (uuid, transaction_id, created_at, updated_at, contact_email, reminder_consent_at, reminder_sent_at, abandonment_token_hash, abandonment_token_expires_at)
         VALUES (?1, ?2, ?3, ?3, 'fuzz.koszyk@example.pl', ?3, ?3, ?4, ?5)
         ON CONFLICT (uuid) DO UPDATE SET updated_at = excluded.updated_at`,
      )
      .bind(cart.uuid, cart.transaction, now.toISOString(), await hashToken(cart.token), new Date(now.getTime() + 365 * 86_400_000).toISOString()),
    db
      .prepare('INSERT OR IGNORE INTO cart_sessions (session_id, cart_id, created_at) SELECT ?1, id, ?3 FROM carts WHERE uuid = ?2')
      .bind(cart.session, cart.uuid, now.toISOString()),
    db
      .prepare(
        `INSERT OR IGNORE INTO cart_items (uuid, cart_id, product_id, quantity, unit_net_price, unit_gross_price, added_at, updated_at)
         SELECT ?2, c.id, p.id, 2, p.net_price, p.net_price, ?3, ?3 FROM carts c, products p
         WHERE c.uuid = ?1 AND p.id = (SELECT min(id) FROM products WHERE is_active = 1)`,
      )
      .bind(cart.uuid, '7d1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e72', now.toISOString()),
  ]);
  return operation.path.endsWith('/transaction-recoveries')
    ? { realValues: {}, realBodyValues: { transactionUuid: [cart.transaction] } }
    : { realValues: { cartUuid: [cart.uuid] }, realBodyValues: { token: [cart.token] } };
}

/** The smallest PDF the shop takes: its header, one page, its end marker. */
export const MINIMAL_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Valid EAN-13 codes with a prefix the seed never uses (200: in-store numbering), fresh for product creation. */
function freshEans(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const digits = `2009${String(index).padStart(8, '0')}`;
    const sum = [...digits].reduce((total, digit, position) => total + Number(digit) * (position % 2 === 0 ? 1 : 3), 0);
    return `${digits}${(10 - (sum % 10)) % 10}`;
  });
}

/**
 * What the staff's content calls (issue 18) need to answer 200 now and then: references the shop
 * knows (regular categories, flags, media, blog categories and tags, products for a set's items),
 * fresh EAN codes, a promotion with its own product's slug, a price below that product's and a
 * period in the shop's years, and a branch's contact details in their formats. Only for those
 * calls, so no other call's body values change.
 */
export async function contentAdminValues(
  db: D1Database,
  operation: Operation,
): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  // An upload takes files that are what they are by their bytes: an all-ASCII PDF and GIF (the walk
  // sends text, so a file is its content's UTF-8; the GIF is 8224 × 8224, two spaces each way), and
  // an SVG, which it refuses.
  if (operation.path === '/api/admin/v1/media')
    return {
      realValues: {},
      realBodyValues: {
        file: [
          { name: 'file', value: MINIMAL_PDF, fileName: 'karta-techniczna.pdf', type: 'application/pdf' },
          { name: 'file', value: 'GIF89a    \0\0\0;', fileName: 'obraz.png', type: 'image/png' },
          { name: 'file', value: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', fileName: 'logo.png', type: 'image/png' },
        ] satisfies FormPart[],
      },
    };
  const column = async (sql: string) => (await db.prepare(sql).all<{ value: string }>()).results.map((row) => row.value);
  // A deployment reports the product pages its export holds: the products listed now (another set
  // would delist the rest for the calls fuzzed after it), with no request or one that exists.
  // Random slugs name no product, and a 200 came only from an empty list (a fresh clone's run once missed it).
  if (operation.path === '/api/admin/v1/live-pages') {
    const [live, requests] = await Promise.all([
      column('SELECT slug AS value FROM products WHERE page_live = 1 ORDER BY id'),
      column('SELECT id AS value FROM rebuild_requests ORDER BY id DESC LIMIT 3'),
    ]);
    return { realValues: {}, realBodyValues: { products: [live], rebuild: [undefined, ...requests.map(Number)] } };
  }
  // A build reports on a request still open: five queued ones, as a publish leaves them (a reported
  // failure closes one). Random ids name none.
  if (operation.path === '/api/admin/v1/rebuilds/{id}/progress') {
    const at = new Date().toISOString();
    const opened = await db.batch<{ value: number }>(
      Array.from({ length: 5 }, () =>
        db
          .prepare(
            `INSERT INTO rebuild_requests (requested_at, actor, up_to_change_id, hook_status, state)
             VALUES (?1, 'fuzz', coalesce((SELECT max(up_to_change_id) FROM rebuild_requests), 0), 'not-configured', 'queued') RETURNING id AS value`,
          )
          .bind(at),
      ),
    );
    return { realValues: { id: opened.map((result) => String(result.results[0]?.value)) }, realBodyValues: {} };
  }
  if (!/^\/api\/admin\/v1\/(?:products|categories|flags|blog-posts|product-sets|branches|pages|sliders|milestones)\b/.test(operation.path))
    return { realValues: {}, realBodyValues: {} };
  const [categories, media, blogCategories, tags, products, promotion, page, chemicals, milestones] = await Promise.all([
    column("SELECT slug AS value FROM categories WHERE kind = 'regular' ORDER BY id LIMIT 5"),
    column('SELECT path AS value FROM media ORDER BY path LIMIT 5'),
    column('SELECT slug AS value FROM blog_categories ORDER BY id LIMIT 3'),
    column('SELECT slug AS value FROM blog_tags ORDER BY id LIMIT 3'),
    column('SELECT slug AS value FROM products WHERE is_active = 1 ORDER BY id LIMIT 3'),
    db
      .prepare(
        // Read when the test runs: the price calls fuzzed before it in this file's database may
        // have lowered any product's price below its promotions' (then no 200 could come).
        'SELECT p.slug, pr.id, p.net_price AS price FROM promotions pr JOIN products p ON p.id = pr.product_id WHERE p.net_price > 1 ORDER BY pr.id LIMIT 1',
      )
      .first<{ slug: string; id: number; price: number }>(),
    db.prepare('SELECT kind, slug FROM pages ORDER BY id LIMIT 1').first<{ kind: string; slug: string }>(),
    column('SELECT p.slug AS value FROM products p JOIN product_hazards h ON h.product_id = p.id ORDER BY p.id LIMIT 3'),
    column('SELECT CAST(id AS TEXT) AS value FROM milestones ORDER BY id LIMIT 5'),
  ]);
  const [first = '', second = ''] = products;
  // A safety data sheet belongs to a chemical, and is a PDF by its content.
  if (operation.path.endsWith('/safety-data-sheet'))
    return { realValues: { slug: chemicals }, realBodyValues: { date: ['2026-03-01'], pdfBase64: [btoa(MINIMAL_PDF)] } };
  // A new order of a parent's children names each of them once: the stored children, reversed;
  // `before`, the order the editor saw, is the stored one as the tree lists it, or left out.
  if (operation.path.endsWith('/children-order')) {
    const parent = await db
      .prepare(
        `SELECT p.slug, (SELECT json_group_array(slug) FROM (SELECT c.slug FROM categories c WHERE c.parent_id = p.id ORDER BY c.position, c.name)) AS children
         FROM categories p WHERE EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = p.id) ORDER BY p.id LIMIT 1`,
      )
      .first<{ slug: string; children: string }>();
    const root = await column('SELECT slug AS value FROM categories WHERE parent_id IS NULL ORDER BY position, name');
    const stored = operation.path.includes('{slug}') && parent ? (JSON.parse(parent.children) as string[]) : root;
    const orders = { slugs: [[...stored].reverse()], before: [stored, undefined], updatedAt: [undefined] };
    return operation.path.includes('{slug}') && parent
      ? { realValues: { slug: [parent.slug] }, realBodyValues: orders }
      : { realValues: {}, realBodyValues: orders };
  }
  // Parameters that name one row together come from the same row: a kind and a slug drawn apart
  // mostly name no page at all.
  const realValues: RealValues =
    operation.path.endsWith('/promotions/{id}') && promotion
      ? { slug: [promotion.slug], id: [String(promotion.id)] }
      : operation.path.endsWith('/pages/{kind}/{slug}') && page
        ? { kind: [page.kind], slug: [page.slug] }
        : operation.path.endsWith('/milestones/{id}')
          ? { id: milestones }
          : {};
  return {
    realValues,
    realBodyValues: {
      mainCategorySlug: categories,
      categorySlugs: [[], categories.slice(1, 3)],
      parentSlug: [null, ...categories.slice(0, 2)],
      flags: [[], ['new'], ['eco', 'bestseller']],
      coverImage: media,
      images: [[], media.slice(0, 2).map((path) => ({ path, alt: 'Zdjęcie produktu' }))],
      eanCode: freshEans(40),
      // A promotion's price below its product's price as it is now; a product's own price anything.
      nettoPrice: operation.path.includes('/promotions') && promotion ? [1, Math.floor(promotion.price / 2)] : [1, 99],
      // A promotion's period in the shop's years: dates drawn from the whole calendar often end
      // before they start, or before the promotion's kept start (a 422).
      startsAt: ['2026-01-01T00:00:00.000Z', '2026-06-01T08:00:00.000Z'],
      endsAt: ['2099-12-31T23:59:59.000Z', '2098-01-01T00:00:00.000Z'],
      categorySlug: blogCategories,
      tagSlugs: [[], tags.slice(0, 2)],
      items: [
        [
          { productSlug: first, quantity: 1, nettoPrice: 100 },
          { productSlug: second, quantity: 2, nettoPrice: 200 },
        ],
      ],
      slides: [[], media.slice(0, 2).map((image) => ({ title: 'Slajd', subtitle: '', image, link: { url: '/promocje', label: 'Zobacz' } }))],
      email: ['oddzial@sklep-merida.example'],
      phone: ['+48 71 123 45 67'],
      address: [{ street: 'ul. Fabryczna 1', postalCode: '50-001', city: 'Wrocław' }],
      location: [{ lat: 51.1, lng: 17.03 }],
      openingHours: [[{ days: ['Monday', 'Tuesday'], opens: '08:00', closes: '16:00' }]],
      // No `updatedAt` most of the time (JSON drops an undefined property): a write that names no
      // read applies to the latest state, where a drawn time would be a 409 every time (issue 35).
      updatedAt: [undefined],
      // A milestone's year in the history's range, and a picture the media hold or none.
      year: [1995, 2024],
      image: [null, ...media.slice(0, 2)],
    },
  };
}

/**
 * A private buyer's paid order of one product (5 units), with its final invoice (issue 33, issue
 * 31): what a withdrawal names (its number and e-mail) and what a correction corrects (the
 * invoice's first line). Made anew per operation: a withdrawal or a correction spends it.
 */
async function withdrawableOrder(db: D1Database): Promise<{ id: number; uuid: string; number: string; email: string; invoiceUuid: string }> {
  const number = `ZAM/2099/${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const order = await insertOrder(db, 40, null, { number });
  await db.batch([
    db.prepare("INSERT INTO order_packages (order_id, source) VALUES (?1, 'stock')").bind(order.id),
    db
      .prepare(
        `INSERT INTO order_lines (order_id, package_id, product_uuid, product_number, product_name, sales_unit, quantity, unit_net, unit_gross,
           vat_rate, line_net, line_gross)
         SELECT ?1, id, ?2, 'FUZZ-1', 'Mydło w płynie 5 l', 'szt.', 5, 2000, 2460, 23, 10000, 12300 FROM order_packages WHERE order_id = ?1`,
      )
      .bind(order.id, crypto.randomUUID()),
    ...invoiceIssueStatements(db, order.id, new Date()),
  ]);
  const invoice = await db.prepare("SELECT uuid FROM invoices WHERE order_id = ?1 AND kind = 'original'").bind(order.id).first<{ uuid: string }>();
  if (!invoice) throw new Error('no invoice of the withdrawable order');
  return { id: order.id, uuid: order.uuid, number, email: order.email, invoiceUuid: invoice.uuid };
}

/** Real values of the withdrawal and of the staff's corrections: an order and invoice of their own. */
export async function withdrawalValues(
  db: D1Database,
  operation: Operation,
): Promise<{ realValues: RealValues; realBodyValues: Record<string, readonly unknown[]> }> {
  switch (operation.id) {
    case 'POST /api/public/v1/withdrawals': {
      const order = await withdrawableOrder(db);
      return {
        realValues: {},
        realBodyValues: { orderNumber: [order.number], email: [order.email], lines: [[{ productNumber: 'FUZZ-1', quantity: 1 }]] },
      };
    }
    case 'GET /api/admin/v1/invoices/{uuid}/correction':
    case 'POST /api/admin/v1/invoices/{uuid}/corrections': {
      const order = await withdrawableOrder(db);
      return {
        realValues: { uuid: [order.invoiceUuid] },
        realBodyValues: { basedOn: [0], reason: ['Zwrot towaru'], lines: [[{ position: 1, quantity: 1 }]] },
      };
    }
    case 'POST /api/admin/v1/orders/{uuid}/withdrawals/{withdrawalUuid}/acceptance': {
      const order = await withdrawableOrder(db);
      const withdrawalUuid = crypto.randomUUID();
      await db
        .prepare(
          `INSERT INTO withdrawals (uuid, request_key, order_id, consumer_name, email, lines, statement, received_at)
           VALUES (?1, ?2, ?3, 'Anna Nowak', ?4, NULL, 'Oświadczenie', ?5)`,
        )
        .bind(withdrawalUuid, crypto.randomUUID(), order.id, order.email, new Date().toISOString())
        .run();
      return { realValues: { uuid: [order.uuid], withdrawalUuid: [withdrawalUuid] }, realBodyValues: {} };
    }
    case 'POST /api/admin/v1/orders/{uuid}/withdrawals/{withdrawalUuid}/refund': {
      // An accepted return of the whole order, paid by transfer: the refund is recorded at once.
      const order = await withdrawableOrder(db);
      const withdrawalUuid = crypto.randomUUID();
      const at = new Date().toISOString();
      await db
        .prepare(
          `INSERT INTO withdrawals (uuid, request_key, order_id, consumer_name, email, lines, statement, received_at, accepted_at, accepted_by)
           VALUES (?1, ?2, ?3, 'Anna Nowak', ?4, NULL, 'Oświadczenie', ?5, ?5, 'Ola Zwroty')`,
        )
        .bind(withdrawalUuid, crypto.randomUUID(), order.id, order.email, at)
        .run();
      return {
        realValues: { uuid: [order.uuid], withdrawalUuid: [withdrawalUuid] },
        realBodyValues: { accountNumber: ['61 1090 1014 0000 0712 1981 2874'], note: ['Przelew wysłany'] },
      };
    }
    case 'GET /api/public/v1/pages/accepted/{hash}': {
      // The terms as an order accepts them: the seeded page's text, kept as an order's batch keeps it.
      const terms = await currentTerms(db, new Date().toISOString());
      if (!terms) throw new Error('no published terms page to accept');
      await terms.statement.run();
      return { realValues: { hash: [terms.hash] }, realBodyValues: {} };
    }
    default:
      return { realValues: {}, realBodyValues: {} };
  }
}
