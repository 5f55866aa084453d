/**
 * The statements of one newsletter sign-up (double opt-in), for the batch of whatever took it: the
 * newsletter form, or an order whose buyer ticked the newsletter consent. A new or pending address
 * gets a confirmation link; a confirmed one a note that nothing changes (with the unsubscribe
 * headers); either way the consent record notes the sign-up. Reads the subscriber first: run
 * the statements in one batch at once (a concurrent sign-up of the same address may make the
 * batch fail; the caller may build it again).
 */
import { enqueueMail } from '../../mail/outbox.ts';
import { alreadySubscribedMail, confirmationMail, newsletterHeaders } from './mails.ts';
import { findSubscriber, issueToken, recordConsent, upsertPendingSubscriber } from './queries.ts';

export interface NewsletterSignUp {
  email: string;
  /** The form or flow: `footer`, `page`, `checkout`. */
  source: string;
  consentVersion: string;
  ipPrefix: string;
  shopUrl: string;
  now: Date;
}

export async function newsletterSignUpStatements(db: D1Database, signUp: NewsletterSignUp): Promise<D1PreparedStatement[]> {
  const { email, source, consentVersion, ipPrefix, shopUrl, now } = signUp;
  const existing = await findSubscriber(db, email);
  const id = existing?.id ?? crypto.randomUUID();
  const cause = { kind: 'newsletter_subscriber', id };
  const consent = recordConsent(db, id, { action: 'sign_up', source, consentVersion, ipPrefix }, now);
  if (existing?.status === 'subscribed') {
    // Confirmed already: nothing changes but the record of this sign-up; the owner is told.
    const unsubscribe = await issueToken(db, id, 'unsubscribe', now);
    const mail = alreadySubscribedMail(shopUrl, unsubscribe.token);
    const headers = newsletterHeaders(shopUrl, unsubscribe.token);
    return [unsubscribe.statement, ...consent, ...enqueueMail(db, { kind: 'newsletter_confirmation', to: email, mail, cause, headers }, now)];
  }
  const confirm = await issueToken(db, id, 'confirm', now);
  return [
    upsertPendingSubscriber(db, id, email, now),
    confirm.statement,
    ...consent,
    ...enqueueMail(db, { kind: 'newsletter_confirmation', to: email, mail: confirmationMail(shopUrl, confirm.token), cause }, now),
  ];
}
