'use client';
/**
 * Spec §4: the online/offline status follows the browser. A small pill at the bottom left says
 * when the connection is gone and, for a moment, when it is back; while online nothing is
 * rendered, so it costs the page nothing (fixed position: no layout shift when it appears).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n/index.ts';
import styles from './network-status.module.css';

/** How long "connection restored" stays on screen, in ms. */
export const RESTORED_VISIBLE_MS = 4000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
/** The prerendered HTML assumes a connection: the pill appears only in the browser. */
const isOnlineOnServer = () => true;

export function NetworkStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  const wasOffline = useRef(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setRestored(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setRestored(true);
    const timer = window.setTimeout(() => setRestored(false), RESTORED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);

  if (online && !restored) return null;
  return (
    <div role="status" className={`${styles.pill} ${online ? styles.online : styles.offline}`}>
      <span className={styles.dot} aria-hidden="true" />
      {online ? t('Network.Online') : t('Network.Offline')}
    </div>
  );
}
