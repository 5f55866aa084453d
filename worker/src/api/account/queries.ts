/** The account's reads on D1. */
import type { CustomerType } from '#lib/orders.ts';
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
