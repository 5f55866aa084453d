/**
 * A customer's data rights, as staff carry them out (issue 31, docs/decisions/034-customer-data-rights.md):
 * - blocking the account: no login, every login and open link ended at once (`blockStatements`);
 * - the export of everything the shop holds of them (GDPR art. 15 and 20), as JSON (`customerExport`);
 * - erasure (art. 17): the account and its orders lose every personal datum, in one batch, and what
 *   the law makes the shop keep stays: the invoices as issued, until the end of their retention
 *   (art. 17 ust. 3 lit. b GDPR with art. 112 of the VAT act; `vatRetentionEndsOn`), and the
 *   orders' numbers, lines, amounts and the company's name and NIP the invoice carries.
 */
import { ORDER_STATUS_LABELS, type OrderStatus } from '#lib/orders.ts';
import type { CustomerState } from '#lib/panel/customer-filters.ts';
import { SELLER, SELLER_ADDRESS } from '#lib/seller.ts';
import { vatRetentionEndsOn } from '#lib/vat-retention.ts';
import { securityEventStatements } from '../../auth/security-events.ts';
import { listAddresses } from '../account/queries.ts';
import { readOrderLines } from '../orders/queries.ts';
import { readShipments, readStatusChanges } from '../orders/status-changes.ts';
import { CUSTOMER_ORDERS, type CustomerDeskRow, readContactMessages, readCustomerSurroundings } from './customer-desk-queries.ts';

/** What an erased account and its orders are called instead of the person. */
export const ERASED_NAME = 'Dane usunięte';
/** The stored password of an erased account: not a PBKDF2 hash any password matches. */
const NO_PASSWORD = 'pbkdf2-sha256$erased';

/** The address an erased account keeps: unique, and in the reserved `.invalid` domain, so no mail ever goes to it. */
export function erasedEmailOf(customerUuid: string): string {
  return `usuniety-${customerUuid}@usunieto.invalid`;
}

/** Blocking (or unblocking) the account; blocking also ends every login and voids every open link, in the same batch. */
export function blockStatements(db: D1Database, customerId: number, blocked: boolean, at: string): D1PreparedStatement[] {
  if (!blocked) return [db.prepare('UPDATE customers SET disabled_at = NULL, updated_at = ?2 WHERE id = ?1').bind(customerId, at)];
  return [
    db.prepare('UPDATE customers SET disabled_at = ?2, updated_at = ?2 WHERE id = ?1').bind(customerId, at),
    ...securityEventStatements(db, customerId, 'disabled', at),
  ];
}

/**
 * The erasure's statements, in order: first those that find the customer's orders and mails by the
 * address, then the orders, last the account (whose address they read). Run after a guard that
 * the account is not erased yet and has no open order.
 */
