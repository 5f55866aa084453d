/**
 * Helpers of the account-link tests: the registration form as a browser sends it, the token of a
 * mailed link read from the outbox (as a person would click it), and the integration's admin token
 * (a member of staff's login: staff.ts).
 */
import { env } from 'cloudflare:test';
import { currentConsent } from '#lib/forms/consents.ts';
import type { RegistrationForm } from '#lib/forms/registration.ts';
import { formTicket } from './forms.ts';
import { readOutbox } from './mail.ts';

/** A password no list knows. */
export const STRONG_PASSWORD = 'Ręcznik-papierowy-Z2-2026';

/** A company's registration form, valid as it is; `changes` replaces fields. */
export async function registrationForm(email: string, changes: Partial<RegistrationForm> = {}): Promise<RegistrationForm> {
  return {
    email,
    password: STRONG_PASSWORD,
    customerType: 11,
    firstName: 'Jan',
    lastName: 'Kowalski',
    phone: '71 123 45 67',
    companyName: 'Czysta Firma Sp. z o.o.',
    nip: '526-025-02-74',
    termsConsent: currentConsent('terms').version,
    privacyConsent: currentConsent('privacy').version,
    ticket: await formTicket(),
    ...changes,
  };
}

/** The token of the first link to `path` in the newest mail to `to`. */
export async function mailedToken(to: string, path: string): Promise<string> {
  const newest = (await readOutbox(env.DB)).filter((mail) => mail.recipient === to).at(-1);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(newest?.text_body ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the newest mail to ${to}: ${newest?.text_body}`);
  return match[1];
}

/** Headers of an admin call as a machine sends them: the integration token (audited as the integration `api`). */
export function staffHeaders(token = env.ADMIN_API_TOKEN): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}
