/**
 * Customers for browser tests. The journeys that are about accounts register on the registration
 * tab, confirm from the mail read in the dev outbox and log in with the login form
 * (`registerThroughTheShop`, `logInWithTheForm`); the tests that only need someone logged in
 * write a confirmed customer straight into the local D1 the test worker serves
 * (scripts/lib/local-customers.ts) and log in through the shop's own call (`createCustomer`, `logIn`).
 */
import { expect, type Page } from '@playwright/test';
import { createLocalCustomers, executeLocalSql, type LocalCustomer, queryLocalSql } from '../../../scripts/lib/local-customers.ts';

export { executeLocalSql, queryLocalSql };

export type E2eCustomer = LocalCustomer;

/** A new confirmed private customer in the local D1. */
export async function createCustomer(): Promise<E2eCustomer> {
  const [customer] = await createLocalCustomers(1);
  if (!customer) throw new Error('no customer written');
  return customer;
}

/** Logs the page's browser in through `POST /oauths/tokens`, as the login form does (the edge keeps the tokens in cookies). */
export async function logIn(page: Page, customer: Pick<E2eCustomer, 'email' | 'password'>): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/koszyk');
  const status = await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/public/v1/oauths/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
    return response.status;
  }, customer);
  if (status !== 200) throw new Error(`login answered ${status}`);
}

/** The first link to `path` in the text of the newest mail with this subject to this address, read from the dev outbox. */
export async function linkFromOutbox(page: Page, to: string, subject: string, path: string): Promise<string> {
  await page.goto('/_dev/outbox');
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = new RegExp(`https?://[^\\s]+${path}/[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in "${subject}" to ${to}:\n${text}`);
  return new URL(link).pathname;
}

/** Logs in on the login tab of /logowanie (the page must show it), as a person types. */
export async function logInWithTheForm(page: Page, email: string, password: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: 'Logowanie' });
  await panel.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await panel.getByLabel('Hasło', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Zaloguj się' }).click();
}

/**
 * A private customer registered on the registration tab and confirmed by the link mailed to them
 * (read from the dev outbox, as a person would click it) with their password; logged out again.
 */
export async function registerThroughTheShop(page: Page): Promise<E2eCustomer> {
  const customer = {
    email: `e2e-klient-${crypto.randomUUID().slice(0, 8)}@example.pl`,
    password: 'Ręcznik-papierowy-Z2-2026',
    firstName: 'Ewa',
    lastName: 'Nowak',
  };
  await page.goto('/rejestracja');
  const form = page.getByRole('tabpanel', { name: 'Rejestracja' });
  await form.getByRole('radio', { name: 'Osoba prywatna' }).check();
  await form.getByRole('textbox', { name: 'Imię' }).fill(customer.firstName);
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill(customer.lastName);
  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill(customer.email);
  await form.getByRole('textbox', { name: 'Telefon' }).fill('600 100 200');
  await form.getByLabel('Hasło', { exact: true }).fill(customer.password);
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('checkbox', { name: /polityką prywatności/ }).check();
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL('/rejestracja/potwierdzenie', { timeout: 10_000 });
  // The link's page activates the account with the registration's password and logs in with it;
  // the journeys that use this helper log in with the form, so the login ends here.
  await page.goto(await linkFromOutbox(page, customer.email, 'Potwierdź rejestrację konta', '/rejestracja/potwierdzenie'));
  await page.getByLabel('Hasło', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page).toHaveURL('/konto/dane', { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status)).toBe(200);
  return customer;
}
