/**
 * The content bar under the category bar, one per layout: the shop's promises on main pages,
 * shortcuts to the browse lists on shop pages, the company's pages on editorial ones.
 */
import Link from 'next/link';
import { Icon, type IconName } from '@/components/ui/icons.tsx';
import type { Flag } from '@/lib/api-types.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './content-bars.module.css';
import { companyLinks } from './top-bar.tsx';

const benefits: [IconName, MessageKey][] = [
  ['truck', 'Header.Benefit.Delivery'],
  ['clock', 'Header.Benefit.Dispatch'],
  ['invoice', 'Header.Benefit.Invoice'],
  ['factory', 'Header.Benefit.Maker'],
];

export function BenefitsBar() {
  return (
    <div className={styles.contentBar}>
      <ul className={`container ${styles.benefits}`} aria-label={t('Header.Benefits')}>
        {benefits.map(([icon, key]) => (
          <li key={key}>
            <Icon name={icon} size={18} />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ShortcutsBar({ flags }: { flags: readonly Flag[] }) {
  return (
    <nav className={styles.contentBar} aria-label={t('Header.ShopShortcuts')}>
      <ul className={`container ${styles.shortcuts}`}>
        {flags.map((flag) => (
          <li key={flag.code}>
            <Link href={href('browseFlag', { flag: flag.slug })} prefetch={false}>
              {flag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CompanyBar() {
  const links = [{ label: t('Nav.Milestones'), path: href('milestones') }, ...companyLinks()];
  return (
    <nav className={styles.contentBar} aria-label={t('Header.CompanyLinks')}>
      <ul className={`container ${styles.shortcuts}`}>
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
