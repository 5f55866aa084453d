import { listBranches } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './site-footer.module.css';

/** The company's branches with addresses and phones. */
export function SiteFooter() {
  const branches = listBranches();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <h2>{t('Footer.Branches')}</h2>
        <ul className={styles.columns}>
          {branches.map((branch) => (
            <li key={branch.uuid}>
              <strong>{branch.name}</strong>
              <address>
                {branch.address.street}
                <br />
                {branch.address.postalCode} {branch.address.city}
                <br />
                <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
              </address>
            </li>
          ))}
        </ul>
      </div>
      <p className={`container ${styles.rights}`}>{t('Footer.Rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
