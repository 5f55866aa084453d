/**
 * Security events end what came before them (issue 29, finding 6): after a password reset, a
 * password change or a change of the login address, no one-time link issued before it works (a
 * reset link, the staff's remote login, an address change, a registration link) and no other login
 * of the account stays open. Every event against every kind of link, through the whole worker.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { browser, createCustomer, type TestCustomer } from '#worker-test/customers.ts';
import { readOutbox } from '#worker-test/mail.ts';
import { EMAIL_CHANGE_PARAM } from '../api/account/mails.ts';
import { hashToken, newToken } from '../auth/one-time-tokens.ts';
import { type CustomerTokenPurpose, issueCustomerToken } from './customer-tokens.ts';

type Event = 'password_reset' | 'password_change' | 'email_change';
type Link = 'password_reset' | 'remote_login' | 'email_change';

const EVENTS: readonly Event[] = ['password_reset', 'password_change', 'email_change'];
const LINKS: readonly Link[] = ['password_reset', 'remote_login', 'email_change'];
const NEW_PASSWORD = 'Zmienione-hasło-po-zdarzeniu-2027';

async function issueToken(customer: TestCustomer, purpose: CustomerTokenPurpose): Promise<string> {
  const issued = await issueCustomerToken(env.DB, customer.uuid, purpose, new Date(), purpose === 'remote_login' ? 'anna.serwis' : null);
  await issued.statement.run();
  return issued.token;
}

async function issueEmailChange(customer: TestCustomer): Promise<string> {
  const token = newToken();
  const now = new Date();
  await env.DB.prepare('INSERT INTO customer_email_changes (token_hash, customer_id, new_email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(
      await hashToken(token),
      customer.id,
      `nowy-${crypto.randomUUID().slice(0, 8)}@example.pl`,
      now.toISOString(),
      new Date(now.getTime() + 86_400_000).toISOString(),
    )
    .run();
  return token;
}

/** The token of the address-change link in the newest mail to `to`. */
async function mailedEmailChangeToken(to: string): Promise<string> {
  const newest = (await readOutbox(env.DB)).filter((mail) => mail.recipient === to).at(-1);
  const token = new RegExp(`[?&]${EMAIL_CHANGE_PARAM}=([A-Za-z0-9_-]+)`).exec(newest?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no address-change link in the newest mail to ${to}`);
  return token;
}

/** A link of one kind, issued now; `use` answers the status its call gives it (as the customer, logged in where the call needs it). */
async function openLink(kind: Link, customer: TestCustomer): Promise<{ use: (shopper: ReturnType<typeof browser>) => Promise<number> }> {
  switch (kind) {
    case 'password_reset': {
      const token = await issueToken(customer, 'password_reset');
      return {
        use: async (shopper) =>
          (
            await shopper.fetch('/api/public/v1/passwords/resets/completions', {
              method: 'POST',
              json: { token, password: 'Link-sprzed-zdarzenia-2026' },
            })
          ).status,
      };
    }
    case 'remote_login': {
      const token = await issueToken(customer, 'remote_login');
      return {
        use: async (shopper) =>
          (await shopper.fetch('/api/public/v1/oauths/remote-logins', { method: 'POST', json: { uuid: customer.uuid, oneTimePass: token } })).status,
      };
    }
    case 'email_change': {
      const token = await issueEmailChange(customer);
      return {
        use: async (shopper) => (await shopper.fetch('/api/secure/v1/users/me/email/confirmations', { method: 'POST', json: { token } })).status,
      };
    }
  }
}

/** Makes the event happen through the worker, in the browser `actor` (logged in); answers the password the account has after it. */
async function happen(event: Event, customer: TestCustomer, actor: ReturnType<typeof browser>): Promise<string> {
  switch (event) {
    case 'password_reset': {
      const token = await issueToken(customer, 'password_reset');
      const response = await actor.fetch('/api/public/v1/passwords/resets/completions', { method: 'POST', json: { token, password: NEW_PASSWORD } });
      expect(response.status).toBe(200);
      return NEW_PASSWORD;
    }
    case 'password_change': {
      const response = await actor.fetch('/api/secure/v1/users/me/password', {
        method: 'POST',
        json: { currentPassword: customer.password, newPassword: NEW_PASSWORD },
      });
      expect(response.status).toBe(200);
      return NEW_PASSWORD;
    }
    case 'email_change': {
      const address = `zmiana-${crypto.randomUUID().slice(0, 8)}@example.pl`;
      const requested = await actor.fetch('/api/secure/v1/users/me/email', { method: 'POST', json: { email: address, password: customer.password } });
      expect(requested.status).toBe(200);
      const confirmed = await actor.fetch('/api/secure/v1/users/me/email/confirmations', {
        method: 'POST',
        json: { token: await mailedEmailChangeToken(address) },
      });
      expect(confirmed.status).toBe(200);
      customer.email = address;
      return customer.password;
    }
  }
}

describe('a security event', () => {
  for (const event of EVENTS) {
    for (const link of LINKS) {
      it(`${event} voids a ${link} link issued before it`, async () => {
        const customer = await createCustomer();
        const actor = browser();
        expect((await actor.login(customer.email, customer.password)).status).toBe(200);
        const earlier = await openLink(link, customer);
        await happen(event, customer, actor);
        // The email change's own link is used by the logged-in actor; the others by anyone.
        const holder = link === 'email_change' ? actor : browser();
        if (event === 'password_reset' && link === 'email_change') {
          // A reset ends every login, the actor's too: log in again to try the link.
          expect((await holder.login(customer.email, NEW_PASSWORD)).status).toBe(200);
        }
        expect([401, 404]).toContain(await earlier.use(holder));
      });
    }

    it(`${event} ends the account's other logins${event === 'password_reset' ? ', all of them' : ' and keeps the one that made it'}`, async () => {
      const customer = await createCustomer();
      const actor = browser();
      const elsewhere = browser();
      for (const shopper of [actor, elsewhere]) expect((await shopper.login(customer.email, customer.password)).status).toBe(200);
      await happen(event, customer, actor);
      expect((await elsewhere.me()).status).toBe(401);
      expect((await actor.me()).status).toBe(event === 'password_reset' ? 401 : 200);
    });
  }

  it('leaves a link issued after the event working', async () => {
    const customer = await createCustomer();
    const actor = browser();
    await actor.login(customer.email, customer.password);
    await happen('password_change', customer, actor);
    const later = await openLink('remote_login', { ...customer, password: NEW_PASSWORD });
    expect(await later.use(browser())).toBe(200);
  });
});