export function erasureStatements(db: D1Database, customer: Pick<CustomerDeskRow, 'id' | 'uuid' | 'email'>, at: string): D1PreparedStatement[] {
  const mine = [customer.id, customer.email] as const;
  const theirOrders = `SELECT o.id FROM orders o WHERE ${CUSTOMER_ORDERS}`;
  const erasedEmail = erasedEmailOf(customer.uuid);
  return [
    // Mails: those to the customer's addresses, and those their orders caused (the shop's notice names the buyer).
    db
      .prepare(
        `DELETE FROM mail_outbox WHERE recipient = ?2
           OR recipient IN (SELECT o.invoice_email FROM orders o WHERE ${CUSTOMER_ORDERS})
           OR (cause_kind = 'order' AND cause_id IN (SELECT o.uuid FROM orders o WHERE ${CUSTOMER_ORDERS}))
           OR (cause_kind = 'order_shipment' AND cause_id IN (SELECT s.uuid FROM order_shipments s WHERE s.order_id IN (${theirOrders})))`,
      )
      .bind(...mine),
    db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?1').bind(customer.email),
    db.prepare('DELETE FROM contact_messages WHERE email = ?1').bind(customer.email),
    db.prepare('DELETE FROM cart_reminder_optouts WHERE email = ?1').bind(customer.email),
    // The failed-login counters name the address they count (login-throttle.ts), for 15 minutes.
    db.prepare('DELETE FROM rate_limit_hits WHERE instr(key, ?1) > 0').bind(JSON.stringify(customer.email)),
    // Staff's free text about the orders may name the person.
    db.prepare(`UPDATE order_notes SET body = ?3 WHERE order_id IN (${theirOrders})`).bind(...mine, 'Notatka usunięta (RODO art. 17).'),
    db.prepare(`UPDATE order_status_changes SET note = NULL WHERE note IS NOT NULL AND order_id IN (${theirOrders})`).bind(...mine),
    // Carts: their ids end; a cart left behind keeps no address.
    db.prepare('DELETE FROM cart_sessions WHERE cart_id IN (SELECT id FROM carts WHERE customer_id = ?1 OR contact_email = ?2)').bind(...mine),
    db
      .prepare(
        `UPDATE carts SET customer_id = NULL, contact_email = NULL, reminder_consent_at = NULL, abandonment_token_hash = NULL,
           abandonment_token_expires_at = NULL WHERE customer_id = ?1 OR contact_email = ?2`,
      )
      .bind(...mine),
    // The orders: the person goes; the company's name and NIP (on the invoice), numbers, lines and amounts stay.
    db
      .prepare(
        `UPDATE orders SET first_name = '', last_name = ?3, email = ?4, invoice_email = ?4, phone = '', street = '', postcode = '00-000',
           city = '', delivery_address = NULL, parcel_locker_code = NULL, cart_uuid = NULL, payment_url = NULL
         WHERE customer_id = ?1 OR email = ?2`,
      )
      .bind(...mine, ERASED_NAME, erasedEmail),
    // The account: its logins, links, addresses, consents and history go; the row stays, empty, with when it was erased.
    db.prepare('DELETE FROM auth_sessions WHERE customer_id = ?1').bind(customer.id),
    db.prepare('DELETE FROM customer_tokens WHERE customer_id = ?1').bind(customer.id),
    db.prepare('DELETE FROM customer_email_changes WHERE customer_id = ?1').bind(customer.id),
    db.prepare('DELETE FROM customer_addresses WHERE customer_id = ?1').bind(customer.id),
    db.prepare('DELETE FROM customer_consents WHERE customer_id = ?1').bind(customer.id),
    db.prepare('DELETE FROM customer_events WHERE customer_id = ?1').bind(customer.id),
    db
      .prepare(
        `UPDATE customers SET email = ?2, password_hash = ?3, customer_type = 1, first_name = '', last_name = ?4, phone = '',
           company_name = NULL, nip = NULL, street = '', postcode = '', city = '', invoice_email = NULL,
           disabled_at = coalesce(disabled_at, ?5), erased_at = ?5, updated_at = ?5
         WHERE id = ?1`,
      )
      .bind(customer.id, erasedEmail, NO_PASSWORD, ERASED_NAME, at),
  ];
}

/** The invoices an erasure keeps, each with the last day the shop must keep it. */
export function keptInvoices(invoices: readonly { number: string; issue_date: string }[]): { number: string; keptUntil: string }[] {
  return invoices.map((invoice) => ({ number: invoice.number, keptUntil: vatRetentionEndsOn(invoice.issue_date) }));
}

const PURPOSE_LABELS: Readonly<Record<string, string>> = {
  terms: 'Regulamin',
  privacy: 'Polityka prywatności',
  newsletter: 'Newsletter',
};
const NEWSLETTER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Czeka na potwierdzenie',
  subscribed: 'Zapisany',
  unsubscribed: 'Wypisany',
};
const NEWSLETTER_ACTION_LABELS: Readonly<Record<string, string>> = {
  sign_up: 'Zapis',
  confirm: 'Potwierdzenie',
  unsubscribe: 'Wypisanie',
};

/** The parts of a customer's page and export that read the same in both. */
export function presentSurroundings(surroundings: Awaited<ReturnType<typeof readCustomerSurroundings>>) {
  return {
    orders: surroundings.orders.map((order) => ({
      uuid: order.uuid,
      number: order.number,
      createdAt: order.created_at,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? String(order.status),
      totalGross: order.total_gross,
    })),
    invoices: surroundings.invoices.map((invoice) => ({
      uuid: invoice.uuid,
      number: invoice.number,
      kind: invoice.kind,
      issueDate: invoice.issue_date,
      totalGross: invoice.total_gross,
      orderNumber: invoice.order_number,
      keptUntil: vatRetentionEndsOn(invoice.issue_date),
    })),
    consents: surroundings.consents.map((consent) => ({
      purpose: consent.purpose,
      purposeLabel: PURPOSE_LABELS[consent.purpose] ?? consent.purpose,
      version: consent.consent_version,
      ipPrefix: consent.ip_prefix,
      at: consent.created_at,
    })),
    newsletter: surroundings.newsletter && {
      status: surroundings.newsletter.status,
      statusLabel: NEWSLETTER_STATUS_LABELS[surroundings.newsletter.status] ?? surroundings.newsletter.status,
      history: surroundings.newsletter.history.map((entry) => ({
        action: entry.action,
        actionLabel: NEWSLETTER_ACTION_LABELS[entry.action] ?? entry.action,
        source: entry.source,
        version: entry.consent_version,
        at: entry.created_at,
      })),
    },
    sessions: surroundings.sessions.map((session) => ({
      uuid: session.uuid,
      via: session.via,
      createdAt: session.created_at,
      lastUsedAt: session.last_used_at,
      revokedAt: session.revoked_at,
      revokedReason: session.revoked_reason,
    })),
    events: surroundings.events.map((event) => ({ event: event.event, actor: event.actor, detail: event.detail, at: event.at })),
  };
}

