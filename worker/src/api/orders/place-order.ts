/**
 * Placing an order (`POST /orders`, issue 13). The browser sends who buys, where and how it is
 * paid, and the total it showed; everything with a price is recomputed here from the cart and the
 * catalogue. Then ONE D1 batch writes the order, its packages and lines, decrements the stock
 * (products.stock has CHECK (stock >= 0): a decrement below zero aborts the whole batch), empties
 * the ordered cart lines and puts the confirmation mail in the outbox. The order row is written
 * only while the cart still holds exactly the lines that were priced, so a cart changed in
 * between (or ordered twice from two tabs) aborts the batch too.
 *
 * Idempotency-Key: a key already used answers the order it made when the request is the same
 * (SHA-256 of the session and the validated body), else 422; two requests racing with one key
 * meet the UNIQUE key in the second batch, which then fails whole and replays the first.
 */
import type { z } from '@hono/zod-openapi';
import { planLineSupply } from '#lib/cart/line-supply.ts';
import { orderTotals } from '#lib/delivery-cost.ts';
import { currentConsent } from '#lib/forms/consents.ts';
import { hasConsumerRights, initialOrderStatus, isOrganisation, ORDER_STATUS, type OrderStatus } from '#lib/orders.ts';
import type { DeliveryShare } from '#lib/vat-totals.ts';
import { hashToken, newToken } from '../../auth/one-time-tokens.ts';
import { getPrzelewy24Config, getVatCheckerConfig } from '../../config.ts';
import type { WorkerEnv } from '../../env.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { resolveShopMailbox } from '../../mail/shop-mailbox.ts';
import { checkVatPayer } from '../../vat-register/check-vat-payer.ts';
import { type PricedCartLine, priceCart } from '../carts/cart-view.ts';
import { type CartTotals, cartTotalsOf } from '../carts/pricing.ts';
import { ApiError } from '../errors.ts';
import { newsletterSignUpStatements } from '../newsletter/sign-up.ts';
import { currentTerms } from '../pages/accepted-terms.ts';
import { orderConfirmationMail, orderNoticeMail } from './mails.ts';
import { orderMessages } from './messages.ts';
import { ensureP24PaymentUrl } from './payment-link.ts';
import {
  type DeliveryMethodRow,
  listDeliveryMethods,
  type OrderRow,
  readBranchBySlug,
  readOrderByIdempotencyKey,
  readStock,
  takeOrderSequence,
} from './queries.ts';
import type { placedOrderSchema, placeOrderBody } from './schemas.ts';
import { orderCreatedStatement } from './status-changes.ts';

export type PlaceOrderBody = z.output<typeof placeOrderBody>;
export type PlacedOrder = z.output<typeof placedOrderSchema>;

export interface PlaceOrderRequest {
  sessionId: string;
  idempotencyKey: string;
  body: PlaceOrderBody;
  /** The shop's origin for the mail's links and P24's return and status URLs. */
  shopUrl: string;
  /** The buyer's network prefix, for the newsletter's consent record when they ticked it. */
  ipPrefix: string;
  now: Date;
  /** The signed-in buyer's account, which the order then belongs to; null for a guest. */
  customerId: number | null;
}

/** A 409 on changed prices, its body carrying the totals the server computed now beside the error. */
export class TotalsChangedError extends ApiError {
  override readonly details: { totals: CartTotals };
  constructor(expected: number, totals: CartTotals) {
    super(409, 'totals_changed', orderMessages.totalsChanged(expected, totals.priceGross));
    this.details = { totals };
  }
}

/** Where each line ships from: stock when the whole quantity is there, else the supplier. */
interface PlannedLine extends PricedCartLine {
  source: 'stock' | 'supplier';
}

function answerOf(row: OrderRow): PlacedOrder {
  const answer: PlacedOrder = { uuid: row.uuid, hash: row.hash, number: row.number, status: row.status };
  if (row.status === ORDER_STATUS.paymentDue && row.payment_url) answer.paymentRedirectUrl = row.payment_url;
  return answer;
}

