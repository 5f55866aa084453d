/**
 * The back office's customers (issue 31, docs/back-office.md "Customers"): the list with search,
 * a customer's page (orders, addresses, invoice data, consents with their history, newsletter,
 * logins, the account's history), blocking and unblocking the account, the export of their data
 * (GDPR art. 15 and 20) and its erasure (art. 17). The remote-login link is remote-login.ts's.
 * What each right does to the data: customer-data-rights.ts.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { CUSTOMER_TYPE_LABELS, type CustomerType } from '#lib/orders.ts';
import { CUSTOMER_LIST_PAGE_SIZE, CUSTOMER_STATE_LABELS, customerListQuerySchema, customerStateOf } from '#lib/panel/customer-filters.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import type { AppEnv } from '../../env.ts';
import { isGuardFailure, listAudit } from '../../staff/audit.ts';
import { listAddresses } from '../account/queries.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery, uuidSchema } from '../schemas.ts';
import { blockStatements, customerExport, erasureStatements, keptInvoices, presentAccount, presentSurroundings } from './customer-data-rights.ts';
import { type CustomerDeskRow, listCustomers, OPEN_ORDER_STATUSES, readCustomerSurroundings, readDeskCustomer } from './customer-desk-queries.ts';
import {
  customerChangeBodySchema,
  customerExportSchema,
  deskCustomerListSchema,
  deskCustomerSchema,
  erasureAnswerSchema,
  erasureBodySchema,
} from './customer-desk-schemas.ts';
import { auditOf, STAFF_ERRORS, staffCall } from './require-staff.ts';
import { auditEntryAnswer } from './staff-members.ts';

const tags = ['Panel: klienci'];
const NOT_FOUND = 'Nie ma klienta o tym identyfikatorze.';
const CHANGED_MEANWHILE = 'Ktoś zmienił to konto w międzyczasie. Odśwież stronę i sprawdź zmiany; nic nie zapisano.';
const ERASED = 'Dane tego klienta zostały już usunięte; konta nie można zmienić.';
const WRONG_CONFIRMATION = 'Przepisany adres e-mail nie zgadza się z adresem konta; nic nie usunięto.';
const OPEN_ORDERS = 'Klient ma zamówienia w toku: zamknij je (doręczone albo anulowane), zanim usuniesz dane; nic nie usunięto.';
const customerParams = z.strictObject({ uuid: uuidSchema.describe('UUID klienta.') });

const listCall = declareCall({
  operationId: 'listDeskCustomers',
  method: 'get',
  path: '/customers',
  tags,
  summary: 'Klienci sklepu, od najnowszych: szukanie po e-mailu, nazwisku lub firmie, NIP-ie, telefonie i numerze zamówienia; filtr stanu konta.',
  request: { query: customerListQuerySchema.openapi('DeskCustomerListQuery') },
  success: { schema: deskCustomerListSchema, description: 'Strona listy klientów.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.orders),
});

const readCall = declareCall({
  operationId: 'getDeskCustomer',
  method: 'get',
  path: '/customers/{uuid}',
  tags,
  summary: 'Klient: konto, dane do faktury, adresy, zamówienia i faktury, zgody z historią, newsletter, logowania, historia konta i zmiany obsługi.',
  request: { params: customerParams, query: noQuery },
  success: { schema: deskCustomerSchema, description: 'Klient.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  ...staffCall(ROLES_FOR.orders),
});

const changeCall = declareCall({
  operationId: 'changeDeskCustomer',
  method: 'patch',
  path: '/customers/{uuid}',
  tags,
  summary: 'Blokuje albo odblokowuje konto klienta; zablokowanie kończy od razu wszystkie jego logowania i unieważnia otwarte linki.',
  request: { params: customerParams, query: noQuery, body: jsonBody(customerChangeBodySchema) },
  success: { schema: deskCustomerSchema, description: 'Klient po zmianie.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND, 409: CHANGED_MEANWHILE },
  ...staffCall(ROLES_FOR.orders),
});

const exportCall = declareCall({
  operationId: 'exportCustomerData',
  method: 'get',
  path: '/customers/{uuid}/export',
  tags,
  summary: 'Wszystkie dane klienta, jakie ma sklep, jako plik JSON (RODO art. 15 i 20); wydanie trafia do dziennika zmian.',
  request: { params: customerParams, query: noQuery },
  success: { schema: customerExportSchema, description: 'Dane klienta (plik do pobrania).' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND },
  ...staffCall(ROLES_FOR.orders),
});

const eraseCall = declareCall({
  operationId: 'eraseCustomer',
  method: 'post',
  path: '/customers/{uuid}/erasure',
  tags,
  summary:
    'Usuwa dane osobowe klienta (RODO art. 17): konto, adresy, zgody, logowania, wiadomości i dane osobowe w zamówieniach; faktury zostają do końca okresu przechowywania (art. 112 ustawy o VAT).',
  request: { params: customerParams, query: noQuery, body: jsonBody(erasureBodySchema) },
  success: { schema: erasureAnswerSchema, description: 'Dane usunięte.' },
  errors: { ...STAFF_ERRORS, 404: NOT_FOUND, 409: `${OPEN_ORDERS} Albo: ${ERASED}`, 422: WRONG_CONFIRMATION },
  ...staffCall(ROLES_FOR.orders),
});

async function requireCustomer(db: D1Database, uuid: string): Promise<CustomerDeskRow> {
  const customer = await readDeskCustomer(db, uuid);
  if (!customer) throw new ApiError(404, 'customer_not_found', NOT_FOUND);
  return customer;
}

function accountOf(customer: CustomerDeskRow) {
  const state = customerStateOf(customer);
  return presentAccount(
    customer,
    { state, stateLabel: CUSTOMER_STATE_LABELS[state] },
    CUSTOMER_TYPE_LABELS[customer.customer_type as CustomerType] ?? String(customer.customer_type),
  );
}

/** The customer's page, as read now. */
async function customerPage(c: Context<AppEnv>, uuid: string) {
  const db = c.env.DB;
  const customer = await requireCustomer(db, uuid);
  const [surroundings, addresses, audit] = await Promise.all([
    readCustomerSurroundings(db, customer),
    listAddresses(db, customer.id),
    listAudit(db, { objectKind: 'customer', objectId: customer.uuid, limit: 100 }),
  ]);
  return {
    ...accountOf(customer),
    ...presentSurroundings(surroundings),
    addresses: addresses.map(({ updatedAt: _updated, ...address }) => address),
    orderCount: surroundings.orderCount,
    openOrderCount: surroundings.openOrderCount,
    audit: audit.map(auditEntryAnswer),
  };
}

