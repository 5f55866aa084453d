'use client';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '@/lib/i18n/index.ts';
import { breadcrumbStore, toggleBreadcrumb } from './breadcrumb-store.ts';
import styles from './breadcrumbs.module.css';

/** On narrow screens a long trail folds to its parent link; this button opens and closes it. */
export function BreadcrumbFold({ canFold, children }: { canFold: boolean; children: ReactNode }) {
  const { breadcrumbOpen } = useSnapshot(breadcrumbStore);
  return (
    <div className={styles.fold} data-open={breadcrumbOpen} data-foldable={canFold || undefined}>
      {children}
      {canFold ? (
        <button type="button" className={styles.toggle} aria-expanded={breadcrumbOpen} onClick={toggleBreadcrumb}>
          <span aria-hidden="true">{breadcrumbOpen ? '‹' : '…'}</span>
          <span className="visually-hidden">{breadcrumbOpen ? t('Breadcrumb.Hide') : t('Breadcrumb.Show')}</span>
        </button>
      ) : null}
    </div>
  );
}