/** The first answer for a repeated key and request; a 422 for the key reused with another request. */
function replayOf(row: OrderRow, requestHash: string): PlacedOrder {
  if (row.request_hash !== requestHash) throw new ApiError(422, 'idempotency_key_reused', orderMessages.keyReused);
  return answerOf(row);
}

/**
 * The replay of an order placed with this key; an order still waiting for its P24 page (P24 was
 * down when it was placed) gets one registered now (payment-link.ts).
 */
async function replayWithPaymentPage(env: WorkerEnv, request: PlaceOrderRequest, row: OrderRow, requestHash: string): Promise<PlacedOrder> {
  const answer = replayOf(row, requestHash);
  if (answer.paymentRedirectUrl) return answer;
  const paymentUrl = await ensureP24PaymentUrl(env, row, { shopUrl: request.shopUrl });
  return paymentUrl ? { ...answer, paymentRedirectUrl: paymentUrl } : answer;
}

/** Each line's source by the rule the cart shows its lines with (#lib/cart/line-supply.ts). */
function planLines(lines: readonly PricedCartLine[]): PlannedLine[] {
  return lines.map((priced) => {
    const { product, item } = priced;
    const supply = planLineSupply({
      quantity: item.quantity,
      stock: product.stock,
      isAvailable: item.isAvailable,
      isFromSet: item.productSet !== null,
    });
    if (supply.source === 'short')
      throw new ApiError(409, 'out_of_stock', orderMessages.outOfStock(product.name, supply.orderable, product.salesUnit));
    if (supply.source === 'unavailable') throw new ApiError(409, 'product_unavailable', orderMessages.unavailable(product.name));
    return { ...priced, source: supply.source };
  });
}

async function resolveDelivery(db: D1Database, delivery: PlaceOrderBody['delivery']) {
  const method = (await listDeliveryMethods(db)).find((row) => row.code === delivery.method);
  if (!method) throw new ApiError(422, 'delivery_unavailable', orderMessages.deliveryUnavailable);
  const branch = delivery.method === 'branch_pickup' ? await readBranchBySlug(db, delivery.branchSlug) : null;
  if (delivery.method === 'branch_pickup' && !branch)
    throw new ApiError(422, 'invalid_input', orderMessages.unknownBranch, { 'delivery.branchSlug': orderMessages.unknownBranch });
  return { method, branch };
}

/** The order's totals and its delivery, free from the threshold on, split by the goods' rates (site/src/lib/delivery-cost.ts). */
function totalsOf(method: DeliveryMethodRow, lines: readonly PlannedLine[]) {
  const goods = lines.map(({ item }) => ({ vatRate: item.vatRate, net: item.cartItemSummary.priceNetto }));
  const { totals, delivery } = orderTotals(goods, { priceNetto: method.net_cost, vatRate: method.vat_rate });
  return { totals: cartTotalsOf(totals), delivery };
}

/** What the VAT register says about an organisation's NIP, when the shop asks one (spec §5). */
async function checkNip(env: WorkerEnv, nip: string | undefined): Promise<{ status: string | null; note: string | null }> {
  const config = getVatCheckerConfig(env);
  if (!config || nip === undefined) return { status: null, note: null };
  const check = await checkVatPayer(nip, config);
  if (check.status === 'active') return { status: 'active', note: null };
  if (check.status === 'not_found') return { status: 'not_found', note: orderMessages.vatNotFound };
  return { status: 'unavailable', note: orderMessages.vatUnavailable };
}

