/**
 * Corrections staff issue from an order (issue 31, docs/back-office.md "Corrections",
 * docs/decisions/038-partial-corrections.md): the form's data (the invoice's lines as they stand,
 * what is left of each) and the issuing of a correction that takes back some units of some lines,
 * with its reason. The amounts follow #lib/invoice-corrections.ts; the statements and the rules of
 * what may be corrected are invoices/corrections.ts's. Two staff members (or a double click)
 * correcting the same state: the first one's correction is issued, the second gets a 409.
 */
import { z } from '@hono/zod-openapi';
import { correctionTotals, takeBack, takeBackProblem } from '#lib/invoice-corrections.ts';
import { invoiceTitle } from '#lib/ksef.ts';
import { href } from '#lib/routes.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { CORRECTION_GUARD, correctionRefusal, correctionStatements, readCorrectable } from '../../invoices/corrections.ts';
import { isGuardFailure } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { correctionAnswerSchema, correctionBodySchema, correctionFormSchema } from './invoice-desk-schemas.ts';
import { auditOf, STAFF_ERRORS, staffCall } from './require-staff.ts';

const tags = ['Panel: faktury'];
const NOT_FOUND = 'Nie ma faktury o tym identyfikatorze.';
const CHANGED_MEANWHILE = 'Ktoś wystawił w międzyczasie inną korektę tej faktury. Odśwież stronę i sprawdź, co zostało; nic nie zapisano.';
const invoiceParams = z.strictObject({ uuid: uuidSchema.describe('UUID korygowanej faktury.') });

const formCall = declareCall({
  operationId: 'getDeskCorrectionForm',
  method: 'get',
  path: '/invoices/{uuid}/correction',
  tags,
  summary:
    'Dane formularza korekty: pozycje faktury z ilościami po dotychczasowych korektach, liczba korekt i powód, gdy korekty wystawić nie można.',
  request: { params: invoiceParams, query: noQuery },
  success: { schema: correctionFormSchema, description: 'Formularz korekty.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  ...staffCall(ROLES_FOR.orders),
});

const issueCall = declareCall({
  operationId: 'issueDeskCorrection',
  method: 'post',
  path: '/invoices/{uuid}/corrections',
  tags,
  summary:
    'Wystawia fakturę korygującą (FK), która odejmuje podane ilości pozycji faktury końcowej (VAT albo ROZ): zwrot, odstąpienie, reklamacja. Kwoty według stawek: sumy po korekcie minus sumy przed nią (decyzja 038). Trafia do KSeF jak inne faktury.',
  request: { params: invoiceParams, query: noQuery, body: jsonBody(correctionBodySchema) },
  success: {
    schema: correctionAnswerSchema,
    description: 'Korekta wystawiona.',
  },
  errors: {
    ...STAFF_ERRORS,
    404: NOT_FOUND,
    409: 'Tej faktury nie można tak skorygować (korekta, faktura zaliczkowa, nowsza faktura, za duża ilość) albo ktoś wystawił w międzyczasie inną korektę; nic nie zapisano.',
  },
  maxBodyBytes: 64 * 1024,
  ...staffCall(ROLES_FOR.orders),
});

async function requireCorrectable(db: D1Database, uuid: string) {
  const found = await readCorrectable(db, uuid);
  if (!found) throw new ApiError(404, 'invoice_not_found', NOT_FOUND);
  return found;
}

export const invoiceCorrectionRoutes = createRouter()
  .openapi(formCall, async (c) => {
    const db = c.env.DB;
    const { invoice, lines } = await requireCorrectable(db, c.req.valid('param').uuid);
    return c.json(
      {
        invoice: {
          uuid: invoice.uuid,
          number: invoice.number,
          title: invoiceTitle(invoice.kind, invoice.document_type),
          orderNumber: invoice.order_number,
        },
        basedOn: invoice.corrections,
        refusal: correctionRefusal(invoice, lines),
        lines,
      },
      200,
    );
  })
  .openapi(issueCall, async (c) => {
    const db = c.env.DB;
    const { uuid } = c.req.valid('param');
    const body = c.req.valid('json');
    const { invoice, lines: state } = await requireCorrectable(db, uuid);
    if (invoice.corrections !== body.basedOn) throw new ApiError(409, 'invoice_changed', CHANGED_MEANWHILE);
    const refusal = correctionRefusal(invoice, state);
    if (refusal) throw new ApiError(409, 'not_correctable', refusal);
    const quantities = new Map(body.lines.map((line) => [line.position, line.quantity]));
    const problem = takeBackProblem(state, quantities);
    if (problem) throw new ApiError(409, 'not_correctable', problem);
    const lines = takeBack(state, quantities);
    const totals = correctionTotals(state, lines);
    const at = new Date();
    const issued = correctionStatements(db, { invoiceId: invoice.id, basedOn: body.basedOn, reason: body.reason, lines, totals, at });
    // On the order's audit trail, where the staff read what happened to it.
    const change = {
      correction: { uuid: issued.uuid, of: invoice.number },
      reason: body.reason,
      lines: body.lines.filter((line) => line.quantity > 0),
      gross: totals.gross,
    };
    try {
      await db.batch([
        auditOf(c, { objectKind: 'order', objectId: invoice.order_uuid, change }, at.toISOString(), {
          sql: CORRECTION_GUARD,
          values: [invoice.id, body.basedOn, invoice.id, invoice.id],
        }),
        ...issued.statements,
      ]);
    } catch (error) {
      if (isGuardFailure(error)) throw new ApiError(409, 'invoice_changed', CHANGED_MEANWHILE);
      throw error;
    }
    const row = await db
      .prepare('SELECT i.number, o.hash FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.uuid = ?1')
      .bind(issued.uuid)
      .first<{ number: string; hash: string }>();
    if (!row) throw new Error(`The correction ${issued.uuid} was not written by its batch`);
    return c.json(
      {
        uuid: issued.uuid,
        number: row.number,
        totals: { net: totals.net, vat: totals.vat, gross: totals.gross },
        viewPath: `${href('invoice', { uuid: issued.uuid })}?${new URLSearchParams({ hash: row.hash })}`,
      },
      200,
    );
  });
