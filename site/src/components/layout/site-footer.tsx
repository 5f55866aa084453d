import { CookieSettingsButton } from '@/components/consent/cookie-settings-button.tsx';
import { NewsletterFooterForm } from '@/components/newsletter/newsletter-footer-form.tsx';
import { getCategoryTree, listBranches, listPagesOfKind } from '@/lib/content.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import { SELLER, SELLER_ADDRESS } from '@/lib/seller.ts';
import { WITHDRAWAL_LINK_LABEL } from '@/lib/withdrawal.ts';
import { LinkList } from './link-list.tsx';
import styles from './site-footer.module.css';
import { companyLinks } from './top-bar.tsx';
import '@/lib/i18n/pl-content.ts';

/**
 * Shop categories, the company's content pages, its branches with addresses and phones, the
 * newsletter sign-up, and the company's registration (#lib/seller.ts).
 */
export function SiteFooter() {
  const categories = getCategoryTree();
  const information = [
    ...listPagesOfKind('content').map((page) => ({ label: page.title, path: href('contentPage', { slug: page.slug }) })),
    ...companyLinks(),
    // The withdrawal function (issue 33), reachable from every page.
    { label: WITHDRAWAL_LINK_LABEL, path: href('withdrawal') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="stopka-sklep">
          <h2 id="stopka-sklep">{t('Footer.Shop')}</h2>
          <LinkList
            className={styles.links}
            links={categories.map((category) => ({ label: category.name, path: href('category', { slug: category.slug }) }))}
          />
        </section>
        <section aria-labelledby="stopka-informacje">
          <h2 id="stopka-informacje">{t('Footer.Information')}</h2>
          <LinkList className={styles.links} links={information} />
        </section>
        <section aria-labelledby="stopka-oddzialy">
          <h2 id="stopka-oddzialy">{t('Footer.Branches')}</h2>
          <ul className={styles.branches}>
            {listBranches().map((branch) => (
              <li key={branch.uuid}>
                <strong>{branch.name}</strong>
                <address>
                  {branch.address.street}, {branch.address.postalCode} {branch.address.city}
                  <br />
                  <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
                </address>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="stopka-newsletter" className={styles.newsletter}>
          <h2 id="stopka-newsletter">{t('Footer.Newsletter')}</h2>
          <p>{t('Footer.NewsletterText')}</p>
          <NewsletterFooterForm consentText={currentConsent('newsletter').text} />
        </section>
      </div>
      <div className={`container ${styles.rights}`}>
        <p className={styles.company}>
          {t('Footer.Company', {
            name: SELLER.name,
            address: SELLER_ADDRESS,
            court: SELLER.registryCourt,
            krs: SELLER.krs,
            nip: SELLER.nip,
            regon: SELLER.regon,
            capital: formatPrice(SELLER.shareCapital),
          })}
        </p>
        <p>{t('Footer.Rights', { year: new Date().getFullYear(), name: SELLER.name })}</p>
        <CookieSettingsButton className={styles.cookieSettings} />
      </div>
    </footer>
  );
}