export async function placeOrder(env: WorkerEnv, request: PlaceOrderRequest): Promise<PlacedOrder> {
  const db = env.DB;
  const { body, sessionId, idempotencyKey, now } = request;
  const requestHash = await hashToken(JSON.stringify({ sessionId, body }));
  const at = now.toISOString();
  // Both reads at once: the cart is priced for nothing only when the key turns out to be a replay.
  const [earlier, cart] = await Promise.all([readOrderByIdempotencyKey(db, idempotencyKey), priceCart(db, sessionId, at)]);
  if (earlier) return replayWithPaymentPage(env, request, earlier, requestHash);

  if (body.paymentMethod === 'p24' && !getPrzelewy24Config(env)) throw new ApiError(422, 'payment_unavailable', orderMessages.p24Unavailable);
  if (cart.lines.length === 0) {
    // The same key may have just emptied this cart in a request running beside this one.
    const placed = await readOrderByIdempotencyKey(db, idempotencyKey);
    if (placed) return replayWithPaymentPage(env, request, placed, requestHash);
    throw new ApiError(409, 'cart_empty', orderMessages.cartEmpty);
  }
  const lines = planLines(cart.lines);
  const { method, branch } = await resolveDelivery(db, body.delivery);
  const { totals, delivery } = totalsOf(method, lines);
  if (totals.priceGross !== body.expectedTotalGross) throw new TotalsChangedError(body.expectedTotalGross, totals);

  const organisation = isOrganisation(body.buyer.customerType);
  const [vat, terms] = await Promise.all([organisation ? checkNip(env, body.buyer.nip) : { status: null, note: null }, currentTerms(db, at)]);
  const year = now.getUTCFullYear();
  const number = `ZAM/${year}/${String(await takeOrderSequence(db, year)).padStart(6, '0')}`;
  const order = {
    uuid: crypto.randomUUID(),
    hash: newToken(),
    confirmationToken: newToken(),
    number,
    status: initialOrderStatus(body.paymentMethod),
    p24SessionId: body.paymentMethod === 'p24' ? crypto.randomUUID() : null,
  };
  const confirmationTokenHash = await hashToken(order.confirmationToken);
  const newsletterVersion = body.consents.newsletter;
  // The newsletter consent ticked at checkout: the same double opt-in as the form, in the order's batch.
  const newsletter = newsletterVersion
    ? await newsletterSignUpStatements(db, {
        email: body.buyer.email,
        source: 'checkout',
        consentVersion: newsletterVersion,
        ipPrefix: request.ipPrefix,
        shopUrl: request.shopUrl,
        now,
      })
    : [];
  // The shop hears of every order in the order's own batch (issue 31): no order goes unnoticed.
  const shopMailbox = await resolveShopMailbox(env, db);
  if (!shopMailbox) throw new Error('no shop mailbox: set SHOP_MAIL_TO or add the head office branch');
  const mailFacts = {
    ...order,
    lines,
    totals,
    delivery,
    method,
    body,
    branchName: branch?.name ?? null,
    termsVersion: currentConsent('terms').version,
    termsHash: terms?.hash ?? null,
  };
  const statements = [
    ...(terms ? [terms.statement] : []),
    insertOrderStatement(db, {
      request,
      order,
      confirmationTokenHash,
      requestHash,
      cartUuid: cart.uuid,
      lines,
      method,
      branch,
      totals,
      delivery,
      vat,
      terms: { version: mailFacts.termsVersion, hash: mailFacts.termsHash },
      at,
    }),
    orderCreatedStatement(db, order.uuid, order.status, at),
    ...orderContentStatements(db, order.uuid, lines),
    db.prepare('DELETE FROM cart_items WHERE uuid IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(lines.map(({ item }) => item.uuid))),
    ...enqueueMail(
      db,
      {
        kind: 'order_confirmation',
        to: body.buyer.email,
        mail: orderConfirmationMail(request.shopUrl, mailFacts),
        cause: { kind: 'order', id: order.uuid },
      },
      now,
    ),
    ...enqueueMail(
      db,
      {
        kind: 'order_notice',
        to: shopMailbox,
        mail: orderNoticeMail(request.shopUrl, mailFacts),
        cause: { kind: 'order', id: order.uuid },
        headers: { 'Reply-To': body.buyer.email },
      },
      now,
    ),
    ...newsletter,
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    return explainFailedBatch(db, error, { idempotencyKey, requestHash, lines, sessionId });
  }
  const placed: PlacedOrder = { uuid: order.uuid, hash: order.hash, number, status: order.status };
  if (order.p24SessionId) {
    // P24 down now leaves the order waiting without a page: its own page registers it again (payment-link.ts).
    const paymentUrl = await ensureP24PaymentUrl(
      env,
      { ...order, email: body.buyer.email, payment_method: body.paymentMethod, payment_url: null, total_gross: totals.priceGross },
      { shopUrl: request.shopUrl, sessionId: order.p24SessionId },
    );
    if (paymentUrl) placed.paymentRedirectUrl = paymentUrl;
  }
  return placed;
}

interface InsertOrder {
  request: PlaceOrderRequest;
  order: { uuid: string; hash: string; confirmationToken: string; number: string; status: OrderStatus; p24SessionId: string | null };
  requestHash: string;
  confirmationTokenHash: string;
  cartUuid: string | null;
  lines: readonly PlannedLine[];
  method: DeliveryMethodRow;
  branch: { slug: string; name: string } | null;
  totals: CartTotals;
  delivery: DeliveryShare;
  vat: { status: string | null; note: string | null };
  /** The terms' consent version and the accepted text's hash (accepted-terms.ts), null without a terms page. */
  terms: { version: string; hash: string | null };
  at: string;
}

/**
 * The order row, written only while the cart holds exactly the priced lines with their quantities
 * (else no row, and the packages after it fail on their NOT NULL order id: the batch aborts).
 */
function insertOrderStatement(db: D1Database, input: InsertOrder): D1PreparedStatement {
  const { body, idempotencyKey } = input.request;
  const { buyer, delivery } = body;
  const organisation = isOrganisation(buyer.customerType);
  const address = delivery.method === 'courier' && delivery.address ? JSON.stringify(delivery.address) : null;
  const expectedLines = JSON.stringify(input.lines.map(({ item }) => [item.uuid, item.quantity]));
  return db
    .prepare(
      `INSERT INTO orders (uuid, number, hash, confirmation_token_hash, status, customer_type, first_name, last_name, company_name, nip,
         vat_check, vat_check_note, email, phone, street, postcode, city, invoice_email, delivery_address, delivery_method,
         parcel_locker_code, branch_slug, branch_name, delivery_net, delivery_gross, delivery_vat_rate, payment_method, total_net, total_vat,
         total_gross, cart_uuid, idempotency_key, request_hash, p24_session_id, created_at, customer_id, delivery_parts,
         consumer_rights, terms_version, terms_document_id)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25,
         ?26, ?27, ?28, ?29, ?30, ?31, ?32, ?33, ?34, ?35, ?38, ?39, ?40, ?41, (SELECT id FROM legal_documents WHERE content_hash = ?42)
       WHERE (SELECT count(*) FROM cart_items ci JOIN json_each(?36) j
                ON ci.uuid = json_extract(j.value, '$[0]') AND ci.quantity = json_extract(j.value, '$[1]')) = ?37`,
    )
    .bind(
      input.order.uuid,
      input.order.number,
      input.order.hash,
      input.confirmationTokenHash,
      input.order.status,
      buyer.customerType,
      buyer.firstName,
      buyer.lastName,
      organisation ? (buyer.companyName ?? null) : null,
      organisation ? (buyer.nip ?? null) : null,
      input.vat.status,
      input.vat.note,
      buyer.email,
      buyer.phone,
      buyer.street,
      buyer.postcode,
      buyer.city,
      buyer.invoiceEmail ?? buyer.email,
      address,
      delivery.method,
      delivery.method === 'parcel_locker' ? delivery.lockerCode : null,
      input.branch?.slug ?? null,
      input.branch?.name ?? null,
      input.delivery.net,
      input.delivery.gross,
      input.method.vat_rate,
      body.paymentMethod,
      input.totals.priceNetto,
      input.totals.priceGross - input.totals.priceNetto,
      input.totals.priceGross,
      input.cartUuid,
      idempotencyKey,
      input.requestHash,
      input.order.p24SessionId,
      input.at,
      expectedLines,
      input.lines.length,
      input.request.customerId,
      JSON.stringify(input.delivery.parts),
      hasConsumerRights(buyer) && organisation ? 1 : 0,
      input.terms.version,
      input.terms.hash,
    );
}

/** Packages, lines and stock decrements of the order (found by its uuid). */
function orderContentStatements(db: D1Database, orderUuid: string, lines: readonly PlannedLine[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (const source of ['stock', 'supplier'] as const) {
    const inPackage = lines.filter((line) => line.source === source);
    if (inPackage.length === 0) continue;
    const days = source === 'supplier' ? Math.max(0, ...inPackage.map(({ product }) => product.stock.supplierDeliveryDays ?? 0)) || null : null;
    statements.push(
      db
        .prepare('INSERT INTO order_packages (order_id, source, supplier_delivery_days) VALUES ((SELECT id FROM orders WHERE uuid = ?1), ?2, ?3)')
        .bind(orderUuid, source, days),
    );
    for (const { line, product, item } of inPackage) {
      statements.push(
        db
          .prepare(
            `INSERT INTO order_lines (order_id, package_id, product_uuid, product_number, product_name, sales_unit,
               quantity, unit_net, unit_gross, vat_rate, line_net, line_gross)
             SELECT o.id, p.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12
             FROM orders o JOIN order_packages p ON p.order_id = o.id AND p.source = ?2 WHERE o.uuid = ?1`,
          )
          .bind(
            orderUuid,
            source,
            product.uuid,
            product.number,
            product.name,
            product.salesUnit,
            item.quantity,
            item.unitPrice.nettoPrice,
            item.unitPrice.grossPrice,
            item.vatRate,
            item.cartItemSummary.priceNetto,
            item.cartItemSummary.priceGross,
          ),
      );
      if (source === 'stock')
        statements.push(db.prepare('UPDATE products SET stock = stock - ?2 WHERE id = ?1').bind(line.product_id, item.quantity));
    }
  }
  return statements;
}

/**
 * Why the batch failed, as an answer: the same key placed by a request beside this one (replay
 * or 422), stock that another order took first (409 naming the product), the cart changed in
 * between (409); anything else is a server error.
 */
async function explainFailedBatch(
  db: D1Database,
  error: unknown,
  context: { idempotencyKey: string; requestHash: string; lines: readonly PlannedLine[]; sessionId: string },
): Promise<PlacedOrder> {
  const placed = await readOrderByIdempotencyKey(db, context.idempotencyKey);
  if (placed) return replayOf(placed, context.requestHash);
  const fromStock = context.lines.filter((line) => line.source === 'stock');
  const stock = await readStock(
    db,
    fromStock.map(({ line }) => line.product_id),
  );
  const short = fromStock.find(({ line, item }) => (stock.get(line.product_id) ?? 0) < item.quantity);
  if (short)
    throw new ApiError(
      409,
      'out_of_stock',
      orderMessages.outOfStock(short.product.name, stock.get(short.line.product_id) ?? 0, short.product.salesUnit),
    );
  const now = await priceCart(db, context.sessionId, new Date().toISOString());
  const isSameCart =
    now.lines.length === context.lines.length &&
    context.lines.every(({ item }) => now.lines.some((current) => current.item.uuid === item.uuid && current.item.quantity === item.quantity));
  if (!isSameCart) throw new ApiError(409, 'cart_changed', orderMessages.cartChanged);
  throw error;
}
