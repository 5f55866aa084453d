import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import type { Branch, Page } from '@/lib/api-types.ts';
import { telHref } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './landing-page.module.css';
import { RichText } from './rich-text.tsx';

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
        <Breadcrumbs
          items={[
            { name: t('Nav.Home'), path: href('home') },
            { name: page.title, path },
          ]}
        />
      </div>
      <section className={styles.hero} aria-labelledby="oferta">
        <div className={`container ${styles.heroInner}`}>
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
