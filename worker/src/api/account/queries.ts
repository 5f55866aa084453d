/**
 * The account's reads and writes on D1. Every statement names the signed-in customer's id beside
 * the row it touches (`AND customer_id = ?`), so another customer's uuid finds nothing: the
 * calls answer it exactly like a missing row.
 */
import { type CustomerType, isOrganisation, ORDER_STATUS } from '#lib/orders.ts';
import { CUSTOMER_SCOPE } from '../../auth/sessions.ts';

interface CustomerRow {
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  customer_type: CustomerType;
  company_name: string | null;
  nip: string | null;
  street: string;
  postcode: string;
  city: string;
  invoice_email: string | null;
  created_at: string;
}

/** The user record of `GET /users/me`. */
export async function readUser(db: D1Database, customerId: number) {
  const row = await db
    .prepare(
      `SELECT uuid, email, first_name, last_name, phone, customer_type, company_name, nip, street, postcode, city, invoice_email, created_at
       FROM customers WHERE id = ?1`,
    )
    .bind(customerId)
    .first<CustomerRow>();
  if (!row) throw new Error(`customer ${customerId} vanished during the call`);
  return {
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    customerType: row.customer_type,
    companyName: row.company_name,
    nip: row.nip,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    invoiceEmail: row.invoice_email,
    scope: CUSTOMER_SCOPE,
    createdAt: row.created_at,
  };
}

/** The invoice data of `GET /users/me/invoice-data`: the user record's billing part. */
export async function readInvoiceData(db: D1Database, customerId: number) {
  const user = await readUser(db, customerId);
  return {
    customerType: user.customerType,
    companyName: user.companyName,
    nip: user.nip,
    street: user.street,
    postcode: user.postcode,
    city: user.city,
    invoiceEmail: user.invoiceEmail,
  };
}

/** The stored password of the customer, for the calls that ask for it again. */
export async function readPasswordHash(db: D1Database, customerId: number): Promise<string | null> {
  const row = await db.prepare('SELECT password_hash FROM customers WHERE id = ?1').bind(customerId).first<{ password_hash: string }>();
  return row?.password_hash ?? null;
}

export async function isEmailTaken(db: D1Database, email: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS taken FROM customers WHERE email = ?1').bind(email).first()) !== null;
}

interface AddressRow {
  uuid: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  is_default: number;
  updated_at: string;
}

/** The saved addresses, the default first, then the newest. */
export async function listAddresses(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare(
      `SELECT uuid, name, street, postcode, city, phone, is_default, updated_at FROM customer_addresses
       WHERE customer_id = ?1 ORDER BY is_default DESC, created_at DESC, id DESC`,
    )
    .bind(customerId)
    .all<AddressRow>();
  return results.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    phone: row.phone,
    isDefault: row.is_default === 1,
    updatedAt: row.updated_at,
  }));
}

interface AccountOrderRow {
  uuid: string;
  number: string;
  created_at: string;
  status: number;
  total_gross: number;
  /** 1 once a shipment is recorded (the list then says "Wysłane"). */
  is_shipped: 0 | 1;
}

