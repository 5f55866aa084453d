'use client';
/**
 * The order of a page, read from the API once the shell has the page's parameters: by its link
 * (`GET /orders/{uuid}/{hash}`), or without the hash for its logged-in owner (`GET
 * /api/secure/v1/orders/{uuid}`). A missing order, a wrong hash and another customer's order are
 * the same 404 (issue 13), shown as the honest not-found text.
 */
import { useEffect, useState } from 'react';
import { ApiRequestError, getJson, secureApiPath } from '@/lib/api-client.ts';
import type { Order } from '@/lib/api-types.ts';
import { getOrder } from '@/lib/generated/response-shapes/getOrder.ts';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'not_found' } | { status: 'failed' };

export function orderPath(uuid: string, hash: string): string {
  return `/orders/${encodeURIComponent(uuid)}/${encodeURIComponent(hash)}`;
}

/** The owner's call for an order without its hash (its answer has the shape of `getOrder`). */
export function ownOrderPath(uuid: string): string {
  return secureApiPath(`/orders/${encodeURIComponent(uuid)}`);
}

/** Reads the order at `path` (orderPath or ownOrderPath) when `enabled` (a confirmation first posts its token). */
export function useOrder(path: string, enabled = true): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    setState({ status: 'loading' });
    getJson<Order>(path, getOrder)
      .then((order) => isCurrent && setState({ status: 'ready', order }))
      .catch((error: unknown) => {
        if (isCurrent) setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'not_found' } : { status: 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [path, enabled]);
  return state;
}
