import Link from 'next/link';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import { t } from '@/lib/i18n/index.ts';
import { type BreadcrumbItem, breadcrumbJsonLd } from '@/lib/json-ld.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import styles from './breadcrumbs.module.css';

/** The trail above a page, with its BreadcrumbList JSON-LD. The last item is the current page. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  return (
    <nav aria-label={t('Nav.Breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.path}>
            {index === items.length - 1 ? <span aria-current="page">{item.name}</span> : <Link href={item.path}>{item.name}</Link>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(items, SITE_URL)} />
    </nav>
  );
}