/** One page of the customer's orders, newest first, with how many there are in all. */
export async function listCustomerOrders(db: D1Database, customerId: number, page: number, pageSize: number) {
  const [count, rows] = await db.batch([
    db.prepare('SELECT count(*) AS total FROM orders WHERE customer_id = ?1').bind(customerId),
    db
      .prepare(
        `SELECT uuid, number, created_at, status, total_gross,
           EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = orders.id) AS is_shipped
         FROM orders WHERE customer_id = ?1
         ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(customerId, pageSize, (page - 1) * pageSize),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { total, rows: (rows?.results ?? []) as AccountOrderRow[] };
}

export interface BoughtProductRow {
  product_uuid: string;
  product_number: string;
  product_name: string;
  quantity_bought: number;
  last_ordered_at: string;
}

/** The most products the products tab lists: the most recently ordered. */
export const MAX_BOUGHT_PRODUCTS = 100;

/** Every product the customer ordered, with the quantity in all and the last order's name and date. */
export async function listBoughtProducts(db: D1Database, customerId: number): Promise<BoughtProductRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.product_uuid, sum(l.quantity) AS quantity_bought, max(o.created_at) AS last_ordered_at,
         (SELECT l2.product_number FROM order_lines l2 JOIN orders o2 ON o2.id = l2.order_id
           WHERE o2.customer_id = ?1 AND l2.product_uuid = l.product_uuid ORDER BY o2.created_at DESC, l2.id DESC LIMIT 1) AS product_number,
         (SELECT l2.product_name FROM order_lines l2 JOIN orders o2 ON o2.id = l2.order_id
           WHERE o2.customer_id = ?1 AND l2.product_uuid = l.product_uuid ORDER BY o2.created_at DESC, l2.id DESC LIMIT 1) AS product_name
       FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE o.customer_id = ?1 AND o.status <> ${ORDER_STATUS.cancelled}
       GROUP BY l.product_uuid ORDER BY last_ordered_at DESC, l.product_uuid LIMIT ?2`,
    )
    .bind(customerId, MAX_BOUGHT_PRODUCTS)
    .all<BoughtProductRow>();
  return results;
}

/** The account's name and phone (tab "dane"). */
export async function updateProfile(
  db: D1Database,
  customerId: number,
  profile: { firstName: string; lastName: string; phone: string },
  at: string,
): Promise<void> {
  await db
    .prepare('UPDATE customers SET first_name = ?2, last_name = ?3, phone = ?4, updated_at = ?5 WHERE id = ?1')
    .bind(customerId, profile.firstName, profile.lastName, profile.phone, at)
    .run();
}

/** The statement that stores a request to log in with another address, its link's secret as its SHA-256. */
export function emailChangeRequestStatement(
  db: D1Database,
  change: { tokenHash: string; customerId: number; newEmail: string; at: string; expiresAt: string },
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO customer_email_changes (token_hash, customer_id, new_email, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(change.tokenHash, change.customerId, change.newEmail, change.at, change.expiresAt);
}

/** The new address of this customer's open (unused, unexpired) address change with this link, or null. */
export async function findOpenEmailChange(db: D1Database, tokenHash: string, customerId: number, at: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT new_email FROM customer_email_changes WHERE token_hash = ?1 AND customer_id = ?2 AND used_at IS NULL AND expires_at > ?3')
    .bind(tokenHash, customerId, at)
    .first<{ new_email: string }>();
  return row?.new_email ?? null;
}

/** The statements that move the login to the new address and spend its link (an address taken meanwhile breaks the batch). */
export function changeEmailStatements(
  db: D1Database,
  change: { customerId: number; newEmail: string; tokenHash: string; at: string },
): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE customers SET email = ?2, updated_at = ?3 WHERE id = ?1').bind(change.customerId, change.newEmail, change.at),
    db.prepare('UPDATE customer_email_changes SET used_at = ?2 WHERE token_hash = ?1').bind(change.tokenHash, change.at),
  ];
}

/** The account's invoice data (tab "dane-do-faktury"): an organisation keeps its name and NIP, a person none. */
export async function updateInvoiceData(
  db: D1Database,
  customerId: number,
  data: {
    customerType: CustomerType;
    companyName?: string | undefined;
    nip?: string | undefined;
    street: string;
    postcode: string;
    city: string;
    invoiceEmail?: string | undefined;
  },
  at: string,
): Promise<void> {
  const organisation = isOrganisation(data.customerType);
  await db
    .prepare(
      `UPDATE customers SET customer_type = ?2, company_name = ?3, nip = ?4, street = ?5, postcode = ?6, city = ?7, invoice_email = ?8,
         updated_at = ?9 WHERE id = ?1`,
    )
    .bind(
      customerId,
      data.customerType,
      organisation ? (data.companyName ?? null) : null,
      organisation ? (data.nip ?? null) : null,
      data.street,
      data.postcode,
      data.city,
      data.invoiceEmail ?? null,
      at,
    )
    .run();
}
