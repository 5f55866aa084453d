import Link from 'next/link';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { ErrorIllustration } from './error-illustration.tsx';
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
      <ErrorIllustration status={status} className={styles.image} />
      <h1 id="error-heading">{t(`Error.Heading.${status}` as MessageKey)}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      <Link className={`button button-primary ${styles.button}`} href={href('home')}>
        <span className={styles.long}>{t(`Error.Button.${status}` as MessageKey)}</span>
        <span className={styles.short}>{t(`Error.Button.Short${status}` as MessageKey)}</span>
      </Link>
    </section>
  );
}
