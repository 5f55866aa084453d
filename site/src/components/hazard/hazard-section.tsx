/**
 * The "Bezpieczeństwo" section of a chemical's page, above the buy buttons: every label element
 * CLP art. 17 lists, which art. 48a asks a distance offer to show before the purchase (the
 * pictograms, the signal word, the H/EUH and P statements, the substances, the supplemental
 * information, the UFI, the nominal quantity and the supplier), with the safety data sheet. A
 * chemical not classified as hazardous says so in one line. All of it is visible, none folded.
 */
import type { ReactNode } from 'react';
import type { Hazard } from '@/lib/api-types.ts';
import { telHref } from '@/lib/branches.ts';
import { formatDay } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { SELLER, SELLER_ADDRESS } from '@/lib/seller.ts';
import { GhsPictograms } from './ghs-pictograms.tsx';
import styles from './hazard-section.module.css';
import '@/lib/i18n/pl-content.ts';

function Statements({ id, heading, statements }: { id: string; heading: string; statements: Hazard['hazardStatements'] }) {
  if (statements.length === 0) return null;
  return (
    <>
      <h3 id={id} className={styles.subheading}>
        {heading}
      </h3>
      <ul className={styles.statements} aria-labelledby={id}>
        {statements.map((statement) => (
          <li key={statement.code}>
            <strong>{statement.code}</strong> {statement.text}
          </li>
        ))}
      </ul>
    </>
  );
}

/** One label element as the label prints it: "UFI: N1Q0-…". */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p>
      <strong>{label}:</strong> {children}
    </p>
  );
}

function SafetyDataSheetLink({ sheet }: { sheet: Hazard['safetyDataSheet'] }) {
  if (!sheet) return null;
  return (
    <p className={styles.sheet}>
      <a href={sheet.url} type="application/pdf">
        {t('Hazard.SafetyDataSheet', { date: formatDay(sheet.date) })}
      </a>
    </p>
  );
}

function ClassifiedLabel({ hazard }: { hazard: Hazard }) {
  return (
    <>
      {hazard.pictograms.length > 0 || hazard.signalWord ? (
        <div className={styles.label}>
          <GhsPictograms codes={hazard.pictograms} size={56} />
          {hazard.signalWord ? <p className={styles.signalWord}>{hazard.signalWord}</p> : null}
        </div>
      ) : null}
      <Statements id="zwroty-h" heading={t('Hazard.HazardStatements')} statements={hazard.hazardStatements} />
      <Statements id="zwroty-p" heading={t('Hazard.PrecautionaryStatements')} statements={hazard.precautionaryStatements} />
      <div className={styles.facts}>
        {hazard.substances.length > 0 ? <Fact label={t('Hazard.Contains')}>{hazard.substances.join(', ')}</Fact> : null}
        {hazard.ufi ? (
          <Fact label={t('Hazard.Ufi')}>
            <span className={styles.code}>{hazard.ufi}</span>
          </Fact>
        ) : null}
        {hazard.nominalQuantity ? <Fact label={t('Hazard.NominalQuantity')}>{hazard.nominalQuantity}</Fact> : null}
        <Fact label={t('Hazard.Supplier')}>
          {SELLER.name}, {SELLER_ADDRESS}, {t('Hazard.Phone')}{' '}
          <a href={telHref(SELLER.phone)} className={styles.phone}>
            {SELLER.phone}
          </a>
        </Fact>
      </div>
    </>
  );
}

export function HazardSection({ hazard }: { hazard: Hazard }) {
  return (
    <section className={styles.section} aria-labelledby="bezpieczenstwo">
      <h2 id="bezpieczenstwo" className={styles.heading}>
        {t('Hazard.Heading')}
      </h2>
      {hazard.classified ? <ClassifiedLabel hazard={hazard} /> : <p className={styles.note}>{t('Hazard.NotClassified')}</p>}
      {hazard.supplementalInformation ? <p className={styles.supplemental}>{hazard.supplementalInformation}</p> : null}
      <SafetyDataSheetLink sheet={hazard.safetyDataSheet} />
    </section>
  );
}
