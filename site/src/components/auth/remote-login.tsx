'use client';
/**
 * `/remote/login/{uuid}/{oneTimePass}`: the one-time pass staff issued logs the customer in
 * (a POST, once; the edge keeps the tokens in httpOnly cookies), then the browser goes to the
 * account's data tab with a full load, so the header sees the login. A pass that is unknown,
 * expired or used is explained in Polish.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError, postJson } from '@/lib/api-client.ts';
import type { SessionStarted } from '@/lib/api-types.ts';
import { sessionStarted } from '@/lib/generated/response-shapes/sessionStarted.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import '@/lib/i18n/pl-account.ts';

function RemoteLogin({ uuid, oneTimePass }: { uuid: string; oneTimePass: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (posted.current === oneTimePass) return;
    posted.current = oneTimePass;
    postJson<SessionStarted>('/oauths/remote-logins', { uuid, oneTimePass }, sessionStarted)
      .then(() => window.location.assign(href('account', { tab: 'dane' })))
      .catch((error: unknown) =>
        setFailure(error instanceof ApiRequestError && error.status < 500 ? t('Auth.Remote.Failed') : t('Auth.Remote.Network')),
      );
  }, [uuid, oneTimePass]);

  if (!failure) {
    return (
      <p role="status" className={styles.outcome}>
        {t('Auth.Remote.Working')}
      </p>
    );
  }
  return (
    <div className={`${styles.outcome} ${styles.problem}`}>
      <p role="alert">{failure}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} href={href('login')}>
          {t('Auth.Remote.ToLogin')}
        </Link>
      </div>
    </div>
  );
}

/** The page: the shell reads the customer's uuid and the pass from the address. */
export function RemoteLoginPage({ heading }: { heading: string }) {
  return (
    <RouteShell route="remoteLogin" heading={heading}>
      {(params) => <RemoteLogin key={params.oneTimePass} uuid={params.uuid ?? ''} oneTimePass={params.oneTimePass ?? ''} />}
    </RouteShell>
  );
}
