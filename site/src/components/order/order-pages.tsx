'use client';
/**
 * The order pages (issue 13), shells the browser fills from the API: the summary and the details
 * by the order's link, and the mailed confirmation link, which confirms the buyer's address first
 * (POST, so a mail scanner's GET confirms nothing) and then shows the summary. The hashless
 * forms belong to the logged-in owner (issue 14): the edge sends a guest to log in first, and the
 * owner's call answers another customer's order like a missing one.
 */
import { useEffect } from 'react';
import { useTokenAction } from '@/components/newsletter/use-token-action.ts';
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import type { OrderConfirmation } from '@/lib/api-types.ts';
import { confirmOrderEmail } from '@/lib/generated/response-shapes/confirmOrderEmail.ts';
import { t } from '@/lib/i18n/index.ts';
import type { RouteName } from '@/lib/routes.ts';
import { trackRememberedPurchase } from '@/lib/tracker/purchase.ts';
import styles from './order-view.module.css';
import { OrderStateView } from './order-view.tsx';
import { orderPath, ownOrderPath, useOrder } from './use-order.ts';
import '@/lib/i18n/pl-order.ts';
import '@/lib/i18n/pl-shell.ts';

/** By the order's link when the address has its hash, else the logged-in owner's order. */
function OrderOfPage({ uuid, hash, detailsLink }: { uuid: string; hash: string | undefined; detailsLink: boolean }) {
  const state = useOrder(hash ? orderPath(uuid, hash) : ownOrderPath(uuid));
  useEffect(() => trackRememberedPurchase(uuid), [uuid]);
  return <OrderStateView state={state} detailsLink={detailsLink ? { hash } : undefined} linkHash={hash} />;
}

/** `orderSummary`, `orderDetails` and the hashless `order`. */
export function OrderPage({ route, heading }: { route: Extract<RouteName, 'order' | 'orderSummary' | 'orderDetails'>; heading: string }) {
  return (
    <RouteShell route={route} heading={heading}>
      {(params) => (
        <OrderOfPage key={`${params.uuid}/${params.hash ?? ''}`} uuid={params.uuid ?? ''} hash={params.hash} detailsLink={route === 'orderSummary'} />
      )}
    </RouteShell>
  );
}

function ConfirmThenShow({ uuid, hash, token }: { uuid: string; hash: string; token: string }) {
  const confirmation = useTokenAction<OrderConfirmation>(`${orderPath(uuid, hash)}/confirmations/${encodeURIComponent(token)}`, confirmOrderEmail);
  const order = useOrder(orderPath(uuid, hash), confirmation.status === 'done');
  if (confirmation.status === 'working') return <p role="status">{t('Order.Confirming')}</p>;
  if (confirmation.status === 'not_found') return <Notice message={t('Shell.Order.NotFound')} />;
  if (confirmation.status === 'failed') return <Notice message={t('Order.Failed')} />;
  return (
    <>
      <p role="status" className={`${styles.panel} ${styles.confirmed}`}>
        {t(confirmation.answer.alreadyConfirmed ? 'Order.EmailAlreadyConfirmed' : 'Order.EmailConfirmed')}
      </p>
      <OrderStateView state={order} detailsLink={{ hash }} linkHash={hash} />
    </>
  );
}

/** `orderConfirmation`: confirms the address, then the summary. */
export function OrderConfirmationPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="orderConfirmation" heading={heading}>
      {(params) => (
        <ConfirmThenShow
          key={`${params.uuid}/${params.hash}/${params.confirmationToken}`}
          uuid={params.uuid ?? ''}
          hash={params.hash ?? ''}
          token={params.confirmationToken ?? ''}
        />
      )}
    </RouteShell>
  );
}
