import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box.tsx';
import { getCategoryTree } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './site-header.module.css';

/** Top bar, main bar (logo, contact, cart) and the category bar built from the category tree. */
export function SiteHeader() {
  const categories = getCategoryTree();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#tresc">
        {t('Shop.SkipToContent')}
      </a>
      <div className={styles.topBar}>
        <div className="container">
          <span>{t('Shop.TopBar')}</span>
          <span className={styles.topBarAside}>{t('Shop.FreeDelivery')}</span>
        </div>
      </div>
      <div className={`container ${styles.mainBar}`}>
        <Link href={href('home')} className={styles.logo} aria-label={`${t('Shop.Name')} – ${t('Nav.Home')}`}>
          <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            <strong>{t('Shop.Name')}</strong>
            <small>{t('Shop.Tagline')}</small>
          </span>
        </Link>
        <SearchBox />
        <p className={styles.phone}>
          <a href={`tel:${t('Shop.Phone').replace(/\s/g, '')}`}>{t('Shop.Phone')}</a>
        </p>
      </div>
      <nav aria-label={t('Nav.Categories')} className={styles.categoryBar}>
        <ul className="container">
          {categories.map((category) => (
            <li key={category.uuid}>
              <Link href={href('category', { slug: category.slug })} className={category.kind === 'promotions' ? styles.promo : undefined}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
