import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import type { Branch } from '@/lib/api-types.ts';
import { sortBranchesByKind } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { homeTrail } from '@/lib/trail.ts';
import { BranchCard } from './branch-card.tsx';
import { BranchMapSection } from './branch-map-section.tsx';
import styles from './branches.module.css';
import '@/lib/i18n/pl-content.ts';

/** `/oddzialy`: the map of all branches (when there is one), then every branch, head office first. */
export function BranchesOverview({ branches }: { branches: Branch[] }) {
  return (
    <div className="container">
      <Breadcrumbs items={homeTrail({ name: t('Branches.Heading'), path: href('branches') })} />
      <header className={styles.intro}>
        <h1>{t('Branches.Heading')}</h1>
        <p>{t('Branches.Lead')}</p>
      </header>
      <BranchMapSection branches={branches} label={t('Branches.Map')} markerLink="page" className={styles.overviewMap} />
      <ul className={styles.grid}>
        {sortBranchesByKind(branches).map((branch) => (
          <li key={branch.uuid}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </div>
  );
}
