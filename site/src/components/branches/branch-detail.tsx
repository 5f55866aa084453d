import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import type { Branch } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { localBusinessJsonLd } from '@/lib/local-business-json-ld.ts';
import { href } from '@/lib/routes.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { homeTrail } from '@/lib/trail.ts';
import { BranchContact } from './branch-card.tsx';
import { BranchMapSection } from './branch-map-section.tsx';
import styles from './branches.module.css';
import '@/lib/i18n/pl-content.ts';

/** `/oddzialy/{slug}`: the branch with its contact card and map, then the other branches. */
export function BranchDetail({ branch, others }: { branch: Branch; others: Branch[] }) {
  return (
    <div className="container">
      <Breadcrumbs
        items={homeTrail({ name: t('Branches.Heading'), path: href('branches') }, { name: branch.name, path: href('branch', { slug: branch.slug }) })}
      />
      <div className={styles.detail}>
        <div className={styles.detailMain}>
          <p className={styles.kind}>{t(`Branches.Kind.${branch.kind}`)}</p>
          <h1>{branch.name}</h1>
          <p className={styles.description}>{branch.description}</p>
          <section className={styles.contactCard} aria-labelledby="kontakt-oddzialu">
            <h2 id="kontakt-oddzialu" className="visually-hidden">
              {t('Branches.Contact')}
            </h2>
            <BranchContact branch={branch} />
          </section>
        </div>
        <BranchMapSection
          branches={[branch]}
          label={t('Branches.MapOfBranch', { name: branch.name })}
          markerLink="directions"
          className={styles.detailMap}
        />
      </div>
      {others.length > 0 ? (
        <nav className={styles.others} aria-labelledby="pozostale-oddzialy">
          <h2 id="pozostale-oddzialy">{t('Branches.Others')}</h2>
          <ul className={styles.othersList}>
            {others.map((other) => (
              <li key={other.uuid}>
                <Link href={href('branch', { slug: other.slug })}>
                  <strong>{other.name}</strong>
                  <span>
                    {other.address.street}, {other.address.city}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link href={href('branches')} className={styles.all}>
              {t('Branches.All')}
            </Link>
          </p>
        </nav>
      ) : null}
      <JsonLd data={localBusinessJsonLd(branch, SITE_URL)} />
    </div>
  );
}
