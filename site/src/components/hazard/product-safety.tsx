/**
 * What GPSR art. 19 asks every offer to show (docs/decisions/042-product-safety.md): the
 * manufacturer with its postal and e-mail address, the responsible person in the Union when the
 * manufacturer is outside it, and the warnings in Polish. Below the product's description.
 */
import type { ProductSafety as ProductSafetyData } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './product-safety.module.css';
import '@/lib/i18n/pl-content.ts';

function Party({ heading, party }: { heading: string; party: ProductSafetyData['manufacturer'] }) {
  return (
    <div>
      <h3>{heading}</h3>
      <address>
        {party.name}
        <br />
        {party.address}
        <br />
        <a href={`mailto:${party.email}`}>{party.email}</a>
      </address>
    </div>
  );
}

export function ProductSafety({ safety, className }: { safety: ProductSafetyData; className?: string }) {
  return (
    <section className={className ? `${styles.section} ${className}` : styles.section} aria-labelledby="bezpieczenstwo-produktu">
      <h2 id="bezpieczenstwo-produktu">{t('ProductSafety.Heading')}</h2>
      <div className={styles.parties}>
        <Party heading={t('ProductSafety.Manufacturer')} party={safety.manufacturer} />
        {safety.responsiblePerson ? <Party heading={t('ProductSafety.ResponsiblePerson')} party={safety.responsiblePerson} /> : null}
      </div>
      {safety.warnings.length > 0 ? (
        <>
          <h3 id="ostrzezenia" className={styles.warningsHeading}>
            {t('ProductSafety.Warnings')}
          </h3>
          <ul className={styles.warnings} aria-labelledby="ostrzezenia">
            {safety.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
