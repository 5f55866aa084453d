/**
 * PLACEHOLDER of the invoices module (issue 15), built by another branch at the same time: the
 * lead replaces this file with the real implementation at merge. The order-status change
 * (worker/src/api/admin/order-status.ts) already appends these statements to its batch, so an
 * invoice is issued (status 40 or 60) or cancelled (status 5) atomically with the change. Until
 * the merge both return no statements: no invoice is written.
 */

/** Statements that issue the order's invoice at `at`; none when it has one already. Placeholder: none. */
export function invoiceIssueStatements(_db: D1Database, _orderId: number, _at: Date): D1PreparedStatement[] {
  return [];
}

/** Statements that cancel (correct to zero) the order's invoice at `at`, when it has one. Placeholder: none. */
export function invoiceCancellationStatements(_db: D1Database, _orderId: number, _at: Date): D1PreparedStatement[] {
  return [];
}
