import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import type { Branch, Page } from '@/lib/api-types.ts';
import { telHref } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { homeTrail } from '@/lib/trail.ts';
import styles from './landing-page.module.css';
import { RichText } from './rich-text.tsx';
import '@/lib/i18n/pl-content.ts';

interface LandingPageProps {
  page: Page;
  path: string;
  /** Whose phone and e-mail the call to action gives. */
  contact: Pick<Branch, 'phone' | 'email'>;
}

/** A landing page (`/lp/{slug}`, `/other`): a banner with the offer, its body and a way to ask for it. */
export function LandingPage({ page, path, contact }: LandingPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={homeTrail({ name: page.title, path })} />
      </div>
      <section className={styles.hero} aria-labelledby="oferta">
        <div className={`container ${styles.heroInner}`}>
          <div>
            <h1 id="oferta">{page.title}</h1>
            {page.lead ? <p>{page.lead}</p> : null}
            <div className={styles.actions}>
              <Link href={href('contact')} className={styles.primary}>
                {t('Content.LandingCta')}
              </Link>
              <Link href={href('branches')} className={styles.secondary}>
                {t('Content.LandingBranches')}
              </Link>
            </div>
          </div>
          <ul className={styles.promises} aria-label={t('Content.Promises')}>
            {(['Content.Promise1', 'Content.Promise2', 'Content.Promise3'] as const).map((key) => (
              <li key={key}>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <circle cx="12" cy="12" r="12" fill="rgba(255,255,255,0.16)" />
                  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className={`container ${styles.layout}`}>
        <article className={styles.body}>
          <RichText source={page.body} />
        </article>
        <aside className={styles.cta} aria-labelledby="zapytaj">
          <h2 id="zapytaj">{t('Content.LandingCta')}</h2>
          <p>{t('Content.LandingCtaText')}</p>
          <a href={telHref(contact.phone)} className={styles.phone}>
            {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`} className={styles.email}>
            {contact.email}
          </a>
        </aside>
      </div>
    </>
  );
}
