'use client';
/**
 * The two cart-recovery links (issue 15, docs/decisions/018-cart-recovery.md):
 * - `/koszyk/{cartUuid}/porzucony/{abandonmentToken}` from the reminder: posts the token (a POST,
 *   so a mail scanner's GET restores nothing), which copies the cart's lines into this browser's
 *   own cart (the cart cookie the page sends), then opens `/koszyk`. With `?rezygnacja=1` (the
 *   reminder's second link) it asks first and then withdraws the reminder consent instead.
 * - `/koszyk/odzyskaj/{transactionUuid}`, the ad tracker's `cartUrl`: copies the lines of that
 *   transaction's guest cart the same way.
 * A link the API refuses shows its Polish reason with a way back to the shop.
 */
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from '@/components/shell/link-outcome.module.css';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError } from '@/lib/api-client.ts';
import type { CartUpdate } from '@/lib/api-types.ts';
import { recoverAbandonedCartCall, recoverTransactionCartCall, withdrawCartReminderCall } from '@/lib/cart/cart-reminder-api.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-shell.ts';

type Outcome =
  | { status: 'working' }
  | { status: 'restored' }
  | { status: 'refused'; message: string; code: string | undefined }
  | { status: 'failed' };

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiRequestError && error.status < 500 && error.serverMessage) {
    return { status: 'refused', message: error.serverMessage, code: error.code };
  }
  return { status: 'failed' };
}

/** Runs `restore` once per `key`, then opens the cart with a full load (the header's counter and the cart read afresh). */
function useRestore(key: string, restore: () => Promise<CartUpdate>): [Outcome, () => void] {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' });
  const started = useRef<string | null>(null);
  const run = useCallback(() => {
    setOutcome({ status: 'working' });
    restore()
      .then(() => {
        setOutcome({ status: 'restored' });
        window.location.assign(href('cart'));
      })
      .catch((error: unknown) => setOutcome(outcomeOf(error)));
  }, [restore]);
  useEffect(() => {
    if (started.current === key) return;
    started.current = key;
    run();
  }, [key, run]);
  return [outcome, run];
}

function RestoreOutcome({ outcome, retry }: { outcome: Outcome; retry: () => void }) {
  if (outcome.status === 'working' || outcome.status === 'restored') {
    return (
      <p role="status" className={styles.outcome}>
        {t(outcome.status === 'working' ? 'Shell.CartLink.Working' : 'Shell.CartLink.Restored')}
      </p>
    );
  }
  const isFull = outcome.status === 'refused' && outcome.code === 'cart_full';
  return (
    <div className={`${styles.outcome} ${styles.problem}`}>
      <p role="alert">{outcome.status === 'refused' ? outcome.message : t('Shell.CartLink.Failed')}</p>
      <p className={styles.actions}>
        {outcome.status === 'failed' ? (
          <button type="button" className={styles.primary} onClick={retry}>
            {t('Shell.CartLink.Retry')}
          </button>
        ) : (
          <Link className={styles.primary} href={isFull ? href('cart') : href('home')}>
            {isFull ? t('Shell.CartLink.ToCart') : t('Shell.CartLink.ToShop')}
          </Link>
        )}
      </p>
    </div>
  );
}

function AbandonedCartRestore({ cartUuid, token }: { cartUuid: string; token: string }) {
  const restore = useCallback(() => recoverAbandonedCartCall(cartUuid, token), [cartUuid, token]);
  const [outcome, retry] = useRestore(`${cartUuid}/${token}`, restore);
  return <RestoreOutcome outcome={outcome} retry={retry} />;
}

type StopState = { status: 'asking' } | { status: 'working' } | { status: 'stopped' } | { status: 'refused'; message: string } | { status: 'failed' };

/** The reminder's opt-out link: asks, then withdraws the consent (never on load: a scanner must not opt anyone out). */
function ReminderStop({ cartUuid, token }: { cartUuid: string; token: string }) {
  const [state, setState] = useState<StopState>({ status: 'asking' });
  const stop = () => {
    setState({ status: 'working' });
    withdrawCartReminderCall(cartUuid, token)
      .then(() => setState({ status: 'stopped' }))
      .catch((error: unknown) => {
        const outcome = outcomeOf(error);
        setState(outcome.status === 'refused' ? { status: 'refused', message: outcome.message } : { status: 'failed' });
      });
  };
  if (state.status === 'stopped' || state.status === 'refused') {
    const isStopped = state.status === 'stopped';
    return (
      <div className={`${styles.outcome} ${isStopped ? styles.success : styles.problem}`}>
        <p role={isStopped ? 'status' : 'alert'}>{state.status === 'stopped' ? t('Shell.CartLink.Stopped') : state.message}</p>
        <p className={styles.actions}>
          <Link className={styles.primary} href={href('home')}>
            {t('Shell.CartLink.ToShop')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section className={styles.outcome} aria-labelledby="przypomnienia-o-koszyku">
      <h2 id="przypomnienia-o-koszyku">{t('Shell.CartLink.StopHeading')}</h2>
      <p>{t('Shell.CartLink.StopQuestion')}</p>
      {state.status === 'failed' ? <p role="alert">{t('Shell.CartLink.Failed')}</p> : null}
      <p className={styles.actions}>
        <button type="button" className={styles.primary} onClick={stop} disabled={state.status === 'working'}>
          {t('Shell.CartLink.StopButton')}
        </button>
      </p>
    </section>
  );
}

/** Whether the address asks for the opt-out (`?rezygnacja=1`); read after hydration, like the path. */
function useIsStopLink(): boolean | null {
  const [isStop, setIsStop] = useState<boolean | null>(null);
  useEffect(() => setIsStop(new URLSearchParams(window.location.search).get('rezygnacja') === '1'), []);
  return isStop;
}

function AbandonedCart({ cartUuid, token }: { cartUuid: string; token: string }) {
  const isStop = useIsStopLink();
  if (isStop === null) return null;
  return isStop ? <ReminderStop cartUuid={cartUuid} token={token} /> : <AbandonedCartRestore cartUuid={cartUuid} token={token} />;
}

export function AbandonedCartPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="abandonedCart" heading={heading}>
      {(params) => (
        <AbandonedCart key={`${params.cartUuid}/${params.abandonmentToken}`} cartUuid={params.cartUuid ?? ''} token={params.abandonmentToken ?? ''} />
      )}
    </RouteShell>
  );
}

function TransactionCart({ transactionUuid }: { transactionUuid: string }) {
  const restore = useCallback(() => recoverTransactionCartCall(transactionUuid), [transactionUuid]);
  const [outcome, retry] = useRestore(transactionUuid, restore);
  return <RestoreOutcome outcome={outcome} retry={retry} />;
}

export function TransactionCartPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="abandonmentCartTransaction" heading={heading}>
      {(params) => <TransactionCart key={params.transactionUuid} transactionUuid={params.transactionUuid ?? ''} />}
    </RouteShell>
  );
}
