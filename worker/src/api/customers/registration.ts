/**
 * One registration (issues 14 and 29), as the statements of one batch, by the state of the address:
 * - new: a customer (confirmed_at NULL), a sign-up with its own link, the consents, the link's mail;
 * - registered, not confirmed: a sign-up with its own link and mail, and nothing else: the pending
 *   account's password and data stay as they were, and the earlier links keep working;
 * - registered and confirmed: nothing changes; the mailbox's owner is told that the account exists.
 * A link confirms the account with its own sign-up's data and only together with that sign-up's
 * password (`confirmationStatements`): the owner of the mailbox decides, by the link and the
 * password they chose, and a stranger's sign-up of the same address, before or after, opens
 * nothing. The caller hashes the password before it knows which (the cost of PBKDF2 is the same in
 * every case, so the answer's timing does not tell who has an account) and answers the same in all three.
 */
import { consentTextOf } from '#lib/forms/consents.ts';
import type { Registration } from '#lib/forms/registration.ts';
import { isOrganisation } from '#lib/orders.ts';
import { issueCustomerToken } from '../../auth/customer-tokens.ts';
import { logEventOfUuidStatement, logEventStatement } from '../../auth/sessions.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { accountExistsMail, registrationConfirmationMail } from './mails.ts';
import type { ExistingCustomer } from './queries.ts';

export interface RegistrationContext {
  passwordHash: string;
  ipPrefix: string;
  shopUrl: string;
  now: Date;
}

/**
 * The account's own columns from the form, in the order both the pending account and the sign-up
 * store them (`password_hash, customer_type, first_name, last_name, phone, company_name, nip`):
 * organisations keep their name and NIP, people none.
 */
function accountColumns(form: Registration, passwordHash: string) {
  const organisation = isOrganisation(form.customerType);
  return [
    passwordHash,
    form.customerType,
    form.firstName,
    form.lastName,
    form.phone,
    organisation ? (form.companyName ?? null) : null,
    organisation ? (form.nip ?? null) : null,
  ] as const;
}

const ACCOUNT_COLUMNS = 'password_hash, customer_type, first_name, last_name, phone, company_name, nip';

/** The consents given with the form, each with its version's text kept once. */
function consentStatements(db: D1Database, customerUuid: string, form: Registration, context: RegistrationContext): D1PreparedStatement[] {
  const at = context.now.toISOString();
  const given: { purpose: 'terms' | 'privacy' | 'newsletter'; version: string }[] = [
    { purpose: 'terms', version: form.termsConsent },
    { purpose: 'privacy', version: form.privacyConsent },
  ];
  if (form.newsletterConsent) given.push({ purpose: 'newsletter', version: form.newsletterConsent });
  return given.flatMap(({ purpose, version }) => {
    const consent = consentTextOf(purpose, version);
    if (!consent) throw new Error(`unknown ${purpose} consent version ${version}`);
    return [
      db.prepare('INSERT OR IGNORE INTO consent_texts (version, text, created_at) VALUES (?1, ?2, ?3)').bind(consent.version, consent.text, at),
      db
        .prepare(
          `INSERT INTO customer_consents (customer_id, purpose, consent_version, ip_prefix, created_at)
           SELECT id, ?2, ?3, ?4, ?5 FROM customers WHERE uuid = ?1`,
        )
        .bind(customerUuid, purpose, consent.version, context.ipPrefix, at),
    ];
  });
}

export async function registrationStatements(
  db: D1Database,
  form: Registration,
  existing: ExistingCustomer | null,
  context: RegistrationContext,
): Promise<D1PreparedStatement[]> {
  const { now, shopUrl } = context;
  const at = now.toISOString();
  if (existing?.confirmed_at) {
    return [
      logEventStatement(db, existing.id, 'registration_of_existing_account', null, null, at),
      ...enqueueMail(
        db,
        { kind: 'registration_account_exists', to: form.email, mail: accountExistsMail(shopUrl), cause: { kind: 'customer', id: existing.uuid } },
        now,
      ),
    ];
  }
  const account = accountColumns(form, context.passwordHash);
  const uuid = existing?.uuid ?? crypto.randomUUID();
  const link = await issueCustomerToken(db, uuid, 'registration', now);
  // A new address gets its pending account; a pending one is never written by a sign-up.
  const create = existing
    ? []
    : [
        db
          .prepare(
            `INSERT INTO customers (uuid, email, ${ACCOUNT_COLUMNS}, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)`,
          )
          .bind(uuid, form.email, ...account, at),
      ];
  return [
    ...create,
    link.statement,
    db
      .prepare(
        `INSERT INTO customer_sign_ups (token_hash, ${ACCOUNT_COLUMNS}, newsletter_consent_version, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
      )
      .bind(link.tokenHash, ...account, form.newsletterConsent ?? null, at),
    ...consentStatements(db, uuid, form, context),
    logEventOfUuidStatement(db, uuid, existing ? 'registration_repeated' : 'registered', at),
    ...enqueueMail(
      db,
      {
        kind: 'registration_confirmation',
        to: form.email,
        mail: registrationConfirmationMail(shopUrl, link.token),
        cause: { kind: 'customer', id: uuid },
      },
      now,
    ),
  ];
}

/** A sign-up as its link confirms it: the password and the account's data given with it. */
export interface SignUp {
  password_hash: string;
  customer_type: number;
  first_name: string;
  last_name: string;
  phone: string;
  company_name: string | null;
  nip: string | null;
  newsletter_consent_version: string | null;
}

/** The sign-up a registration link was mailed for. */
export function findSignUp(db: D1Database, tokenHash: string): Promise<SignUp | null> {
  return db
    .prepare(
      `SELECT password_hash, customer_type, first_name, last_name, phone, company_name, nip, newsletter_consent_version
       FROM customer_sign_ups WHERE token_hash = ?1`,
    )
    .bind(tokenHash)
    .first<SignUp>();
}

/**
 * The statements that confirm an account from its link, once the sign-up's password was given:
 * the account active with that sign-up's data and password, every registration link of the
 * address spent, the guest orders placed earlier with the same address joined to the account
 * (the address is now proven theirs: the link reached its mailbox), and the history line.
 */
export function confirmationStatements(db: D1Database, customer: { id: number; email: string }, signUp: SignUp, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `UPDATE customers SET password_hash = ?2, customer_type = ?3, first_name = ?4, last_name = ?5, phone = ?6, company_name = ?7, nip = ?8,
           confirmed_at = ?9, updated_at = ?9 WHERE id = ?1 AND confirmed_at IS NULL`,
      )
      .bind(
        customer.id,
        signUp.password_hash,
        signUp.customer_type,
        signUp.first_name,
        signUp.last_name,
        signUp.phone,
        signUp.company_name,
        signUp.nip,
        at,
      ),
    db
      .prepare("UPDATE customer_tokens SET used_at = ?2 WHERE customer_id = ?1 AND purpose = 'registration' AND used_at IS NULL")
      .bind(customer.id, at),
    db.prepare('UPDATE orders SET customer_id = ?1 WHERE customer_id IS NULL AND email = ?2').bind(customer.id, customer.email),
    logEventStatement(db, customer.id, 'registration_confirmed', null, null, at),
  ];
}