/** A guard that the account is as staff read it and not erased: else nothing of the batch is written. */
const unchangedSince = (uuid: string, readAt: string) => ({
  sql: 'EXISTS (SELECT 1 FROM customers WHERE uuid = ? AND updated_at = ? AND erased_at IS NULL)',
  values: [uuid, readAt],
});

export const customerDeskRoutes = createRouter()
  .openapi(listCall, async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listCustomers(c.env.DB, query);
    return c.json(
      {
        customers: rows.map((row) => {
          const state = customerStateOf(row);
          return {
            uuid: row.uuid,
            email: row.email,
            name: `${row.first_name} ${row.last_name}`.trim(),
            companyName: row.company_name,
            nip: row.nip,
            customerType: row.customer_type,
            state,
            stateLabel: CUSTOMER_STATE_LABELS[state],
            createdAt: row.created_at,
            orderCount: row.order_count,
            lastOrderAt: row.last_order_at,
          };
        }),
        total,
        page: Number(query.page ?? 1),
        pageCount: Math.max(1, Math.ceil(total / CUSTOMER_LIST_PAGE_SIZE)),
      },
      200,
    );
  })
  .openapi(readCall, async (c) => c.json(await customerPage(c, c.req.valid('param').uuid), 200))
  .openapi(changeCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { disabled, updatedAt } = c.req.valid('json');
    const db = c.env.DB;
    const customer = await requireCustomer(db, uuid);
    if (customer.erased_at) throw new ApiError(409, 'customer_erased', ERASED);
    const at = new Date().toISOString();
    const change = { disabled: { before: customer.disabled_at !== null, after: disabled } };
    try {
      await db.batch([
        auditOf(c, { objectKind: 'customer', objectId: uuid, change }, at, unchangedSince(uuid, updatedAt)),
        ...blockStatements(db, customer.id, disabled, at),
      ]);
    } catch (error) {
      if (isGuardFailure(error)) throw new ApiError(409, 'customer_changed', CHANGED_MEANWHILE);
      throw error;
    }
    return c.json(await customerPage(c, uuid), 200);
  })
  .openapi(exportCall, async (c) => {
    const db = c.env.DB;
    const customer = await requireCustomer(db, c.req.valid('param').uuid);
    const now = new Date();
    const data = await customerExport(db, customer, accountOf(customer), now);
    // Handing someone's data out is recorded as a write is: who, when, whose.
    await auditOf(
      c,
      { objectKind: 'customer', objectId: customer.uuid, change: { exported: { orders: data.orders.length } } },
      now.toISOString(),
    ).run();
    return c.json(data, 200, { 'Content-Disposition': `attachment; filename="dane-klienta-${customer.uuid}.json"` });
  })
  .openapi(eraseCall, async (c) => {
    const { uuid } = c.req.valid('param');
    const { confirmEmail } = c.req.valid('json');
    const db = c.env.DB;
    const customer = await requireCustomer(db, uuid);
    if (customer.erased_at) throw new ApiError(409, 'customer_erased', ERASED);
    if (confirmEmail !== customer.email) throw new ApiError(422, 'confirmation_mismatch', WRONG_CONFIRMATION);
    const surroundings = await readCustomerSurroundings(db, customer, 10_000);
    if (surroundings.openOrderCount > 0) throw new ApiError(409, 'open_orders', OPEN_ORDERS);
    const at = new Date().toISOString();
    const kept = keptInvoices(surroundings.invoices);
    try {
      await db.batch([
        // First: only while the account is as read, not erased, and no order of theirs has been reopened or placed since.
        auditOf(
          c,
          { objectKind: 'customer', objectId: uuid, change: { erased: true, ordersAnonymised: surroundings.orderCount, invoicesKept: kept.length } },
          at,
          {
            sql: `EXISTS (SELECT 1 FROM customers WHERE uuid = ? AND updated_at = ? AND erased_at IS NULL)
            AND NOT EXISTS (SELECT 1 FROM orders WHERE (customer_id = ? OR email = ?) AND status IN (${OPEN_ORDER_STATUSES.join(', ')}))`,
            values: [uuid, customer.updated_at, customer.id, customer.email],
          },
        ),
        ...erasureStatements(db, customer, at),
      ]);
    } catch (error) {
      if (isGuardFailure(error)) throw new ApiError(409, 'customer_changed', CHANGED_MEANWHILE);
      throw error;
    }
    console.log(
      JSON.stringify({ time: at, event: 'customer-erased', customer: uuid, orders: surroundings.orderCount, requestId: c.get('requestId') }),
    );
    return c.json({ erasedAt: at, ordersAnonymised: surroundings.orderCount, invoicesKept: kept }, 200);
  });
