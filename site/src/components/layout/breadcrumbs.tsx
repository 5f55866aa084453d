import { JsonLd } from '@/components/seo/json-ld.tsx';
import { IntentPrefetchLink } from '@/components/ui/intent-prefetch-link.tsx';
import { t } from '@/lib/i18n/index.ts';
import { type BreadcrumbItem, breadcrumbJsonLd } from '@/lib/json-ld.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { BreadcrumbFold } from './breadcrumb-fold.tsx';
import styles from './breadcrumbs.module.css';

/**
 * The trail above a page, with its BreadcrumbList JSON-LD. The last item is the current page.
 * On narrow screens a trail of more than two items shows only the way back to the parent until
 * the shopper opens it. Its links prefetch on intent (pointer, focus, touch), not in view: the
 * trail is on every catalogue page's first screen, and its parents' payloads cost each visit about
 * 10 KiB it mostly does not use (issue 17).
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const parentIndex = items.length - 2;
  return (
    <nav aria-label={t('Nav.Breadcrumb')} className={styles.breadcrumbs}>
      <BreadcrumbFold canFold={items.length > 2}>
        <ol>
          {items.map((item, index) => (
            <li key={item.path} data-parent={index === parentIndex || undefined}>
              {index === items.length - 1 ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <IntentPrefetchLink href={item.path}>{item.name}</IntentPrefetchLink>
              )}
            </li>
          ))}
        </ol>
      </BreadcrumbFold>
      <JsonLd data={breadcrumbJsonLd(items, SITE_URL)} />
    </nav>
  );
}
