/**
 * Saved delivery addresses (account tab "dostawy"). The rule: when a customer has addresses,
 * exactly one is the default (the checkout preselects it). The first address becomes the default,
 * choosing another moves the mark, deleting the default passes it to the newest remaining one.
 * Each write is one D1 batch whose statements all name the customer, so a uuid of another
 * customer's address changes nothing (and the call answers 404); the unique partial index
 * `customer_addresses_one_default` keeps "at most one" even under racing requests.
 */
import type { z } from 'zod';
import { MAX_SAVED_ADDRESSES, type savedAddressSchema } from '#lib/forms/account.ts';

type AddressInput = z.output<typeof savedAddressSchema>;

/** The outcome of a write: done, no such address of this customer, or the limit reached. */
export type AddressWrite = 'done' | 'not_found' | 'limit_reached';

/** Adds an address; the default when asked or when it is the customer's first. */
export async function addAddress(db: D1Database, customerId: number, input: AddressInput, at: string): Promise<AddressWrite> {
  const uuid = crypto.randomUUID();
  const underLimit = `(SELECT count(*) FROM customer_addresses WHERE customer_id = ?1) < ${MAX_SAVED_ADDRESSES}`;
  const [, inserted] = await db.batch([
    db
      .prepare(`UPDATE customer_addresses SET is_default = 0, updated_at = ?2 WHERE customer_id = ?1 AND is_default = 1 AND ?3 = 1 AND ${underLimit}`)
      .bind(customerId, at, input.isDefault ? 1 : 0),
    db
      .prepare(
        `INSERT INTO customer_addresses (uuid, customer_id, name, street, postcode, city, phone, is_default, created_at, updated_at)
         SELECT ?2, ?1, ?3, ?4, ?5, ?6, ?7,
           CASE WHEN NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = ?1 AND is_default = 1) THEN 1 ELSE 0 END, ?8, ?8
         WHERE ${underLimit}`,
      )
      .bind(customerId, uuid, input.name, input.street, input.postcode, input.city, input.phone, at),
  ]);
  return inserted?.meta.changes === 1 ? 'done' : 'limit_reached';
}

/** Rewrites an address of the customer; `isDefault: true` also makes it the default (false keeps the mark where it is). */
export async function updateAddress(db: D1Database, customerId: number, uuid: string, input: AddressInput, at: string): Promise<AddressWrite> {
  const result = await db
    .prepare(
      `UPDATE customer_addresses SET name = ?3, street = ?4, postcode = ?5, city = ?6, phone = ?7, updated_at = ?8
       WHERE uuid = ?2 AND customer_id = ?1`,
    )
    .bind(customerId, uuid, input.name, input.street, input.postcode, input.city, input.phone, at)
    .run();
  if (result.meta.changes === 0) return 'not_found';
  return input.isDefault ? setDefaultAddress(db, customerId, uuid, at) : 'done';
}

/** Makes an address of the customer the default. */
export async function setDefaultAddress(db: D1Database, customerId: number, uuid: string, at: string): Promise<AddressWrite> {
  const [, marked] = await db.batch([
    db
      .prepare(
        `UPDATE customer_addresses SET is_default = 0, updated_at = ?3 WHERE customer_id = ?1 AND is_default = 1 AND uuid <> ?2
           AND EXISTS (SELECT 1 FROM customer_addresses WHERE uuid = ?2 AND customer_id = ?1)`,
      )
      .bind(customerId, uuid, at),
    db.prepare('UPDATE customer_addresses SET is_default = 1, updated_at = ?3 WHERE uuid = ?2 AND customer_id = ?1').bind(customerId, uuid, at),
  ]);
  return marked?.meta.changes === 1 ? 'done' : 'not_found';
}

/** Deletes an address of the customer; a deleted default passes to the newest remaining address. */
export async function deleteAddress(db: D1Database, customerId: number, uuid: string, at: string): Promise<AddressWrite> {
  const [deleted] = await db.batch([
    db.prepare('DELETE FROM customer_addresses WHERE uuid = ?2 AND customer_id = ?1').bind(customerId, uuid),
    db
      .prepare(
        `UPDATE customer_addresses SET is_default = 1, updated_at = ?2
         WHERE id = (SELECT id FROM customer_addresses WHERE customer_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = ?1 AND is_default = 1)`,
      )
      .bind(customerId, at),
  ]);
  return deleted?.meta.changes === 1 ? 'done' : 'not_found';
}
