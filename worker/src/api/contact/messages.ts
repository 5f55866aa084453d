/**
 * The contact form's data (worker/migrations/0007_newsletter_contact.sql `contact_messages`): the
 * product an enquiry names, and the statements that store a message with its consent text. Like the newsletter's, the statements are returned, so the route
 * runs them in ONE batch with the two mails (mail/outbox.ts).
 */
import { consentTextOf } from '#lib/forms/consents.ts';

/** The product an enquiry asks about, as far as the shop knows it. */
export interface EnquiredProduct {
  uuid: string;
  name: string;
  slug: string;
}

/** The active product with this number, or null (a withdrawn or mistyped number). */
export function findEnquiredProduct(db: D1Database, productNumber: string): Promise<EnquiredProduct | null> {
  return db.prepare('SELECT uuid, name, slug FROM products WHERE number = ?1 AND is_active = 1').bind(productNumber).first<EnquiredProduct>();
}

/** One message as stored. */
export interface NewContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  productNumber: string | null;
  productName: string | null;
  productUuid: string | null;
  consentVersion: string;
  ipPrefix: string;
}

/** The statements that store a message and keep the consent text of its version. */
export function storeMessageStatements(db: D1Database, message: NewContactMessage, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  const consent = consentTextOf('contact', message.consentVersion);
  if (!consent) throw new Error(`unknown contact consent version ${message.consentVersion}`);
  return [
    db.prepare('INSERT OR IGNORE INTO consent_texts (version, text, created_at) VALUES (?1, ?2, ?3)').bind(consent.version, consent.text, at),
    db
      .prepare(
        `INSERT INTO contact_messages (id, kind, name, email, phone, subject, message, product_number, product_name, product_uuid, consent_version, ip_prefix, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
      )
      .bind(
        message.id,
        message.productNumber ? 'product_enquiry' : 'contact',
        message.name,
        message.email,
        message.phone,
        message.subject,
        message.message,
        message.productNumber,
        message.productName,
        message.productUuid,
        message.consentVersion,
        message.ipPrefix,
        at,
      ),
  ];
}
