import Link from 'next/link';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import type { Page } from '@/lib/api-types.ts';
import { listPagesOfKind } from '@/lib/content.ts';
import { formatDate } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { homeTrail } from '@/lib/trail.ts';
import styles from './content-article.module.css';
import { RichText } from './rich-text.tsx';
import '@/lib/i18n/pl-contact.ts';
import '@/lib/i18n/pl-content.ts';

interface ContentArticleProps {
  page: Page;
  /** The page's own path, the last breadcrumb. */
  path: string;
  /** Shown after the body (the milestones timeline). */
  children?: ReactNode;
}

/**
 * A content page (`/strona/{slug}`, milestones, hand washing and drying): title, lead and body,
 * beside the list of the shop's information pages.
 */
export function ContentArticle({ page, path, children }: ContentArticleProps) {
  const infoPages = listPagesOfKind('content');
  return (
    <div className="container">
      <Breadcrumbs items={homeTrail({ name: page.title, path })} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <header className={styles.header}>
            <h1>{page.title}</h1>
            {page.lead ? <p className={styles.lead}>{page.lead}</p> : null}
          </header>
          <div className={styles.body}>
            <RichText source={page.body} />
          </div>
          {children}
          <p className={styles.updated}>
            {t('Content.Updated')} <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
          </p>
        </article>
        <nav className={styles.info} aria-labelledby="informacje">
          <h2 id="informacje">{t('Content.Information')}</h2>
          <ul className={styles.infoList}>
            {infoPages.map((info) => {
              const infoPath = href('contentPage', { slug: info.slug });
              return (
                <li key={info.uuid}>
                  <Link href={infoPath} aria-current={infoPath === path ? 'page' : undefined}>
                    {info.title}
                  </Link>
                </li>
              );
            })}
            <li>
              <Link href={href('branches')}>{t('Branches.Heading')}</Link>
            </li>
            <li>
              <Link href={href('contact')}>{t('Contact.Title')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
