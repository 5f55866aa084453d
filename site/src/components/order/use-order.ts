'use client';
/**
 * The order of a link, read from the API once the shell has the link's parameters: a missing
 * order and a wrong hash are the same 404 (issue 13), shown as the honest not-found text.
 */
import { useEffect, useState } from 'react';
import { ApiRequestError, getJson } from '@/lib/api-client.ts';
import type { Order } from '@/lib/api-types.ts';
import { getOrder } from '@/lib/generated/api-response-shapes.ts';

export type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'not_found' } | { status: 'failed' };

export function orderPath(uuid: string, hash: string): string {
  return `/orders/${encodeURIComponent(uuid)}/${encodeURIComponent(hash)}`;
}

/** Reads the order when `enabled` (a confirmation first posts its token); `null` hash: no order to read. */
export function useOrder(uuid: string, hash: string | null, enabled = true): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    if (!hash) {
      setState({ status: 'not_found' });
      return;
    }
    let isCurrent = true;
    setState({ status: 'loading' });
    getJson<Order>(orderPath(uuid, hash), getOrder)
      .then((order) => isCurrent && setState({ status: 'ready', order }))
      .catch((error: unknown) => {
        if (isCurrent) setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'not_found' } : { status: 'failed' });
      });
    return () => {
      isCurrent = false;
    };
  }, [uuid, hash, enabled]);
  return state;
}
