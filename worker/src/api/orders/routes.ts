import { grossFromNet } from '#lib/money.ts';
import { hashToken, timingSafeEqual } from '../../auth/one-time-tokens.ts';
import { getShopUrl } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { clientNetworkOf } from '../../forms/client-network.ts';
import { listOrderInvoices } from '../../invoices/queries.ts';
import { customerAwareSecurity, customerOf, findSignedInCustomer, SIGNED_IN_ERRORS, secureCall } from '../auth/require-customer.ts';
import { currentTime } from '../clock.ts';
import { createRouter, declareCall, jsonBody, privateNoStore } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { noQuery } from '../schemas.ts';
import { acceptP24RefundNotification } from '../withdrawals/refund-notification.ts';
import { p24RefundNotificationBody } from '../withdrawals/schemas.ts';
import { orderMessages } from './messages.ts';
import { toOrderView } from './order-view.ts';
import { ensureP24PaymentUrl, P24_RETRY_TIMEOUT_MS } from './payment-link.ts';
import { acceptP24Notification } from './payment-notification.ts';
import { placeOrder } from './place-order.ts';
import { confirmOrderEmail, listDeliveryMethods, type OrderRow, readCustomerOrder, readOrderByUuid, readOrderLines } from './queries.ts';
import {
  confirmationParams,
  deliveryMethodsSchema,
  notificationAcceptedSchema,
  orderConfirmationSchema,
  orderParams,
  orderSchema,
  ownOrderParams,
  p24NotificationBody,
  placedOrderSchema,
  placeOrderBody,
  placeOrderHeaders,
} from './schemas.ts';
import { readShipments, readStatusChanges } from './status-changes.ts';

const tags = ['Zamówienia'];

const deliveryMethodsCall = declareCall({
  operationId: 'listDeliveryMethods',
  method: 'get',
  path: '/delivery-methods',
  tags,
  summary: 'Sposoby dostawy z kosztem netto, stawką VAT i kosztem brutto.',
  request: { query: noQuery },
  success: { schema: deliveryMethodsSchema, description: 'Sposoby dostawy w kolejności wyświetlania.' },
  // The same for everyone; a cost changed meanwhile is caught by the order's own recomputation (409).
  cacheSeconds: 300,
});

const placeOrderCall = declareCall({
  operationId: 'placeOrder',
  method: 'post',
  path: '/',
  tags,
  summary:
    'Składa zamówienie z koszyka sesji: ceny, VAT i koszt dostawy liczy serwer; ponowienie z tym samym kluczem idempotencji zwraca pierwszą odpowiedź.',
  request: { headers: placeOrderHeaders, query: noQuery, body: jsonBody(placeOrderBody) },
  success: { schema: placedOrderSchema, description: 'Zamówienie złożone (albo to samo, złożone wcześniej z tym kluczem).' },
  // A logged-in customer's order joins their account; a guest's is placed as well.
  security: customerAwareSecurity,
  errors: {
    409: 'Koszyk jest pusty lub zmienił się, produktu brakuje w magazynie albo ceny się zmieniły (wtedy z nowymi sumami w `totals`).',
    422: 'Klucz idempotencji użyty z inną treścią, nieznany oddział albo niedostępny sposób dostawy lub płatności.',
  },
  maxBodyBytes: 8 * 1024,
});

const orderCall = declareCall({
  operationId: 'getOrder',
  method: 'get',
  path: '/{uuid}/{hash}',
  tags,
  summary: 'Zamówienie dla jego stron (podsumowanie, szczegóły); zły skrót odpowiada tak samo jak brak zamówienia.',
  request: { params: orderParams, query: noQuery },
  success: { schema: orderSchema, description: 'Zamówienie.' },
  errors: { 404: orderMessages.orderNotFound },
});

const confirmCall = declareCall({
  operationId: 'confirmOrderEmail',
  method: 'post',
  path: '/{uuid}/{hash}/confirmations/{token}',
  tags,
  summary: 'Potwierdza adres e-mail kupującego linkiem z e-maila, raz; kolejne kliknięcia odpowiadają, że już potwierdzono.',
  request: { params: confirmationParams, query: noQuery },
  success: { schema: orderConfirmationSchema, description: 'Adres potwierdzony (teraz albo wcześniej).' },
  errors: { 404: orderMessages.orderNotFound },
});

const notificationCall = declareCall({
  operationId: 'acceptPrzelewy24Notification',
  method: 'post',
  path: '/przelewy24/notifications',
  tags,
  summary: 'Powiadomienie Przelewy24 o płatności: podpis, kwota i weryfikacja w P24, potem zamówienie opłacone (40); powtórzenie nic nie zmienia.',
  request: { query: noQuery, body: jsonBody(p24NotificationBody) },
  success: { schema: notificationAcceptedSchema, description: 'Przyjęto (albo przyjęto już wcześniej).' },
  errors: {
    404: 'Płatności Przelewy24 nie są włączone.',
    422: 'Powiadomienie odrzucone: zły podpis, nieznana płatność albo inna kwota; nic nie zmieniono.',
    503: 'Przelewy24 chwilowo nie potwierdzają płatności; P24 ponowi powiadomienie.',
  },
  maxBodyBytes: 4 * 1024,
  // P24 posts server to server, without an Origin: the sign over the CRC key is the protection.
  acceptsCrossSitePost: true,
});

