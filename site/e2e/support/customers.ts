/**
 * Customers for browser tests. The registration screen is not part of this suite yet, so a
 * confirmed customer is written straight into the local D1 the test worker serves (as the seed
 * writes the catalogue), with a password hashed exactly as the worker hashes it; the test then
 * logs in through the shop's own call, as the login page does.
 */
import { execFile } from 'node:child_process';
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
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
