'use client';
/** The account's sections (spec §2 `/konto/{tab}`), the current one marked for assistive technology. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { t } from '@/lib/i18n/index.ts';
import { ACCOUNT_TABS, type AccountTab, href } from '@/lib/routes.ts';
import styles from './account-tabs.module.css';
import '@/lib/i18n/pl-account.ts';

export function AccountTabs() {
  const pathname = usePathname();
  return (
    <nav aria-label={t('Account.Sections')} className={styles.tabs}>
      <ul>
        {(Object.keys(ACCOUNT_TABS) as AccountTab[]).map((tab) => {
          const path = href('account', { tab });
          return (
            <li key={tab}>
              <Link href={path} aria-current={pathname === path ? 'page' : undefined}>
                {t(`Account.Tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
