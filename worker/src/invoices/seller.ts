/**
 * The seller invoices copy. The shop's seller (#lib/seller.ts, with the due days of config.ts) is
 * written to `invoice_sellers` as a new version whenever it differs from the latest one, by one
 * conditional statement; `invoiceIssueStatements` copies the latest version into the invoice, so
 * an issued invoice keeps the seller it was issued with. The statement runs first in the batch
 * that marks an order paid (payment-notification.ts) and every minute in the scheduled handler.
 */
import { getInvoiceSellerConfig, type InvoiceSellerConfig } from '../config.ts';
import type { WorkerEnv } from '../env.ts';

/** Inserts the configured seller as a new version unless the latest version says the same. */
export function sellerVersionStatement(db: D1Database, seller: InvoiceSellerConfig, at: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO invoice_sellers (name, nip, street, postcode, city, bank_account, payment_due_days, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
       WHERE NOT EXISTS (
         SELECT 1 FROM (SELECT * FROM invoice_sellers ORDER BY id DESC LIMIT 1) latest
         WHERE latest.name = ?1 AND latest.nip = ?2 AND latest.street = ?3 AND latest.postcode = ?4 AND latest.city = ?5
           AND latest.bank_account = ?6 AND latest.payment_due_days = ?7)`,
    )
    .bind(seller.name, seller.nip, seller.street, seller.postcode, seller.city, seller.bankAccount, seller.paymentDueDays, at.toISOString());
}

/** The statements that bring the database's seller up to the shop's. */
export function sellerStatements(env: WorkerEnv, at: Date): D1PreparedStatement[] {
  return [sellerVersionStatement(env.DB, getInvoiceSellerConfig(env), at)];
}
