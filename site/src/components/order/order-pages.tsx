'use client';
import { useTokenAction } from '@/components/newsletter/use-token-action.ts';
/**
 * The order pages (issue 13), shells the browser fills from the API: the summary and the details
 * by the order's link, and the mailed confirmation link, which confirms the buyer's address first
 * (POST, so a mail scanner's GET confirms nothing) and then shows the summary. The hashless
 * forms belong to the logged-in owner (accounts issue): until then they say the order is not
 * found under that address.
 */
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import type { OrderConfirmation } from '@/lib/api-types.ts';
import { confirmOrderEmail } from '@/lib/generated/api-response-shapes.ts';
import { t } from '@/lib/i18n/index.ts';
import type { RouteName } from '@/lib/routes.ts';
import styles from './order-view.module.css';
import { OrderStateView } from './order-view.tsx';
import { orderPath, useOrder } from './use-order.ts';

function OrderByLink({ uuid, hash, detailsLink }: { uuid: string; hash: string | undefined; detailsLink: boolean }) {
  const state = useOrder(uuid, hash ?? null);
  return <OrderStateView state={state} detailsHash={detailsLink ? hash : undefined} />;
}

/** `orderSummary`, `orderDetails` and the hashless `order`. */
export function OrderPage({ route, heading }: { route: Extract<RouteName, 'order' | 'orderSummary' | 'orderDetails'>; heading: string }) {
  return (
    <RouteShell route={route} heading={heading}>
      {(params) =>
        params.hash ? (
          <OrderByLink key={`${params.uuid}/${params.hash}`} uuid={params.uuid ?? ''} hash={params.hash} detailsLink={route === 'orderSummary'} />
        ) : (
          <Notice message={t('Shell.Order.NotFound')} />
        )
      }
    </RouteShell>
  );
}

function ConfirmThenShow({ uuid, hash, token }: { uuid: string; hash: string; token: string }) {
  const confirmation = useTokenAction<OrderConfirmation>(`${orderPath(uuid, hash)}/confirmations/${encodeURIComponent(token)}`, confirmOrderEmail);
  const order = useOrder(uuid, hash, confirmation.status === 'done');
  if (confirmation.status === 'working') return <p role="status">{t('Order.Confirming')}</p>;
  if (confirmation.status === 'not_found') return <Notice message={t('Shell.Order.NotFound')} />;
  if (confirmation.status === 'failed') return <Notice message={t('Order.Failed')} />;
  return (
    <>
      <p role="status" className={`${styles.panel} ${styles.confirmed}`}>
        {t(confirmation.answer.alreadyConfirmed ? 'Order.EmailAlreadyConfirmed' : 'Order.EmailConfirmed')}
      </p>
      <OrderStateView state={order} detailsHash={hash} />
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