const refundNotificationCall = declareCall({
  operationId: 'acceptPrzelewy24RefundNotification',
  method: 'post',
  path: '/przelewy24/refunds',
  tags,
  summary:
    'Powiadomienie Przelewy24 o zwrocie po odstąpieniu od umowy: podpis i zgodność ze zleconym zwrotem, potem zwrot wykonany (status 0) albo odrzucony (1); powtórzenie nic nie zmienia.',
  request: { query: noQuery, body: jsonBody(p24RefundNotificationBody) },
  success: { schema: notificationAcceptedSchema, description: 'Przyjęto (albo przyjęto już wcześniej).' },
  errors: {
    404: 'Płatności Przelewy24 nie są włączone.',
    422: 'Powiadomienie odrzucone: zły podpis, nieznany zwrot albo inna kwota; nic nie zmieniono.',
  },
  maxBodyBytes: 4 * 1024,
  // P24 posts server to server, without an Origin: the sign over the CRC key is the protection.
  acceptsCrossSitePost: true,
});

const ownOrderCall = declareCall({
  operationId: 'getOwnOrder',
  method: 'get',
  path: '/{uuid}',
  tags,
  summary: 'Zamówienie zalogowanego klienta bez skrótu (strony zamówienia bez skrótu); cudze i nieistniejące odpowiadają tak samo: 404.',
  request: { params: ownOrderParams, query: noQuery },
  success: { schema: orderSchema, description: 'Zamówienie.' },
  errors: { ...SIGNED_IN_ERRORS, 404: orderMessages.orderNotFound },
  ...secureCall,
});

/**
 * The order's view for its pages with its invoices, or the 404 of a missing one (a wrong hash and
 * another customer's order alike). An order waiting for its P24 page since P24 was down gets it
 * registered now (payment-link.ts): the page is the buyer's way back to the payment.
 */
async function orderViewOf(env: WorkerEnv, row: OrderRow | null, shopUrl: string) {
  if (!row) throw new ApiError(404, 'not_found', orderMessages.orderNotFound);
  const db = env.DB;
  const [lines, changes, shipments, invoices, paymentUrl] = await Promise.all([
    readOrderLines(db, row.id),
    readStatusChanges(db, row.id),
    readShipments(db, row.id),
    listOrderInvoices(db, row.id),
    ensureP24PaymentUrl(env, row, { shopUrl, timeoutMs: P24_RETRY_TIMEOUT_MS }),
  ]);
  return toOrderView({ ...row, payment_url: paymentUrl ?? row.payment_url }, lines, { changes, shipments }, invoices);
}

/** The order the link names, or null; the hash compared in constant time, a wrong one like a missing order. */
async function orderOfLink(db: D1Database, uuid: string, hash: string): Promise<OrderRow | null> {
  const row = await readOrderByUuid(db, uuid);
  const isMatch = timingSafeEqual(row?.hash ?? 'no-order-has-this-hash-0000', hash);
  return row && isMatch ? row : null;
}

export const checkoutRoutes = createRouter().openapi(deliveryMethodsCall, async (c) => {
  const rows = await listDeliveryMethods(c.env.DB);
  return c.json(
    {
      items: rows.map((row) => ({
        code: row.code,
        name: row.name,
        description: row.description,
        priceNetto: row.net_cost,
        vatRate: row.vat_rate,
        priceGross: grossFromNet(row.net_cost, row.vat_rate),
      })),
    },
    200,
  );
});

export const orderRoutes = createRouter();
orderRoutes.use('*', privateNoStore);
orderRoutes
  .openapi(placeOrderCall, async (c) => {
    const headers = c.req.valid('header');
    const placed = await placeOrder(c.env, {
      sessionId: headers['cart-session-id'],
      idempotencyKey: headers['idempotency-key'],
      body: c.req.valid('json'),
      shopUrl: getShopUrl(c.env, c.req.url),
      ipPrefix: clientNetworkOf(c),
      now: new Date(),
      // A signed-in buyer's order belongs to their account (the orders tab, the pages without a hash).
      customerId: (await findSignedInCustomer(c))?.id ?? null,
    });
    return c.json(placed, 200);
  })
  .openapi(orderCall, async (c) => {
    const { uuid, hash } = c.req.valid('param');
    return c.json(await orderViewOf(c.env, await orderOfLink(c.env.DB, uuid, hash), getShopUrl(c.env, c.req.url)), 200);
  })
  .openapi(confirmCall, async (c) => {
    const { uuid, hash, token } = c.req.valid('param');
    const row = await orderOfLink(c.env.DB, uuid, hash);
    if (!row || !timingSafeEqual(row.confirmation_token_hash, await hashToken(token)))
      throw new ApiError(404, 'not_found', orderMessages.orderNotFound);
    const confirmedNow = await confirmOrderEmail(c.env.DB, row.id, currentTime());
    return c.json({ confirmed: true as const, alreadyConfirmed: !confirmedNow }, 200);
  });

export const paymentRoutes = createRouter()
  .openapi(notificationCall, async (c) => {
    await acceptP24Notification(c.env, c.req.valid('json'), currentTime(), getShopUrl(c.env, c.req.url));
    return c.json({ status: 'OK' as const }, 200);
  })
  .openapi(refundNotificationCall, async (c) => {
    await acceptP24RefundNotification(c.env, c.req.valid('json'), currentTime(), getShopUrl(c.env, c.req.url));
    return c.json({ status: 'OK' as const }, 200);
  });

/** `/api/secure/v1/orders`: the signed-in customer's own orders, by uuid alone. */
export const ownOrderRoutes = createRouter();
ownOrderRoutes.use('*', privateNoStore);
ownOrderRoutes.openapi(ownOrderCall, async (c) => {
  const row = await readCustomerOrder(c.env.DB, c.req.valid('param').uuid, customerOf(c).id);
  return c.json(await orderViewOf(c.env, row, getShopUrl(c.env, c.req.url)), 200);
});
