import frame from '@/components/error/error-screen.module.css';
import { t } from '@/lib/i18n/index.ts';
import styles from './offline-screen.module.css';
import { RetryButton } from './retry-button.tsx';
import '@/lib/i18n/pl-offline.ts';

/** The offline page: no connection, what still works, and a button that loads the page again. */
export function OfflineScreen() {
  return (
    <section className={`container ${frame.screen}`} aria-labelledby="offline-heading">
      <svg className={frame.image} viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <path d="M78 92a24 24 0 0 1 4-47.7A34 34 0 0 1 146 38a26 26 0 0 1 20 54z" fill="#e6edf5" stroke="#0b5cad" strokeWidth="6" />
        <path d="M84 24l76 80" stroke="#c4122f" strokeWidth="8" strokeLinecap="round" />
      </svg>
      <h1 id="offline-heading">{t('Offline.Heading')}</h1>
      <p className={frame.description}>{t('Offline.Description')}</p>
      <h2 className={styles.subheading}>{t('Offline.StillWorksHeading')}</h2>
      <ul className={styles.list}>
        <li>{t('Offline.StillWorks.Pages')}</li>
        <li>{t('Offline.StillWorks.Cart')}</li>
        <li>{t('Offline.StillWorks.Orders')}</li>
      </ul>
      <RetryButton className={`button button-primary ${frame.button}`} />
    </section>
  );
}
