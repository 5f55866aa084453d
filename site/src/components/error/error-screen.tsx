import Link from 'next/link';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './error-screen.module.css';

export type ErrorStatus = 403 | 404 | 500 | 503;

/**
 * The error screen of spec §2: heading, image, a button home (with a shorter label at ≤ 575 px)
 * and, on 500 and 503, a description.
 */
export function ErrorScreen({ status, message }: { status: ErrorStatus; message?: string }) {
  const description = status === 500 || status === 503 ? t(`Error.Description.${status}` as MessageKey) : null;
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-heading">
      <svg className={styles.image} viewBox="0 0 240 120" width="240" height="120" aria-hidden="true">
        <rect x="20" y="30" width="200" height="80" rx="14" fill="#e4ecf6" />
        <text x="120" y="88" textAnchor="middle" fontSize="56" fontWeight="800" fill="#0b5cad" fontFamily="sans-serif">
          {status}
        </text>
      </svg>
      <h1 id="error-heading">{t(`Error.Heading.${status}` as MessageKey)}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      <Link className={styles.button} href={href('home')}>
        <span className={styles.long}>{t(`Error.Button.${status}` as MessageKey)}</span>
        <span className={styles.short}>{t(`Error.Button.Short${status}` as MessageKey)}</span>
      </Link>
    </section>
  );
}
