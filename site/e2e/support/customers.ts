/**
 * Customers for browser tests. The journeys that are about accounts register on the registration
 * tab, confirm from the mail read in the dev outbox and log in with the login form
 * (`registerThroughTheShop`, `logInWithTheForm`); the tests that only need someone logged in
 * write a confirmed customer straight into the local D1 the test worker serves (as the seed
 * writes the catalogue), with a password hashed exactly as the worker hashes it, and log in
 * through the shop's own call (`createCustomer`, `logIn`).
 */
import { execFile } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from '../../../scripts/lib/paths.ts';
import { cli, toolEnv } from '../../../scripts/lib/run.ts';

const execFileAsync = promisify(execFile);

/**
 * The stored form worker/src/auth/passwords.ts writes and reads (`pbkdf2-sha256$<iterations>$<salt>$<hash>`,
 * base64, 256 bits), made with Node's crypto: a wrong form would fail this suite's every login.
 */
function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, 'sha256');
  return `pbkdf2-sha256$100000$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export interface E2eCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A new confirmed private customer in the local D1. */
export async function createCustomer(): Promise<E2eCustomer> {
  const id = crypto.randomUUID();
  const customer = { email: `klient-${id.slice(0, 8)}@example.pl`, password: 'Mydło-w-płynie-2026', firstName: 'Anna', lastName: 'Nowak' };
  const hash = hashPassword(customer.password);
  const now = new Date().toISOString();
  // Every value is generated here (uuid, address, base64 hash, ISO time): nothing to escape.
  const sql = `INSERT INTO customers (uuid, email, password_hash, customer_type, first_name, last_name, phone, confirmed_at, created_at, updated_at)
    VALUES ('${id}', '${customer.email}', '${hash}', 1, '${customer.firstName}', '${customer.lastName}', '600 100 200', '${now}', '${now}', '${now}')`;
  await execFileAsync(process.execPath, [cli.wrangler, 'd1', 'execute', 'DB', '--local', '--command', sql], {
    cwd: repoRoot,
    env: toolEnv({ CI: 'true' }),
    maxBuffer: 1 << 20,
  });
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
 * (read from the dev outbox, as a person would click it); not logged in yet.
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
  await page.goto(await linkFromOutbox(page, customer.email, 'Potwierdź rejestrację konta', '/rejestracja/potwierdzenie'));
  await expect(page.getByText(`Gotowe! Konto ${customer.email} jest aktywne.`)).toBeVisible();
  return customer;
}
