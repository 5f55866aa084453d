/**
 * Issue 37: registration and password reset under D1 faults (worker/test/faults.ts). Whichever
 * operation fails (before or after it commits, once or with the Worker dying there): an account,
 * a sign-up or a reset link exists exactly with its mail, one request mails at most one link, the
 * form sent again works, and a link sets the password once.
 */

import { env } from 'cloudflare:test';
import { fc } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailedToken, registrationForm } from '#worker-test/account-links.ts';
import { browser, createCustomer } from '#worker-test/customers.ts';
import { d1FaultArbitrary, faultyD1, lostAnswerFaults } from '#worker-test/faults.ts';
import { formTicket, freshClientAddress } from '#worker-test/forms.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { api } from '../app.ts';

const NEW_PASSWORD = 'Dozownik-mydła-nowe-2027';

beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await env.DB.prepare('DELETE FROM rate_limit_hits').run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A public form's POST from a network of its own, through the API with `db` as its D1. */
function post(path: string, body: unknown, db: D1Database = env.DB) {
  return api.request(
    `${ORIGIN}/api/public/v1${path}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'CF-Connecting-IP': freshClientAddress() },
      body: JSON.stringify(body),
    },
    { ...env, DB: db },
  );
}

/** The address's accounts, registration links and mails. */
async function registrationOf(email: string) {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM customers WHERE email = ?1) AS customers,
       (SELECT count(*) FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = ?1 AND t.purpose = 'registration') AS links,
       (SELECT count(*) FROM mail_outbox WHERE recipient = ?1 AND kind = 'registration_confirmation') AS mails`,
  )
    .bind(email)
    .first<{ customers: number; links: number; mails: number }>();
}

describe('registration under D1 faults', () => {
  const newEmail = () => `rejestracja-${crypto.randomUUID().slice(0, 8)}@example.pl`;

  it('writes the account with its link and mail or nothing, one link per request; the form sent again confirms the account', async () => {
    const counting = faultyD1(env.DB);
    expect((await post('/customers', await registrationForm(newEmail()), counting.db)).status).toBe(200);
    const operations = counting.operations.length;

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        const email = newEmail();
        await post('/customers', await registrationForm(email), faultyD1(env.DB, fault).db);
        const afterFault = await registrationOf(email);
        expect([
          { customers: 0, links: 0, mails: 0 },
          { customers: 1, links: 1, mails: 1 },
        ]).toContainEqual(afterFault);

        expect((await post('/customers', await registrationForm(email))).status).toBe(200);
        const links = (afterFault?.links ?? 0) + 1;
        expect(await registrationOf(email)).toEqual({ customers: 1, links, mails: links });
        const confirmed = await browser().fetch('/api/public/v1/customers/confirmations', {
          method: 'POST',
          json: { token: await mailedToken(email, '/rejestracja/potwierdzenie'), password: (await registrationForm(email)).password },
        });
        expect(confirmed.status).toBe(200);
      }),
      { numRuns: Math.min(4 * operations, 16), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });

  it('two sign-ups of one new address at once make one account, each with its own link and mail', async () => {
    const email = newEmail();
    const answers = await Promise.all([post('/customers', await registrationForm(email)), post('/customers', await registrationForm(email))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await registrationOf(email)).toEqual({ customers: 1, links: 2, mails: 2 });
  });
});

describe('password reset under D1 faults', () => {
  async function resetsOf(email: string) {
    return env.DB.prepare(
      `SELECT (SELECT count(*) FROM customer_tokens t JOIN customers c ON c.id = t.customer_id WHERE c.email = ?1 AND t.purpose = 'password_reset') AS links,
         (SELECT count(*) FROM mail_outbox WHERE recipient = ?1 AND kind = 'password_reset') AS mails`,
    )
      .bind(email)
      .first<{ links: number; mails: number }>();
  }

  it('a request writes its link with its mail or nothing; asking again works', async () => {
    const counting = faultyD1(env.DB);
    const dry = await createCustomer();
    expect((await post('/passwords/resets', { email: dry.email, ticket: await formTicket() }, counting.db)).status).toBe(200);
    const operations = counting.operations.length;

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        const { email } = await createCustomer();
        await post('/passwords/resets', { email, ticket: await formTicket() }, faultyD1(env.DB, fault).db);
        const afterFault = await resetsOf(email);
        expect([
          { links: 0, mails: 0 },
          { links: 1, mails: 1 },
        ]).toContainEqual(afterFault);
        expect((await post('/passwords/resets', { email, ticket: await formTicket() })).status).toBe(200);
        const links = (afterFault?.links ?? 0) + 1;
        expect(await resetsOf(email)).toEqual({ links, mails: links });
      }),
      { numRuns: Math.min(4 * operations, 16), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });

  it('setting the password from the link: all of it or nothing; the link then sets it once', async () => {
    const setPassword = (token: string, db?: D1Database) => post('/passwords/resets/completions', { token, password: NEW_PASSWORD }, db);
    async function linkFor(email: string): Promise<string> {
      expect((await post('/passwords/resets', { email, ticket: await formTicket() })).status).toBe(200);
      return mailedToken(email, '/haslo/reset');
    }
    const counting = faultyD1(env.DB);
    const dry = await createCustomer();
    expect((await setPassword(await linkFor(dry.email), counting.db)).status).toBe(200);
    const operations = counting.operations.length;

    await fc.assert(
      fc.asyncProperty(d1FaultArbitrary(operations), async (fault) => {
        await env.DB.prepare('DELETE FROM rate_limit_hits').run();
        const customer = await createCustomer();
        const token = await linkFor(customer.email);
        const first = await setPassword(token, faultyD1(env.DB, fault).db);
        const isNewPassword = (await browser().login(customer.email, NEW_PASSWORD)).status === 200;
        const isOldPassword = (await browser().login(customer.email, customer.password)).status === 200;
        // Never both, never neither: the password changed whole or not at all.
        expect(isNewPassword).not.toBe(isOldPassword);
        if (first.status === 200) expect(isNewPassword).toBe(true);

        const again = await setPassword(token);
        expect(again.status).toBe(isNewPassword ? 404 : 200);
        expect((await browser().login(customer.email, NEW_PASSWORD)).status).toBe(200);
        expect((await browser().login(customer.email, customer.password)).status).not.toBe(200);
      }),
      { numRuns: Math.min(4 * operations, 12), endOnFailure: true, examples: lostAnswerFaults(counting.operations).map((fault) => [fault]) },
    );
  });
});
