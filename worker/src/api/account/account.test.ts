/**
 * The account calls (issue 14) through the whole worker, logged in as a browser is: the profile,
 * the password change that ends the other logins, the e-mail change confirmed from the new
 * mailbox (and silent about taken addresses), saved addresses, invoice data, orders and bought
 * products; and every id-bearing call tried with another customer's login (IDOR): 404, nothing
 * changed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AccountOrders, BoughtProducts, InvoiceData, Order, SavedAddresses, User } from '#lib/api-types.ts';
import { MAX_SAVED_ADDRESSES } from '#lib/forms/account.ts';
import { call, ME, placeOrderAs, signedInCustomer } from '../../../test/accounts.ts';
import { inStock, pick } from '../../../test/cart.ts';
import { browser } from '../../../test/customers.ts';
import { readOutbox } from '../../../test/mail.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const address = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  street: 'ul. Legnicka 12',
  postcode: '54-204',
  city: 'Wrocław',
  phone: '',
  ...extra,
});

async function mailTo(recipient: string) {
  return (await readOutbox(env.DB)).filter((row) => row.recipient === recipient);
}

describe('the account needs a login', () => {
  it.each([
    ['GET', `${ME}`],
    ['PUT', `${ME}`],
    ['GET', `${ME}/addresses`],
    ['GET', `${ME}/invoice-data`],
    ['GET', `${ME}/orders`],
    ['GET', `${ME}/products`],
    ['GET', `/api/secure/v1/orders/${crypto.randomUUID()}`],
  ])('%s %s answers 401 to a guest', async (method, path) => {
    const response = await browser().fetch(path, {
      method,
      ...(method === 'PUT' ? { json: { firstName: 'Jan', lastName: 'Nowak', phone: '' } } : {}),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.message).toBe('Zaloguj się, aby kontynuować.');
  });
});

describe('profile', () => {
  it('changes the name and the phone, and refuses bad input in Polish without writing', async () => {
    const { shopper } = await signedInCustomer();
    const saved = await call<User>(shopper, ME, {
      method: 'PUT',
      json: { firstName: ' Katarzyna ', lastName: 'Wiśniewska', phone: '+48 600 200 300' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Katarzyna', lastName: 'Wiśniewska', phone: '+48 600 200 300' });
    const bad = await call<ErrorBody>(shopper, ME, { method: 'PUT', json: { firstName: '', lastName: 'W', phone: 'zadzwoń' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ firstName: 'Podaj imię.', lastName: 'Wpisz co najmniej 2 znaki.' });
    expect(bad.body.error.fields?.phone).toMatch(/^Podaj numer telefonu/);
    expect((await call<User>(shopper, ME)).body.firstName).toBe('Katarzyna');
  });

  it('cannot set the e-mail, the type or the uuid through the profile', async () => {
    const { shopper } = await signedInCustomer();
    const response = await call<ErrorBody>(shopper, ME, {
      method: 'PUT',
      json: { firstName: 'Jan', lastName: 'Nowak', phone: '', email: 'x@example.pl' },
    });
    expect(response.status).toBe(400);
  });
});

describe('password change', () => {
  it('needs the current password, then ends every other login and keeps this one', async () => {
    const { customer, shopper } = await signedInCustomer();
    const other = browser();
    await other.login(customer.email, customer.password);
    const wrong = await call<ErrorBody>(shopper, `${ME}/password`, {
      method: 'POST',
      json: { currentPassword: 'nie-to', newPassword: 'Nowe-haslo-2026' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Hasło jest nieprawidłowe.' });
    const short = await call<ErrorBody>(shopper, `${ME}/password`, {
      method: 'POST',
      json: { currentPassword: customer.password, newPassword: 'krótkie' },
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.newPassword).toBe('Hasło musi mieć co najmniej 8 znaków.');
    expect((await other.me()).status).toBe(200);

    const changed = await call(shopper, `${ME}/password`, {
      method: 'POST',
      json: { currentPassword: customer.password, newPassword: 'Nowe-haslo-2026' },
    });
    expect(changed).toEqual({ status: 200, body: { changed: true, otherSessionsEnded: 1 } });
    expect((await shopper.me()).status).toBe(200);
    expect((await other.me()).status).toBe(401);
    expect((await browser().login(customer.email, customer.password)).status).toBe(401);
    expect((await browser().login(customer.email, 'Nowe-haslo-2026')).status).toBe(200);
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address and changes the login only when it is followed', async () => {
    const { customer, shopper } = await signedInCustomer();
    const newEmail = `nowy-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const requested = await call(shopper, `${ME}/email`, { method: 'POST', json: { email: newEmail.toUpperCase(), password: customer.password } });
    expect(requested).toEqual({ status: 200, body: { status: 'confirmation_sent', email: newEmail } });
    expect((await call<User>(shopper, ME)).body.email).toBe(customer.email);
    const [mail] = await mailTo(newEmail);
    const token = /zmiana-adresu=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    expect(mail?.kind).toBe('account_email_change');
    expect(mail?.text_body).toContain('/konto/dane?zmiana-adresu=');

    // Another customer cannot use the link.
    const stranger = await signedInCustomer();
    const stolen = await call<ErrorBody>(stranger.shopper, `${ME}/email/confirmations`, { method: 'POST', json: { token } });
    expect(stolen.status).toBe(404);

    const confirmed = await call(shopper, `${ME}/email/confirmations`, { method: 'POST', json: { token } });
    expect(confirmed).toEqual({ status: 200, body: { email: newEmail } });
    expect((await call<User>(shopper, ME)).body.email).toBe(newEmail);
    expect((await mailTo(customer.email)).map((row) => row.kind)).toContain('account_email_changed');
    expect((await call(shopper, `${ME}/email/confirmations`, { method: 'POST', json: { token } })).status).toBe(404);
    expect((await browser().login(newEmail, customer.password)).status).toBe(200);
  });

  it('answers a taken address exactly like a free one, tells its owner, and changes nothing', async () => {
    const { customer, shopper } = await signedInCustomer();
    const owner = await signedInCustomer();
    const free = `wolny-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    const takenAnswer = await call(shopper, `${ME}/email`, { method: 'POST', json: { email: owner.customer.email, password: customer.password } });
    const freeAnswer = await call(shopper, `${ME}/email`, { method: 'POST', json: { email: free, password: customer.password } });
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect({ ...(takenAnswer.body as object), email: '' }).toEqual({ ...(freeAnswer.body as object), email: '' });
    expect((await mailTo(owner.customer.email)).map((row) => row.kind)).toEqual(['account_email_taken']);
    const pending = await env.DB.prepare('SELECT new_email FROM customer_email_changes WHERE new_email = ?1').bind(owner.customer.email).all();
    expect(pending.results).toEqual([]);
  });

  it('refuses a wrong password and the current address', async () => {
    const { customer, shopper } = await signedInCustomer();
    const wrong = await call<ErrorBody>(shopper, `${ME}/email`, { method: 'POST', json: { email: 'inny@example.pl', password: 'nie-to' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ password: 'Hasło jest nieprawidłowe.' });
    const same = await call<ErrorBody>(shopper, `${ME}/email`, { method: 'POST', json: { email: customer.email, password: customer.password } });
    expect(same.status).toBe(422);
    expect(same.body.error.message).toBe('To jest obecny adres e-mail konta.');
  });
});

describe('saved addresses', () => {
  it('make the first the default, move the mark on request, and pass it on when the default goes', async () => {
    const { shopper } = await signedInCustomer();
    const first = await call<SavedAddresses>(shopper, `${ME}/addresses`, { method: 'POST', json: address('Biuro') });
    expect(first.status).toBe(200);
    expect(first.body.items.map((item) => [item.name, item.isDefault])).toEqual([['Biuro', true]]);
    const second = await call<SavedAddresses>(shopper, `${ME}/addresses`, { method: 'POST', json: address('Magazyn') });
    expect(second.body.items.map((item) => [item.name, item.isDefault])).toEqual([
      ['Biuro', true],
      ['Magazyn', false],
    ]);
    const magazyn = second.body.items.find((item) => item.name === 'Magazyn')?.uuid ?? '';
    const moved = await call<SavedAddresses>(shopper, `${ME}/addresses/${magazyn}/default`, { method: 'POST' });
    expect(moved.body.items.map((item) => [item.name, item.isDefault])).toEqual([
      ['Magazyn', true],
      ['Biuro', false],
    ]);
    const edited = await call<SavedAddresses>(shopper, `${ME}/addresses/${magazyn}`, {
      method: 'PUT',
      json: address('Magazyn główny', { city: 'Oława' }),
    });
    expect(edited.body.items[0]).toMatchObject({ name: 'Magazyn główny', city: 'Oława', isDefault: true });
    const left = await call<SavedAddresses>(shopper, `${ME}/addresses/${magazyn}`, { method: 'DELETE' });
    expect(left.body.items.map((item) => [item.name, item.isDefault])).toEqual([['Biuro', true]]);
  });

  it(`keep at most ${MAX_SAVED_ADDRESSES}`, async () => {
    const { shopper } = await signedInCustomer();
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index++) {
      expect((await shopper.fetch(`${ME}/addresses`, { method: 'POST', json: address(`Adres ${index}`) })).status).toBe(200);
    }
    const over = await call<ErrorBody>(shopper, `${ME}/addresses`, { method: 'POST', json: address('Za dużo', { isDefault: true }) });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toMatch(/najwyżej 20 adresów/);
    const list = await call<SavedAddresses>(shopper, `${ME}/addresses`);
    expect(list.body.items).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(list.body.items.filter((item) => item.isDefault).map((item) => item.name)).toEqual(['Adres 0']);
  });

  it('refuse a bad postcode in Polish and write nothing', async () => {
    const { shopper } = await signedInCustomer();
    const bad = await call<ErrorBody>(shopper, `${ME}/addresses`, { method: 'POST', json: address('Biuro', { postcode: '54204' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ postcode: 'Kod pocztowy ma postać 00-000.' });
    expect((await call<SavedAddresses>(shopper, `${ME}/addresses`)).body.items).toEqual([]);
  });
});

describe('invoice data', () => {
  it('keeps a company with a NIP that passes the checksum, and drops the company data for a person', async () => {
    const { shopper } = await signedInCustomer();
    const invoice = { customerType: 11, companyName: 'Czysta Firma Sp. z o.o.', street: 'ul. Prosta 1', postcode: '00-001', city: 'Warszawa' };
    const badNip = await call<ErrorBody>(shopper, `${ME}/invoice-data`, { method: 'PUT', json: { ...invoice, nip: '5260250275' } });
    expect(badNip.status).toBe(400);
    expect(badNip.body.error.fields?.nip).toMatch(/cyfrę kontrolną/);
    const noNip = await call<ErrorBody>(shopper, `${ME}/invoice-data`, { method: 'PUT', json: invoice });
    expect(noNip.body.error.fields).toEqual({ nip: 'Podaj NIP.' });
    const saved = await call<InvoiceData>(shopper, `${ME}/invoice-data`, {
      method: 'PUT',
      json: { ...invoice, nip: 'PL 526-025-02-74', invoiceEmail: 'Faktury@Firma.pl' },
    });
    expect(saved.body).toEqual({ ...invoice, nip: '5260250274', invoiceEmail: 'faktury@firma.pl' });
    expect((await call<User>(shopper, ME)).body).toMatchObject({ customerType: 11, nip: '5260250274' });
    const person = await call<InvoiceData>(shopper, `${ME}/invoice-data`, {
      method: 'PUT',
      json: { ...invoice, customerType: 1, nip: '5260250274' },
    });
    expect(person.body).toMatchObject({ customerType: 1, companyName: null, nip: null, invoiceEmail: null });
  });
});

describe('orders and bought products', () => {
  it('an order placed while logged in is the customer’s: listed, readable without its hash, its products re-orderable', async () => {
    const { customer, shopper } = await signedInCustomer();
    const product = pick(inStock, 1);
    const placed = await placeOrderAs(shopper, [{ uuid: product.uuid, quantity: 2 }]);
    const row = await env.DB.prepare('SELECT customer_id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ customer_id: number }>();
    expect(row?.customer_id).toBe(customer.id);

    const orders = await call<AccountOrders>(shopper, `${ME}/orders`);
    expect(orders.body).toMatchObject({ total: 1, page: 1, pageSize: 10, pageCount: 1 });
    expect(orders.body.items[0]).toMatchObject({ uuid: placed.uuid, number: placed.number, status: 37, statusLabel: 'Oczekuje na płatność' });

    const own = await call<Order>(shopper, `/api/secure/v1/orders/${placed.uuid}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ uuid: placed.uuid, number: placed.number });
    const byLink = await call<Order>(browser(), `/api/public/v1/orders/${placed.uuid}/${placed.hash}`);
    expect(own.body).toEqual(byLink.body);

    const bought = await call<BoughtProducts>(shopper, `${ME}/products`);
    expect(bought.body.items).toHaveLength(1);
    expect(bought.body.items[0]).toMatchObject({ uuid: product.uuid, number: product.number, quantityBought: 2 });
    expect(bought.body.items[0]?.product?.uuid).toBe(product.uuid);
  });

  it('a guest order belongs to nobody', async () => {
    const { shopper } = await signedInCustomer();
    const guest = browser();
    const placed = await placeOrderAs(guest, [{ uuid: pick(inStock, 2).uuid, quantity: 1 }]);
    const row = await env.DB.prepare('SELECT customer_id FROM orders WHERE uuid = ?1').bind(placed.uuid).first<{ customer_id: number | null }>();
    expect(row?.customer_id).toBeNull();
    expect((await call<AccountOrders>(shopper, `${ME}/orders`)).body.items).toEqual([]);
    expect((await shopper.fetch(`/api/secure/v1/orders/${placed.uuid}`)).status).toBe(404);
  });

  it('refuses a malformed page number', async () => {
    const { shopper } = await signedInCustomer();
    expect((await shopper.fetch(`${ME}/orders?page=0`)).status).toBe(400);
    expect((await shopper.fetch(`${ME}/orders?page=abc`)).status).toBe(400);
  });
});

describe('another customer’s ids (IDOR)', () => {
  it('every id-bearing call answers 404, like a missing row, and changes nothing', async () => {
    const victim = await signedInCustomer();
    const attacker = await signedInCustomer();
    const added = await call<SavedAddresses>(victim.shopper, `${ME}/addresses`, { method: 'POST', json: address('Dom ofiary') });
    const target = added.body.items[0]?.uuid ?? '';
    const order = await placeOrderAs(victim.shopper, [{ uuid: pick(inStock, 3).uuid, quantity: 1 }]);
    const unknown = crypto.randomUUID();

    for (const uuid of [target, unknown]) {
      const attempts = [
        await call<ErrorBody>(attacker.shopper, `${ME}/addresses/${uuid}`, { method: 'PUT', json: address('Przejęty', { isDefault: true }) }),
        await call<ErrorBody>(attacker.shopper, `${ME}/addresses/${uuid}/default`, { method: 'POST' }),
        await call<ErrorBody>(attacker.shopper, `${ME}/addresses/${uuid}`, { method: 'DELETE' }),
      ];
      for (const attempt of attempts)
        expect(attempt).toEqual({ status: 404, body: { error: { code: 'not_found', message: 'Nie znaleźliśmy tego adresu.' } } });
    }
    const stolenOrder = await call(attacker.shopper, `/api/secure/v1/orders/${order.uuid}`);
    const missingOrder = await call(attacker.shopper, `/api/secure/v1/orders/${unknown}`);
    expect(stolenOrder).toEqual(missingOrder);
    expect(stolenOrder.status).toBe(404);

    expect((await call<SavedAddresses>(victim.shopper, `${ME}/addresses`)).body.items).toEqual(added.body.items);
    expect((await call<SavedAddresses>(attacker.shopper, `${ME}/addresses`)).body.items).toEqual([]);
    expect((await call<AccountOrders>(attacker.shopper, `${ME}/orders`)).body.total).toBe(0);
    expect((await call<BoughtProducts>(attacker.shopper, `${ME}/products`)).body.items).toEqual([]);
  });
});
