/**
 * The invoice calls (issue 15): the signed-in owner's list, invoice and FA(3) XML under
 * `/api/secure/v1/invoices`, and the guest's invoice by the order's link hash under
 * `/api/public/v1/invoices/{uuid}/{hash}` (the same pairing as the order's own view). Every
 * denial is the same 404, never a 403 that would confirm the invoice exists: no invoice, another
 * customer's, a wrong hash, and the XML of an invoice to a private person (FA(3) is for KSeF's
 * business invoices). Answers are the buyer's own: `Cache-Control: private, no-store`.
 */

import { z } from '@hono/zod-openapi';
import { invoiceTitle, KSEF_STATE_LABELS } from '#lib/ksef.ts';
import { timingSafeEqual } from '../../auth/one-time-tokens.ts';
import { readInvoiceView, toInvoiceKsefView } from '../../invoices/invoice-view.ts';
import { buildFa3Xml } from '../../invoices/ksef/fa3.ts';
import {
  type InvoiceKsefColumns,
  type InvoiceRow,
  listCustomerInvoices,
  readCustomerInvoice,
  readInvoiceByUuid,
  readSentXml,
} from '../../invoices/queries.ts';
import { customerOf, SIGNED_IN_ERRORS, secureCall } from '../auth/require-customer.ts';
import { createRouter, declareCall, privateNoStore } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { guestInvoiceParams, invoiceListSchema, invoiceParams, invoiceSchema } from './schemas.ts';

const tags = ['Faktury'];

/** The one answer of every denial. */
export const INVOICE_NOT_FOUND = 'Nie znaleźliśmy faktury pod tym adresem.';

const listCall = declareCall({
  operationId: 'listInvoices',
  method: 'get',
  path: '/',
  tags,
  summary: 'Faktury i korekty zalogowanego klienta, od najnowszej (najwyżej 200).',
  request: { query: noQuery },
  success: { schema: invoiceListSchema, description: 'Faktury klienta.' },
  errors: { ...SIGNED_IN_ERRORS },
  ...secureCall,
});

const ownInvoiceCall = declareCall({
  operationId: 'getOwnInvoice',
  method: 'get',
  path: '/{uuid}',
  tags,
  summary: 'Faktura zalogowanego klienta; cudza i nieistniejąca odpowiadają tak samo: 404.',
  request: { params: invoiceParams, query: noQuery },
  success: { schema: invoiceSchema, description: 'Faktura.' },
  errors: { ...SIGNED_IN_ERRORS, 404: INVOICE_NOT_FOUND },
  ...secureCall,
});

const ksefXmlCall = declareCall({
  operationId: 'getInvoiceKsefXml',
  method: 'get',
  path: '/{uuid}/ksef.xml',
  tags,
  summary: 'Faktura ustrukturyzowana FA(3) (KSeF) faktury dla firmy, dla jej właściciela; faktura dla osoby prywatnej: 404.',
  request: { params: invoiceParams, query: noQuery },
  success: { schema: z.string(), description: 'XML FA(3).', mediaTypes: ['application/xml'] },
  errors: { ...SIGNED_IN_ERRORS, 404: INVOICE_NOT_FOUND },
  ...secureCall,
});

const guestInvoiceCall = declareCall({
  operationId: 'getInvoice',
  method: 'get',
  path: '/{uuid}/{hash}',
  tags,
  summary: 'Faktura dla linku zamówienia (skrót zamówienia, z którego ją wystawiono); zły skrót odpowiada tak samo jak brak faktury.',
  request: { params: guestInvoiceParams, query: noQuery },
  success: { schema: invoiceSchema, description: 'Faktura.' },
  errors: { 404: INVOICE_NOT_FOUND },
});

function notFound(): ApiError {
  return new ApiError(404, 'not_found', INVOICE_NOT_FOUND);
}

async function invoiceViewOf(db: D1Database, row: (InvoiceRow & InvoiceKsefColumns) | null) {
  if (!row) throw notFound();
  return { ...(await readInvoiceView(db, row)), ksef: toInvoiceKsefView(row) };
}

/** `/api/public/v1/invoices`: the guest's invoice by its order's link. */
export const invoiceRoutes = createRouter();
invoiceRoutes.use('*', privateNoStore);
invoiceRoutes.openapi(guestInvoiceCall, async (c) => {
  const { uuid, hash } = c.req.valid('param');
  const row = await readInvoiceByUuid(c.env.DB, uuid);
  const isMatch = timingSafeEqual(row?.order_hash ?? 'no-order-has-this-hash-0000', hash);
  return c.json(await invoiceViewOf(c.env.DB, row && isMatch ? row : null), 200);
});

/** `/api/secure/v1/invoices`: the signed-in customer's own invoices. */
export const ownInvoiceRoutes = createRouter();
ownInvoiceRoutes.use('*', privateNoStore);
ownInvoiceRoutes
  .openapi(listCall, async (c) => {
    const rows = await listCustomerInvoices(c.env.DB, customerOf(c).id);
    return c.json(
      {
        items: rows.map((row) => ({
          uuid: row.uuid,
          number: row.number,
          kind: row.kind,
          title: invoiceTitle(row.kind, row.document_type),
          issueDate: row.issue_date,
          orderNumber: row.order_number,
          totalGross: row.total_gross,
          hasKsefXml: row.buyer_nip !== null,
          ksef: { state: row.ksef_state ?? 'queued', stateLabel: KSEF_STATE_LABELS[row.ksef_state ?? 'queued'], number: row.ksef_number },
        })),
      },
      200,
    );
  })
  .openapi(ownInvoiceCall, async (c) => {
    const row = await readCustomerInvoice(c.env.DB, c.req.valid('param').uuid, customerOf(c).id);
    return c.json(await invoiceViewOf(c.env.DB, row), 200);
  })
  .openapi(ksefXmlCall, async (c) => {
    const row = await readCustomerInvoice(c.env.DB, c.req.valid('param').uuid, customerOf(c).id);
    if (!row?.buyer_nip) throw notFound();
    // The document as sent to KSeF once the sender fixed it: the one whose hash the QR code names.
    const xml = (await readSentXml(c.env.DB, row.id)) ?? buildFa3Xml(await invoiceViewOf(c.env.DB, row), new Date());
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${row.number.replaceAll('/', '-')}.xml"`,
    });
  });
