'use client';
/** The catalogue's three screens, one tab each; the current one marked. */
import Link from 'next/link';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import panelStyles from '../panel.module.css';
import styles from './catalogue.module.css';
import '@/lib/i18n/pl-panel.ts';

const TABS = [
  { route: 'panelCatalogue', label: t('Panel.Catalogue.Categories') },
  { route: 'panelProductSets', label: t('Panel.Catalogue.Sets') },
  { route: 'panelFlags', label: t('Panel.Catalogue.Flags') },
] as const;

export function CatalogueNav({ current }: { current: (typeof TABS)[number]['route'] }) {
  return (
    <nav aria-label={t('Panel.Catalogue.Sections')} className={styles.subnav}>
      <ul className={panelStyles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.route}>
            <Link href={href(tab.route)} aria-current={tab.route === current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
