import { nextDay, shopDay, shopDayStart } from '#lib/dates.ts';
import { ORDER_STATUS } from '#lib/orders.ts';
import { mayCall, ROLES_FOR } from '#lib/staff-roles.ts';
import { createRouter, declareCall } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { dashboardSchema, LOW_STOCK_THRESHOLD } from './panel-schemas.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

/** The most low-stock products the page lists (fewest first). */
const LOW_STOCK_LIMIT = 20;

const dashboardCall = declareCall({
  operationId: 'getPanelDashboard',
  method: 'get',
  path: '/dashboard',
  tags: ['Panel: zamówienia'],
  summary: 'Pulpit panelu: dzisiejsze zamówienia i przychód, zamówienia czekające na płatność, do wysyłki i z problemem, produkty na wyczerpaniu.',
  request: { query: noQuery },
  success: { schema: dashboardSchema, description: 'Pulpit.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.anyStaff),
});

export const dashboardRoutes = createRouter().openapi(dashboardCall, async (c) => {
  const db = c.env.DB;
  const actor = staffActorOf(c);
  const seesOrders = actor.kind === 'integration' || mayCall(actor.role, ROLES_FOR.orders);
  const date = shopDay(new Date());
  const lowStock = db
    .prepare('SELECT slug, number, name, stock FROM products WHERE is_active = 1 AND stock <= ?1 ORDER BY stock, name LIMIT ?2')
    .bind(LOW_STOCK_THRESHOLD, LOW_STOCK_LIMIT);
  if (!seesOrders) {
    const { results } = await lowStock.all<{ slug: string; number: string; name: string; stock: number }>();
    return c.json({ today: null, waiting: null, lowStock: results }, 200);
  }
  const [today, waiting, low] = await db.batch([
    db
      .prepare(
        `SELECT count(*) AS orders, coalesce(sum(total_net), 0) AS net, coalesce(sum(total_gross), 0) AS gross FROM orders
         WHERE created_at >= ?1 AND created_at < ?2 AND status <> ?3`,
      )
      .bind(shopDayStart(date), shopDayStart(nextDay(date)), ORDER_STATUS.cancelled),
    db
      .prepare(
        `SELECT
           (SELECT count(*) FROM orders WHERE status = ?1) AS payment,
           (SELECT count(*) FROM orders o WHERE o.status IN (?2, ?3) AND NOT EXISTS (SELECT 1 FROM order_shipments s WHERE s.order_id = o.id)) AS toShip,
           (SELECT count(*) FROM orders WHERE status = ?4) AS problem`,
      )
      .bind(ORDER_STATUS.paymentDue, ORDER_STATUS.paid, ORDER_STATUS.processing, ORDER_STATUS.problem),
    lowStock,
  ]);
  const totals = (today?.results[0] ?? { orders: 0, net: 0, gross: 0 }) as { orders: number; net: number; gross: number };
  return c.json(
    {
      today: { date, ...totals },
      waiting: (waiting?.results[0] ?? { payment: 0, toShip: 0, problem: 0 }) as { payment: number; toShip: number; problem: number },
      lowStock: (low?.results ?? []) as { slug: string; number: string; name: string; stock: number }[],
    },
    200,
  );
});
