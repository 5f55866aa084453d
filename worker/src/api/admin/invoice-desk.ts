/**
 * The invoice list of the back office (issue 31, `/panel/faktury`): every invoice (FV) and
 * correction (FK) the shop issued, newest first, with the counts per kind, filters (kind, issue
 * dates, buyer type, payment, KSeF state) and one search box (number, order number, NIP, buyer's
 * name), each row linking the document's page and saying where it is in KSeF (issue 32: the number,
 * or KSeF's reason for a rejection). Read only: invoices are issued by the order's status changes
 * (order-status.ts, invoices/issue.ts); the work behind the list is invoice-desk-queries.ts's.
 */
import type { z } from '@hono/zod-openapi';
import { KSEF_STATE_LABELS } from '#lib/ksef.ts';
import { CUSTOMER_TYPE_LABELS, type CustomerType } from '#lib/orders.ts';
import {
  INVOICE_KIND_LABELS,
  INVOICE_KIND_PLURAL_LABELS,
  INVOICE_KINDS,
  INVOICE_LIST_PAGE_SIZE,
  invoiceListQuerySchema,
} from '#lib/panel/invoice-filters.ts';
import { href } from '#lib/routes.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { createRouter, declareCall } from '../contract.ts';
import { type InvoiceListRow, listInvoices } from './invoice-desk-queries.ts';
import { deskInvoiceListSchema, type deskInvoiceSchema } from './invoice-desk-schemas.ts';
import { STAFF_ERRORS, staffCall } from './require-staff.ts';

const tags = ['Panel: faktury'];

const listCall = declareCall({
  operationId: 'listDeskInvoices',
  method: 'get',
  path: '/invoices',
  tags,
  summary: `Lista faktur i korekt od najnowszych, po ${INVOICE_LIST_PAGE_SIZE} na stronie, z liczbą faktur i korekt i stanem w KSeF (odrzucona z powodem); filtry: rodzaj, daty wystawienia, typ nabywcy, stan płatności, stan KSeF; wyszukiwanie: numer dokumentu (lub jego końcówka), numer zamówienia, NIP, początek nazwy nabywcy.`,
  request: { query: invoiceListQuerySchema.openapi('DeskInvoiceListQuery') },
  success: { schema: deskInvoiceListSchema, description: 'Strona listy.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.orders),
});

function listItem(row: InvoiceListRow): z.output<typeof deskInvoiceSchema> {
  return {
    uuid: row.uuid,
    number: row.number,
    kind: row.kind,
    kindLabel: INVOICE_KIND_LABELS[row.kind],
    correctedNumber: row.corrected_number,
    correctionReason: row.correction_reason,
    issueDate: row.issue_date,
    buyerName: row.buyer_name,
    buyerNip: row.buyer_nip,
    buyerType: row.buyer_type,
    buyerTypeLabel: CUSTOMER_TYPE_LABELS[row.buyer_type as CustomerType] ?? String(row.buyer_type),
    totalNet: row.total_net,
    totalVat: row.total_vat,
    totalGross: row.total_gross,
    paid: row.paid_at !== null,
    paidAt: row.paid_at,
    orderUuid: row.order_uuid,
    orderNumber: row.order_number,
    // The shop's invoice page, opened as the order's link opens it (desk-order.tsx links the same way).
    viewPath: `${href('invoice', { uuid: row.uuid })}?${new URLSearchParams({ hash: row.order_hash })}`,
    ksef: {
      state: row.ksef_state ?? 'queued',
      stateLabel: KSEF_STATE_LABELS[row.ksef_state ?? 'queued'],
      number: row.ksef_number,
      rejection:
        row.ksef_state === 'rejected' && row.ksef_rejection_code !== null
          ? { code: row.ksef_rejection_code, message: row.ksef_rejection_message ?? '' }
          : null,
      offlineDeadline: row.ksef_offline_deadline,
    },
  };
}

export const invoiceDeskRoutes = createRouter().openapi(listCall, async (c) => {
  const query = c.req.valid('query');
  const { rows, counts } = await listInvoices(c.env.DB, query);
  const byKind = new Map(counts.map((row) => [row.kind, row.count]));
  const total = INVOICE_KINDS.filter((kind) => !query.kind || kind === query.kind).reduce((sum, kind) => sum + (byKind.get(kind) ?? 0), 0);
  return c.json(
    {
      invoices: rows.map(listItem),
      counts: INVOICE_KINDS.map((kind) => ({ kind, label: INVOICE_KIND_PLURAL_LABELS[kind], count: byKind.get(kind) ?? 0 })),
      total,
      page: Number(query.page ?? 1),
      pageCount: Math.max(1, Math.ceil(total / INVOICE_LIST_PAGE_SIZE)),
    },
    200,
  );
});
