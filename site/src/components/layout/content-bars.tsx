/**
 * The content bar under the category bar, one per layout: the shop's promises on main pages,
 * shortcuts to the browse lists on shop pages, the company's pages on editorial ones.
 */
import { Icon, type IconName } from '@/components/ui/icons.tsx';
import type { Flag } from '@/lib/api-types.ts';
import { FREE_DELIVERY_THRESHOLD_NET } from '@/lib/delivery-cost.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPriceBrief } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import styles from './content-bars.module.css';
import { LinkList } from './link-list.tsx';
import { companyLinks } from './top-bar.tsx';
import '@/lib/i18n/pl-content.ts';

/** The promises, each as the rule behind it says (no free delivery without its threshold). */
function benefits(): [IconName, string][] {
  return [
    ...(FREE_DELIVERY_THRESHOLD_NET === null
      ? []
      : [['truck', t('Header.Benefit.Delivery', { amount: formatPriceBrief(FREE_DELIVERY_THRESHOLD_NET) })] as [IconName, string]]),
    ['clock', t('Header.Benefit.Dispatch')],
    ['invoice', t('Header.Benefit.Invoice')],
    ['factory', t('Header.Benefit.Maker')],
  ];
}

export function BenefitsBar() {
  return (
    <div className={styles.contentBar}>
      <ul className={`container ${styles.benefits}`} aria-label={t('Header.Benefits')}>
        {benefits().map(([icon, text]) => (
          <li key={icon}>
            <Icon name={icon} size={18} />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ShortcutsBar({ flags }: { flags: readonly Flag[] }) {
  return (
    <nav className={styles.contentBar} aria-label={t('Header.ShopShortcuts')}>
      <LinkList
        className={`container ${styles.shortcuts}`}
        links={flags.map((flag) => ({ label: flag.name, path: href('browseFlag', { flag: flag.slug }) }))}
      />
    </nav>
  );
}

export function CompanyBar() {
  return (
    <nav className={styles.contentBar} aria-label={t('Header.CompanyLinks')}>
      <LinkList className={`container ${styles.shortcuts}`} links={[{ label: t('Nav.Milestones'), path: href('milestones') }, ...companyLinks()]} />
    </nav>
  );
}
