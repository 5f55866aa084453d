import Link from 'next/link';
import { Suspense } from 'react';
import { OpeningHoursList } from '@/components/branches/opening-hours-list.tsx';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { JsonLd } from '@/components/seo/json-ld.tsx';
import type { Branch, Department } from '@/lib/api-types.ts';
import { telHref } from '@/lib/branches.ts';
import { t } from '@/lib/i18n/index.ts';
import { localBusinessJsonLd } from '@/lib/local-business-json-ld.ts';
import { formatPrice } from '@/lib/money.ts';
import { href } from '@/lib/routes.ts';
import { SELLER } from '@/lib/seller.ts';
import { SITE_URL } from '@/lib/site-config.ts';
import { homeTrail } from '@/lib/trail.ts';
import styles from './contact-page.module.css';
import { ContactFormSection, ContactSection } from './contact-section.tsx';
import '@/lib/i18n/pl-contact.ts';

interface ContactPageProps {
  headOffice: Branch;
  departments: Department[];
  branches: Branch[];
}

/**
 * `/kontakt`: the contact form (with a product named in the query, the enquiry about it), then
 * the company with its head office, how to call and write, its departments and its branches.
 */
export function ContactPage({ headOffice, departments, branches }: ContactPageProps) {
  // The first department answers general and product questions (seed: customer service).
  const general = departments[0] ?? { phone: headOffice.phone, email: headOffice.email };
  return (
    <div className="container">
      <Breadcrumbs items={homeTrail({ name: t('Contact.Title'), path: href('contact') })} />
      <header className={styles.header}>
        <h1>{t('Contact.Title')}</h1>
        <p>{t('Contact.Lead')}</p>
      </header>
      <div className={styles.layout}>
        {/* The query is read in the browser; the exported HTML holds the plain form. */}
        <Suspense fallback={<ContactFormSection enquiry={null} />}>
          <ContactSection />
        </Suspense>
        <div className={styles.top}>
          <section className={styles.reach} aria-labelledby="zadzwon">
            <h2 id="zadzwon" className="visually-hidden">
              {t('Contact.CallUs')}
            </h2>
            <div className={styles.channel}>
              <p className={styles.channelLabel}>{t('Contact.CallUs')}</p>
              <a href={telHref(general.phone)} className={styles.big}>
                {general.phone}
              </a>
            </div>
            <div className={styles.channel}>
              <p className={styles.channelLabel}>{t('Contact.WriteToUs')}</p>
              <a href={`mailto:${general.email}`} className={styles.email}>
                {general.email}
              </a>
            </div>
            <div className={styles.channel}>
              <p className={styles.channelLabel}>{t('Contact.Hours')}</p>
              <OpeningHoursList hours={headOffice.openingHours} />
            </div>
          </section>
          <section className={styles.card} aria-labelledby="dane-firmy">
            <h2 id="dane-firmy">{t('Contact.Company')}</h2>
            <p className={styles.company}>{SELLER.name}</p>
            <p className={styles.channelLabel}>{t('Contact.HeadOffice')}</p>
            <address className={styles.address}>
              {headOffice.address.street}
              <br />
              {headOffice.address.postalCode} {headOffice.address.city}
            </address>
            <p className={styles.registry}>{t('Contact.Registry', { nip: SELLER.nip, regon: SELLER.regon, krs: SELLER.krs })}</p>
            <p className={styles.registry}>
              {t('Contact.RegistryCourt', { court: SELLER.registryCourt })}
              <br />
              {t('Contact.ShareCapital', { capital: formatPrice(SELLER.shareCapital) })}
            </p>
            <Link href={href('branch', { slug: headOffice.slug })}>
              {t('Contact.HeadOfficeLink')} <span aria-hidden="true">›</span>
            </Link>
          </section>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="dzialy">
        <h2 id="dzialy">{t('Contact.Departments')}</h2>
        <ul className={styles.departments}>
          {departments.map((department) => (
            <li key={department.slug}>
              <div>
                <h3>{department.name}</h3>
                <p>{department.description}</p>
              </div>
              <a href={telHref(department.phone)}>{department.phone}</a>
              <a href={`mailto:${department.email}`}>{department.email}</a>
            </li>
          ))}
        </ul>
      </section>
      <nav className={styles.section} aria-labelledby="oddzialy-w-polsce">
        <h2 id="oddzialy-w-polsce">{t('Contact.Branches')}</h2>
        <ul className={styles.branches}>
          {branches.map((branch) => (
            <li key={branch.uuid}>
              <Link href={href('branch', { slug: branch.slug })}>
                <strong>{branch.name}</strong>
                <span>
                  {branch.address.street}, {branch.address.postalCode} {branch.address.city}
                </span>
                <span>{branch.phone}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.allBranches}>
          <Link href={href('branches')}>{t('Contact.AllBranches')}</Link>
        </p>
      </nav>
      <JsonLd data={localBusinessJsonLd(headOffice, SITE_URL)} />
    </div>
  );
}
