/**
 * `POST /contact/messages`: the contact form and the product enquiry (issue 11, spec §2). After
 * the form's guard (forms/guard.ts), the message is stored and both e-mails are written to the
 * outbox in ONE batch: the message for the shop (SHOP_MAIL_TO, else the head office's address)
 * and the copy for the sender. An enquiry whose number the shop no longer sells is still taken
 * (the customer's question stands), unlinked from any product. A form the honeypot caught gets
 * the same answer and writes nothing.
 */
import { getShopUrl } from '../../config.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { GUARDED_FORM_ERRORS, guardForm } from '../../forms/guard.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { resolveShopMailbox } from '../../mail/shop-mailbox.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { type ContactMailFacts, senderCopyMail, shopMessageMail } from './mails.ts';
import { findEnquiredProduct, storeMessageStatements } from './messages.ts';
import { contactMessageAcceptedSchema, contactMessageBody } from './schemas.ts';

/** A 5000-character message of three-byte characters, with the other fields and JSON around it. */
export const CONTACT_BODY_BYTES = 24 * 1024;

const sendMessageCall = declareCall({
  operationId: 'sendContactMessage',
  method: 'post',
  path: '/messages',
  tags: ['Kontakt'],
  summary:
    'Wiadomość z formularza kontaktowego; z numerem produktu: zapytanie o produkt. Zapisuje wiadomość i wysyła ją do sklepu, a nadawcy potwierdzenie jej otrzymania (bez jej treści).',
  request: { query: noQuery, body: jsonBody(contactMessageBody) },
  success: { schema: contactMessageAcceptedSchema, description: 'Przyjęto; obie wiadomości czekają w kolejce do wysłania.' },
  errors: GUARDED_FORM_ERRORS,
  maxBodyBytes: CONTACT_BODY_BYTES,
});

export const contactRoutes = createRouter().openapi(sendMessageCall, async (c) => {
  const body = c.req.valid('json');
  const now = new Date();
  const id = crypto.randomUUID();
  if ((await guardForm(c, 'contact', body.email, body, now.getTime())) === 'drop') return c.json({ id, email: body.email }, 200);

  const db = c.env.DB;
  const shopMailbox = await resolveShopMailbox(c.env, db);
  if (!shopMailbox) throw new Error('no shop mailbox: set SHOP_MAIL_TO or add the head office branch');
  const found = body.productNumber ? await findEnquiredProduct(db, body.productNumber) : null;
  const facts: ContactMailFacts = {
    id,
    name: body.name,
    email: body.email,
    phone: body.phone || null,
    subject: body.subject,
    message: body.message,
    product: body.productNumber ? { number: body.productNumber, name: body.productName || null, found } : null,
  };
  const shopUrl = getShopUrl(c.env, c.req.url);
  const cause = { kind: 'contact_message', id };
  await db.batch([
    ...storeMessageStatements(
      db,
      {
        ...facts,
        productNumber: body.productNumber ?? null,
        productName: body.productName || null,
        productUuid: found?.uuid ?? null,
        consentVersion: body.consentVersion,
        ipPrefix: clientNetworkOf(c),
      },
      now,
    ),
    ...enqueueMail(
      db,
      { kind: 'contact_message', to: shopMailbox, mail: shopMessageMail(shopUrl, facts), cause, headers: { 'Reply-To': body.email } },
      now,
    ),
    ...enqueueMail(db, { kind: 'contact_copy', to: body.email, mail: senderCopyMail(shopUrl, facts, now), cause }, now),
  ]);
  return c.json({ id, email: body.email }, 200);
});
