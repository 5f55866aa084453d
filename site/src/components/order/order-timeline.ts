/**
 * An order's history as its page lists it (issues 15 and 36): the statuses it went through and
 * the parcels handed to a carrier, oldest first. "Shipped" is no status (site/src/lib/orders.ts),
 * so a shipment is an entry of its own, at the moment it was recorded.
 */
import type { Order } from '@/lib/api-types.ts';

export type TimelineEntry =
  | { kind: 'status'; at: string; status: Order['statusHistory'][number] }
  | { kind: 'shipment'; at: string; shipment: Order['shipments'][number] };

/**
 * The statuses and shipments by time; at the same moment a status comes first (the order was
 * paid, then shipped), and entries of one kind keep their order.
 * @example orderTimeline(order).map((entry) => entry.kind) // ['status', 'status', 'shipment']
 */
export function orderTimeline(order: Pick<Order, 'statusHistory' | 'shipments'>): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...order.statusHistory.map((status) => ({ kind: 'status' as const, at: status.changedAt, status })),
    ...order.shipments.map((shipment) => ({ kind: 'shipment' as const, at: shipment.shippedAt, shipment })),
  ];
  // Array.prototype.sort is stable: equal moments keep the order above.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
