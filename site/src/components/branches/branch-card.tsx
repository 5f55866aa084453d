import Link from 'next/link';
import type { Branch } from '@/lib/api-types.ts';
import { directionsUrl, telHref } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import styles from './branch-card.module.css';
import { OpeningHoursList } from './opening-hours-list.tsx';
import '@/lib/i18n/pl-content.ts';

/** One line of the address, for info windows and meta descriptions. */
export function addressLine(branch: Branch): string {
  return `${branch.address.street}, ${branch.address.postalCode} ${branch.address.city}`;
}

interface BranchContactProps {
  branch: Branch;
}

/**
 * Address, opening hours, phone, e-mail and a directions link: everything needed to reach a
 * branch, and everything the page shows when there is no map.
 */
export function BranchContact({ branch }: BranchContactProps) {
  return (
    <div className={styles.contact}>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.fact}>{t('Branches.Address')}</dt>
          <dd>
            <address className={styles.address}>
              {branch.address.street}
              <br />
              {branch.address.postalCode} {branch.address.city}
            </address>
          </dd>
        </div>
        <div>
          <dt className={styles.fact}>{t('Branches.Hours')}</dt>
          <dd>
            <OpeningHoursList hours={branch.openingHours} />
          </dd>
        </div>
        <div>
          <dt className={styles.fact}>{t('Branches.Contact')}</dt>
          <dd>
            <ul className={styles.channels}>
              <li>
                <span className="visually-hidden">{t('Branches.Phone')}: </span>
                <a href={telHref(branch.phone)}>{branch.phone}</a>
              </li>
              <li>
                <span className="visually-hidden">{t('Branches.Email')}: </span>
                <a href={`mailto:${branch.email}`}>{branch.email}</a>
              </li>
            </ul>
          </dd>
        </div>
      </dl>
      <a
        className={styles.directions}
        href={directionsUrl(branch.location)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('Branches.DirectionsLabel', { name: branch.name })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 2 3 21l9-4 9 4z" fill="currentColor" />
        </svg>
        {t('Branches.Directions')}
      </a>
    </div>
  );
}

/** A branch in a list: kind, name (its page), address, hours, contact and directions. */
export function BranchCard({ branch, headingLevel = 2 }: { branch: Branch; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const branchHref = href('branch', { slug: branch.slug });
  return (
    <article className={styles.card} aria-labelledby={`oddzial-${branch.slug}`}>
      <p className={styles.kind}>{t(`Branches.Kind.${branch.kind}`)}</p>
      <Heading className={styles.name} id={`oddzial-${branch.slug}`}>
        <Link href={branchHref}>{branch.name}</Link>
      </Heading>
      <BranchContact branch={branch} />
      <Link href={branchHref} className={styles.details} aria-label={t('Branches.DetailsLabel', { name: branch.name })}>
        {t('Branches.Details')} <span aria-hidden="true">›</span>
      </Link>
    </article>
  );
}
