import Link from 'next/link';
import { getCategoryTree } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './newsletter-thanks.module.css';
import { NewsletterThanksLead } from './newsletter-thanks-lead.tsx';
import '@/lib/i18n/pl-newsletter.ts';

/**
 * After signing up: what really happened (a mail went out: a confirmation link for a new address,
 * a note for one already confirmed), what to do next, and where to go meanwhile.
 */
export function NewsletterThanks() {
  const promotions = getCategoryTree().find((category) => category.kind === 'promotions');
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={styles.card} aria-labelledby="dziekujemy">
        <svg className={styles.icon} viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
          <circle cx="24" cy="24" r="24" fill="#e6f4ea" />
          <path d="M14 25l7 7 13-15" fill="none" stroke="#1b7a3a" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h1 id="dziekujemy">{t('Newsletter.Thanks.Title')}</h1>
        <NewsletterThanksLead className={styles.lead} />
        <p className={styles.lead}>{t('Newsletter.Thanks.Explain')}</p>
        <h2>{t('Newsletter.Thanks.NextSteps')}</h2>
        <ol className={styles.steps}>
          <li>{t('Newsletter.Thanks.Step1')}</li>
          <li>{t('Newsletter.Thanks.Step2')}</li>
          <li>{t('Newsletter.Thanks.Step3')}</li>
        </ol>
        <p className={styles.actions}>
          {promotions ? (
            <Link href={href('category', { slug: promotions.slug })} className={styles.primary}>
              {t('Newsletter.Thanks.Promotions')}
            </Link>
          ) : null}
          <Link href={href('blog')} className={styles.secondary}>
            {t('Newsletter.Thanks.Blog')}
          </Link>
        </p>
      </section>
    </div>
  );
}
