'use client';
/**
 * The invoice in KSeF, on its page and its print (issue 32, docs/decisions/036-ksef-sending.md):
 * the state, the KSeF number once KSeF gave it, and the QR codes of the visualisation as
 * ksef-docs kody-qr.md places them: KOD I (verify the invoice in KSeF) labelled with the KSeF
 * number, or OFFLINE before there is one; for an invoice issued offline KOD II (the issuer's offline
 * certificate) labelled CERTYFIKAT, when the shop has that certificate. A correction also names the
 * corrected invoice's KSeF number.
 */
import dynamic from 'next/dynamic';
import facts from '@/components/ui/facts.module.css';
import type { Invoice } from '@/lib/api-types.ts';
import { formatDate } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import { KSEF_QR_LABEL_CERTIFICATE, KSEF_QR_LABEL_OFFLINE } from '@/lib/ksef.ts';
import styles from './invoice.module.css';
import '@/lib/i18n/pl-order.ts';

/** The QR drawing with its library, loaded only when a code is shown. */
const KsefQr = dynamic(() => import('./ksef-qr.tsx'), { ssr: false });

export function KsefSection({ invoice }: { invoice: Invoice }) {
  const { ksef } = invoice;
  return (
    <section className={styles.ksef} aria-labelledby="faktura-ksef">
      <h3 id="faktura-ksef">{t('Invoice.KsefHeading')}</h3>
      <dl className={`${facts.facts} ${styles.facts}`}>
        <div>
          <dt>{t(ksef.number ? 'Invoice.KsefNumber' : 'Invoice.KsefState')}</dt>
          <dd data-testid="invoice-ksef">{ksef.number ?? ksef.stateLabel}</dd>
        </div>
        {invoice.corrects?.ksefNumber ? (
          <div>
            <dt>{t('Invoice.KsefCorrected')}</dt>
            <dd>{invoice.corrects.ksefNumber}</dd>
          </div>
        ) : null}
      </dl>
      {ksef.offline && !ksef.number && ksef.offlineDeadline ? (
        <p className={styles.note}>{t('Invoice.KsefOffline', { date: formatDate(ksef.offlineDeadline) })}</p>
      ) : null}
      {ksef.verificationUrl ? (
        <div className={styles.qrCodes}>
          <KsefQr url={ksef.verificationUrl} label={ksef.number ?? KSEF_QR_LABEL_OFFLINE} description={t('Invoice.KsefQrInvoice')} />
          {ksef.certificateUrl ? (
            <KsefQr url={ksef.certificateUrl} label={KSEF_QR_LABEL_CERTIFICATE} description={t('Invoice.KsefQrCertificate')} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
