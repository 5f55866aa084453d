/**
 * The back office's customers (issue 31): the list's search finds a customer by whatever staff
 * type of them, a customer's page shows everything the shop holds, blocking ends every login at
 * once, the export holds all of it (GDPR art. 15/20), and the erasure (art. 17) leaves no personal
 * datum anywhere but in the invoices the VAT act keeps, with nothing written when it is refused.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { vatRetentionEndsOn } from '#lib/vat-retention.ts';
import { placeOrderAs, signedInCustomer } from '#worker-test/accounts.ts';
import { inStock, pick } from '#worker-test/cart.ts';
import { browser, createCustomer } from '#worker-test/customers.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import { erasedEmailOf } from './customer-data-rights.ts';

const ADMIN = `${ORIGIN}/api/admin/v1`;

async function admin<T = Record<string, unknown>>(path: string, headers: Record<string, string>, init: { method?: string; json?: unknown } = {}) {
  const response = await SELF.fetch(`${ADMIN}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

interface ListAnswer {
  customers: { uuid: string; email: string; state: string }[];
  total: number;
}

interface CustomerAnswer {
  profile: { uuid: string; email: string; state: string; updatedAt: string; disabledAt: string | null; erasedAt: string | null };
  orders: { number: string }[];
  invoices: { number: string; issueDate: string; keptUntil: string }[];
  addresses: { name: string }[];
  consents: { purpose: string }[];
  newsletter: { status: string; history: { action: string }[] } | null;
  sessions: { revokedAt: string | null; revokedReason: string | null }[];
  openOrderCount: number;
  audit: { operation: string; actorName: string }[];
}

/** A customer with the data a search reads, written straight into D1. */
async function insertCustomer(data: { email: string; lastName: string; phone: string; company: { name: string; nip: string } | null }) {
  const uuid = crypto.randomUUID();
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, phone, company_name, nip, confirmed_at, created_at, updated_at)
     VALUES (?1, ?2, 'pbkdf2-sha256$1000$c2FsdA$aGFzaA', ?3, 'Ewa', ?4, ?5, ?6, ?7, ?8, ?8, ?8)`,
  )
    .bind(uuid, data.email, data.company ? 11 : 1, data.lastName, data.phone, data.company?.name ?? null, data.company?.nip ?? null, at)
    .run();
  return uuid;
}

/** A NIP with a valid check digit from nine digits. */
function nipOf(nine: string): string | null {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const check = [...nine].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] ?? 0), 0) % 11;
  return check === 10 ? null : `${nine}${check}`;
}

const letters = fc.constantFrom(...'abcdefghijklmnoprstuwyzłśżźćńąęó');
const word = fc.array(letters, { minLength: 3, maxLength: 10 }).map((chars) => chars.join(''));
const capitalised = word.map((text) => text.charAt(0).toUpperCase() + text.slice(1));

describe('the customer list', () => {
  test.prop(
    {
      surname: capitalised,
      company: capitalised,
      local: word,
      phone: fc.stringMatching(/^[5-8]\d{8}$/),
      nine: fc.stringMatching(/^[1-9]\d{8}$/),
      spelling: fc.constantFrom('upper', 'lower', 'prefix'),
    },
    { numRuns: 15 },
  )(
    'finds a customer by e-mail or its start, surname, company, NIP or phone, however typed and in any letter case',
    async ({ surname, company, local, phone, nine, spelling }) => {
      const nip = nipOf(nine) ?? '5260250274';
      const email = `${local}.${crypto.randomUUID().slice(0, 6)}@przyklad.pl`;
      const uuid = await insertCustomer({
        email,
        lastName: `${surname}ski`,
        phone: `+48 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
        company: { name: `${company} Serwis`, nip },
      });
      const staff = await staffSession('orders');
      const cased = (text: string) =>
        spelling === 'upper' ? text.toUpperCase() : spelling === 'lower' ? text.toLowerCase() : text.slice(0, Math.max(2, text.length - 1));
      const searches = [
        email.toUpperCase(),
        email.slice(0, email.indexOf('@')),
        cased(`${surname}ski`),
        cased(`${company} Serwis`),
        `PL ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`,
        `+48 ${phone}`,
        `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      ];
      for (const q of searches) {
        const { status, body } = await admin<ListAnswer>(`/customers?${new URLSearchParams({ q })}`, staff);
        expect(status, q).toBe(200);
        expect(
          body.customers.map((customer) => customer.uuid),
          q,
        ).toContain(uuid);
        expect(body.total).toBe(body.customers.length);
      }
    },
  );

  it('filters by the account state and refuses what it cannot read, in Polish', async () => {
    const staff = await staffSession('orders');
    const unconfirmed = await createCustomer({ confirmed: false });
    const { body } = await admin<ListAnswer>('/customers?state=unconfirmed', staff);
    expect(body.customers.map((customer) => customer.uuid)).toContain(unconfirmed.uuid);
    expect(body.customers.every((customer) => customer.state === 'unconfirmed')).toBe(true);
    for (const query of ['state=usuniete', 'q=a', 'page=0', 'inne=1']) {
      const refused = await admin<{ error: { message: string } }>(`/customers?${query}`, staff);
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.message, query).toMatch(/[ąćęłńóśźż]|Nieprawidłowe|Wpisz|Numer|Stan/);
    }
  });
});

/** A logged-in customer with an address, a consent, a newsletter history, a contact message and an order, each datum marked as theirs alone. */
async function customerWithHistory() {
  const { customer, shopper } = await signedInCustomer();
  const mark = [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => 'abcdefghijklmnoprstuwyz'[byte % 23]).join('');
  const phone = `6${String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(10, '0')
    .slice(-8)}`;
  const personal = {
    surname: `Zielińska${mark}`,
    address: `Magazyn ${mark}`,
    phone: `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
    street: `ul. Kręta ${mark}`,
    message: `Czy dozownik pasuje ${mark}?`,
  };
  const at = new Date().toISOString();
  await env.DB.prepare("INSERT OR IGNORE INTO consent_texts (version, text, created_at) VALUES ('test-1', 'Zgoda testowa', ?1)").bind(at).run();
  const subscriber = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO customer_addresses (uuid, customer_id, name, street, postcode, city, phone, is_default, created_at, updated_at)
       VALUES (?1, ?2, ?4, 'ul. Prosta 5', '50-001', 'Wrocław', '600 200 300', 1, ?3, ?3)`,
    ).bind(crypto.randomUUID(), customer.id, at, personal.address),
    env.DB.prepare(
      "INSERT INTO customer_consents (customer_id, purpose, consent_version, ip_prefix, created_at) VALUES (?1, 'terms', 'test-1', '203.0.113.0/24', ?2)",
    ).bind(customer.id, at),
    env.DB.prepare(
      "INSERT INTO newsletter_subscribers (id, email, status, created_at, updated_at, confirmed_at) VALUES (?1, ?2, 'subscribed', ?3, ?3, ?3)",
    ).bind(subscriber, customer.email, at),
    env.DB.prepare(
      "INSERT INTO newsletter_consents (subscriber_id, action, source, consent_version, ip_prefix, created_at) VALUES (?1, 'sign_up', 'footer', 'test-1', '203.0.113.0/24', ?2)",
    ).bind(subscriber, at),
    env.DB.prepare(
      `INSERT INTO contact_messages (kind, name, email, phone, subject, message, consent_version, ip_prefix, created_at)
       VALUES ('contact', 'Anna Nowak', ?1, '600 100 200', 'Pytanie o dozownik', ?3, 'test-1', '203.0.113.0/24', ?2)`,
    ).bind(customer.email, at, personal.message),
  ]);
  const order = await placeOrderAs(shopper, [{ uuid: pick(inStock, 3).uuid, quantity: 1 }], {
    buyer: {
      customerType: 1,
      firstName: 'Anna',
      lastName: personal.surname,
      email: customer.email,
      phone: personal.phone,
      street: personal.street,
      postcode: '50-002',
      city: 'Wrocław',
    },
  });
  return { customer, shopper, order, personal };
}

const orderUuidOf = async (number: string) =>
  (await env.DB.prepare('SELECT uuid FROM orders WHERE number = ?1').bind(number).first<{ uuid: string }>())?.uuid ?? '';

describe('a customer’s page and their data', () => {
  it('shows the account, addresses, orders, consents with the newsletter’s history and logins', async () => {
    const { customer, order, personal } = await customerWithHistory();
    const { status, body } = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, await staffSession('orders'));
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ email: customer.email, state: 'active' });
    expect(body.addresses.map((address) => address.name)).toEqual([personal.address]);
    expect(body.orders.map((row) => row.number)).toEqual([order.number]);
    expect(body.openOrderCount).toBe(1);
    expect(body.consents.map((consent) => consent.purpose)).toEqual(['terms']);
    expect(body.newsletter).toMatchObject({ status: 'subscribed', history: [{ action: 'sign_up' }] });
    expect(body.sessions).toHaveLength(1);
    expect((await admin(`/customers/${crypto.randomUUID()}`, await staffSession('orders'))).status).toBe(404);
  });

  it('exports everything the shop holds of them as a JSON file, and records who took it', async () => {
    const { customer, order, personal } = await customerWithHistory();
    const staff = await staffSession('orders', 'Ola Eksport');
    const { status, headers, body } = await admin<Record<string, unknown>>(`/customers/${customer.uuid}/export`, staff);
    expect(status).toBe(200);
    expect(headers.get('Content-Disposition')).toBe(`attachment; filename="dane-klienta-${customer.uuid}.json"`);
    const text = JSON.stringify(body);
    for (const held of [customer.email, ...Object.values(personal), order.number, '203.0.113.0/24']) {
      expect(text, held).toContain(held);
    }
    const [exported] = (body.orders as { lines: unknown[] }[]) ?? [];
    expect(exported?.lines).toHaveLength(1);
    const page = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, staff);
    expect(page.body.audit).toEqual([expect.objectContaining({ operation: 'exportCustomerData', actorName: 'Ola Eksport' })]);
  });
});

describe('blocking an account', () => {
  it('ends every login at once and refuses the next, in Polish, until staff unblock it', async () => {
    const { customer, shopper } = await signedInCustomer();
    const staff = await staffSession('orders');
    const before = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, staff);
    const blocked = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, staff, {
      method: 'PATCH',
      json: { disabled: true, updatedAt: before.body.profile.updatedAt },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.profile.state).toBe('disabled');
    expect(blocked.body.sessions.every((session) => session.revokedReason === 'disabled')).toBe(true);
    expect((await shopper.me()).status).toBe(401);
    const login = await browser().login(customer.email, customer.password);
    expect(login.status).toBe(401);
    expect(((await login.json()) as { error: { message: string } }).error.message).toContain('zablokowane');
    expect((await admin(`/customers/${customer.uuid}/remote-logins`, staff, { method: 'POST' })).status).toBe(404);

    // A change made on the older read changes nothing.
    const stale = await admin(`/customers/${customer.uuid}`, staff, {
      method: 'PATCH',
      json: { disabled: false, updatedAt: before.body.profile.updatedAt },
    });
    expect(stale.status).toBe(409);
    const unblocked = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, staff, {
      method: 'PATCH',
      json: { disabled: false, updatedAt: blocked.body.profile.updatedAt },
    });
    expect(unblocked.body.profile.state).toBe('active');
    expect((await browser().login(customer.email, customer.password)).status).toBe(200);
    expect(unblocked.body.audit.map((entry) => entry.operation)).toEqual(['changeDeskCustomer', 'changeDeskCustomer']);
  });
});

/**
 * Every text cell of every table but the invoices' and the audit log's, as one string. Compared
 * whole before and after a refused erasure: the file's database is its own (the setup makes it
 * anew, worker/test/apply-migrations.ts) and its tests run one after another, so only the call
 * under test writes meanwhile. Under load it once saw logins it never made: a test of the
 * previous file (sessions.test.ts) that had timed out was still running in the same workerd; the
 * test helpers now stop such a test (isolation.ts, fileRunGuard).
 */
async function everythingButInvoices(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE '%search%' AND name NOT IN ('invoices', 'invoice_lines', 'audit_log', 'd1_migrations')",
  ).all<{ name: string }>();
  const dumps = await Promise.all(tables.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results)));
  return dumps.join('\n');
}

describe('erasing a customer (GDPR art. 17)', () => {
  it('refuses while an order is open, or when the address typed is not theirs, and writes nothing', async () => {
    const { customer } = await customerWithHistory();
    const staff = await staffSession('orders');
    const before = await everythingButInvoices();
    const open = await admin<{ error: { message: string } }>(`/customers/${customer.uuid}/erasure`, staff, {
      method: 'POST',
      json: { confirmEmail: customer.email },
    });
    expect(open.status).toBe(409);
    expect(open.body.error.message).toContain('zamówienia w toku');
    const mistyped = await admin(`/customers/${customer.uuid}/erasure`, staff, { method: 'POST', json: { confirmEmail: `x${customer.email}` } });
    expect(mistyped.status).toBe(422);
    expect(await everythingButInvoices()).toBe(before);
  });

  it('leaves none of their data anywhere but in the invoices the VAT act keeps, which stay as issued', async () => {
    const { customer, order, personal } = await customerWithHistory();
    const staff = await staffSession('orders', 'Ola RODO');
    const orderUuid = await orderUuidOf(order.number);
    // The order runs its course: paid (the invoice is issued), then delivered.
    for (const status of [40, 60]) {
      expect((await admin(`/orders/${orderUuid}/status-changes`, staff, { method: 'POST', json: { status } })).status).toBe(200);
    }
    const invoicesBefore = await env.DB.prepare('SELECT * FROM invoices').all();
    const erased = await admin<{ ordersAnonymised: number; invoicesKept: { number: string; keptUntil: string }[] }>(
      `/customers/${customer.uuid}/erasure`,
      staff,
      { method: 'POST', json: { confirmEmail: customer.email.toUpperCase() } },
    );
    expect(erased.status).toBe(200);
    expect(erased.body.ordersAnonymised).toBe(1);
    const [kept] = erased.body.invoicesKept;
    const issueDate = (invoicesBefore.results[0] as { issue_date: string }).issue_date;
    expect(kept?.keptUntil).toBe(vatRetentionEndsOn(issueDate));

    const everything = await everythingButInvoices();
    for (const datum of [customer.email, ...Object.values(personal)]) expect(everything, datum).not.toContain(datum);
    expect((await env.DB.prepare('SELECT * FROM invoices').all()).results).toEqual(invoicesBefore.results);
    // The order stays, with its number, lines and amounts.
    expect(
      await env.DB.prepare('SELECT count(*) AS lines FROM order_lines WHERE order_id = (SELECT id FROM orders WHERE number = ?1)')
        .bind(order.number)
        .first(),
    ).toEqual({ lines: 1 });

    const page = await admin<CustomerAnswer>(`/customers/${customer.uuid}`, staff);
    expect(page.body.profile).toMatchObject({ state: 'erased', email: erasedEmailOf(customer.uuid) });
    expect(page.body.audit[0]).toMatchObject({ operation: 'eraseCustomer', actorName: 'Ola RODO' });
    expect((await browser().login(customer.email, customer.password)).status).toBe(401);
    const again = await admin(`/customers/${customer.uuid}/erasure`, staff, { method: 'POST', json: { confirmEmail: erasedEmailOf(customer.uuid) } });
    expect(again.status).toBe(409);
  });
});
