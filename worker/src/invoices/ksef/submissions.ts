/**
 * The KSeF submissions on D1 (migration 0023, docs/decisions/036-ksef-sending.md): the queue the
 * sender derives from the invoices, the claim of a batch under a lease, and the writes of one run,
 * each conditional on the run's lease token so a run that lost its lease changes nothing.
 */
import type { KsefState } from '#lib/ksef.ts';

/** A claimed submission with what the sender needs of its invoice. */
export interface SubmissionRow {
  id: number;
  invoice_id: number;
  state: Exclude<KsefState, 'accepted' | 'rejected'>;
  attempts: number;
  xml: string | null;
  xml_sha256: string | null;
  session_reference: string | null;
  invoice_reference: string | null;
  ksef_number: string | null;
  offline_mode: 'offline24' | null;
  offline_deadline: string | null;
  corrected_xml_sha256: string | null;
  /** Joined from the invoice. */
  invoice_uuid: string;
  invoice_number: string;
  issue_date: string;
  seller_nip: string;
}

/** The columns a run writes. */
export interface SubmissionChange {
  state?: KsefState;
  attempts?: number;
  next_attempt_at?: string;
  xml?: string | null;
  xml_sha256?: string | null;
  verification_url?: string | null;
  certificate_url?: string | null;
  session_reference?: string | null;
  invoice_reference?: string | null;
  ksef_number?: string | null;
  invoicing_mode?: 'Online' | 'Offline' | null;
  acquired_at?: string | null;
  upo?: string | null;
  offline_mode?: 'offline24' | null;
  offline_deadline?: string | null;
  rejection_code?: number | null;
  rejection_message?: string | null;
  last_error?: string | null;
  /** Null ends the run's lease. */
  lease_token?: null;
  lease_expires_at?: null;
}

/**
 * Adds a queued submission for every invoice that has none. Invoices are never deleted and their
 * ids only grow, so the new ones are those above the highest id already queued: the statement reads
 * them through the primary key instead of every invoice each minute; NOT EXISTS keeps it exact.
 */
export function enqueueStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ksef_submissions (invoice_id, state, next_attempt_at, created_at, updated_at)
       SELECT i.id, 'queued', ?1, ?1, ?1 FROM invoices i
       WHERE i.id > COALESCE((SELECT MAX(invoice_id) FROM ksef_submissions), 0)
         AND NOT EXISTS (SELECT 1 FROM ksef_submissions k WHERE k.invoice_id = i.id)
       ORDER BY i.id`,
    )
    .bind(now.toISOString());
}

/**
 * Claims up to `limit` due submissions for the run `token` until `leaseUntil`: not final, their
 * time come, no other run's lease alive, a correction only once the invoice it corrects has its
 * KSeF number (tryby-offline.md: a correction goes after the original has its number; FA(3) names
 * it), and a final invoice (ROZ) only once the advance invoice it settles has its number, which it
 * names in FakturaZaliczkowa (decision 037). One UPDATE: two runs at once never claim the same row (D1 runs statements one at a time).
 */
export async function claimSubmissions(db: D1Database, token: string, now: Date, leaseUntil: Date, limit: number): Promise<SubmissionRow[]> {
  const at = now.toISOString();
  await db
    .prepare(
      `UPDATE ksef_submissions SET lease_token = ?1, lease_expires_at = ?2, updated_at = ?3
       WHERE id IN (
         SELECT k.id FROM ksef_submissions k JOIN invoices i ON i.id = k.invoice_id
         WHERE k.state IN ('queued', 'sending', 'sent') AND k.next_attempt_at <= ?3
           AND (k.lease_expires_at IS NULL OR k.lease_expires_at <= ?3)
           AND (i.corrects_invoice_id IS NULL
             OR EXISTS (SELECT 1 FROM ksef_submissions c WHERE c.invoice_id = i.corrects_invoice_id AND c.ksef_number IS NOT NULL))
           AND NOT (i.kind = 'original' AND i.document_type = 'ROZ' AND EXISTS (
             SELECT 1 FROM invoices adv LEFT JOIN ksef_submissions ak ON ak.invoice_id = adv.id
             WHERE adv.order_id = i.order_id AND adv.kind = 'original' AND adv.document_type = 'ZAL' AND ak.ksef_number IS NULL))
         ORDER BY k.next_attempt_at, k.invoice_id LIMIT ?4)`,
    )
    .bind(token, leaseUntil.toISOString(), at, limit)
    .run();
  const { results } = await db
    .prepare(
      `SELECT k.id, k.invoice_id, k.state, k.attempts, k.xml, k.xml_sha256, k.session_reference, k.invoice_reference, k.ksef_number,
         k.offline_mode, k.offline_deadline, k.corrected_xml_sha256,
         i.uuid AS invoice_uuid, i.number AS invoice_number, i.issue_date, i.seller_nip
       FROM ksef_submissions k JOIN invoices i ON i.id = k.invoice_id
       WHERE k.lease_token = ?1 ORDER BY k.next_attempt_at, k.invoice_id`,
    )
    .bind(token)
    .all<SubmissionRow>();
  return results;
}

/** Writes the run's change of one submission; false when the run no longer holds its lease. */
export async function updateSubmission(db: D1Database, id: number, token: string, now: Date, change: SubmissionChange): Promise<boolean> {
  const columns = Object.keys(change) as (keyof SubmissionChange)[];
  const assignments = columns.map((column, index) => `${column} = ?${index + 4}`);
  const result = await db
    .prepare(`UPDATE ksef_submissions SET ${[...assignments, 'updated_at = ?3'].join(', ')} WHERE id = ?1 AND lease_token = ?2`)
    .bind(id, token, now.toISOString(), ...columns.map((column) => change[column] ?? null))
    .run();
  return result.meta.changes > 0;
}

/** How many invoices issued offline are still outside KSeF after their deadline (a Polish day). */
export async function countOverdueOffline(db: D1Database, today: string): Promise<number> {
  const row = await db
    .prepare(`SELECT COUNT(*) AS count FROM ksef_submissions WHERE offline_deadline < ?1 AND state <> 'accepted'`)
    .bind(today)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * Queues a rejected invoice again after its cause was fixed (docs/operations.md "KSeF"): the FA(3)
 * document is built anew at the next run, and one issued offline goes as KSeF's technical
 * correction of the rejected file (offline/korekta-techniczna.md: `hashOfCorrectedInvoice`).
 */
export function retryRejectedStatement(db: D1Database, invoiceNumber: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE ksef_submissions SET state = 'queued', next_attempt_at = ?2, updated_at = ?2, lease_token = NULL, lease_expires_at = NULL,
         corrected_xml_sha256 = CASE WHEN offline_mode IS NOT NULL THEN xml_sha256 ELSE corrected_xml_sha256 END,
         xml = NULL, xml_sha256 = NULL, verification_url = NULL, certificate_url = NULL, session_reference = NULL, invoice_reference = NULL
       WHERE state = 'rejected' AND invoice_id = (SELECT id FROM invoices WHERE number = ?1)`,
    )
    .bind(invoiceNumber, now.toISOString());
}