/** The account's own fields as the page and the export show them. */
export function presentAccount(customer: CustomerDeskRow, state: { state: CustomerState; stateLabel: string }, customerTypeLabel: string) {
  return {
    profile: {
      uuid: customer.uuid,
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      phone: customer.phone,
      customerType: customer.customer_type,
      customerTypeLabel,
      ...state,
      createdAt: customer.created_at,
      confirmedAt: customer.confirmed_at,
      disabledAt: customer.disabled_at,
      erasedAt: customer.erased_at,
      updatedAt: customer.updated_at,
    },
    invoiceData: {
      companyName: customer.company_name,
      nip: customer.nip,
      street: customer.street,
      postcode: customer.postcode,
      city: customer.city,
      invoiceEmail: customer.invoice_email,
    },
  };
}

/** Everything the shop holds of the customer (art. 15 and 20 GDPR): the page's data, every order in full, and their contact messages. */
export async function customerExport(db: D1Database, customer: CustomerDeskRow, account: ReturnType<typeof presentAccount>, now: Date) {
  const surroundings = await readCustomerSurroundings(db, customer, 10_000);
  const shown = presentSurroundings(surroundings);
  const orders = await Promise.all(
    surroundings.orders.map(async (order, index) => {
      const [full, lines, changes, shipments] = await Promise.all([
        db.prepare('SELECT * FROM orders WHERE id = ?1').bind(order.id).first<Record<string, unknown>>(),
        readOrderLines(db, order.id),
        readStatusChanges(db, order.id),
        readShipments(db, order.id),
      ]);
      const row = full ?? {};
      return {
        ...(shown.orders[index] as (typeof shown.orders)[number]),
        buyer: {
          customerType: row.customer_type,
          firstName: row.first_name,
          lastName: row.last_name,
          companyName: row.company_name,
          nip: row.nip,
          email: row.email,
          phone: row.phone,
          street: row.street,
          postcode: row.postcode,
          city: row.city,
          invoiceEmail: row.invoice_email,
        },
        delivery: {
          method: row.delivery_method,
          address: typeof row.delivery_address === 'string' ? JSON.parse(row.delivery_address) : null,
          parcelLockerCode: row.parcel_locker_code,
          branchName: row.branch_name,
        },
        paymentMethod: String(row.payment_method ?? ''),
        paidAt: (row.paid_at as string | null) ?? null,
        lines: lines.map((line) => ({
          productNumber: line.product_number,
          productName: line.product_name,
          quantity: line.quantity,
          unitGross: line.unit_gross,
          lineGross: line.line_gross,
        })),
        statusHistory: changes.map((change) => ({
          status: change.to_status,
          statusLabel: ORDER_STATUS_LABELS[change.to_status as OrderStatus] ?? String(change.to_status),
          at: change.changed_at,
        })),
        shipments: shipments.map((shipment) => ({
          carrier: shipment.carrier,
          trackingNumber: shipment.tracking_number,
          shippedAt: shipment.shipped_at,
        })),
      };
    }),
  );
  const { updatedAt: _updatedAt, ...profile } = account.profile;
  return {
    exportedAt: now.toISOString(),
    controller: { name: SELLER.name, address: SELLER_ADDRESS, nip: SELLER.nip },
    account: { ...profile, invoiceData: account.invoiceData },
    addresses: (await listAddresses(db, customer.id)).map(({ updatedAt: _updated, ...address }) => address),
    orders,
    invoices: shown.invoices,
    consents: shown.consents,
    newsletter: shown.newsletter,
    sessions: shown.sessions,
    events: shown.events,
    contactMessages: (await readContactMessages(db, customer.email)).map((message) => ({
      subject: message.subject,
      message: message.message,
      at: message.created_at,
    })),
  };
}
