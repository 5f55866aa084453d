/**
 * `/odstapienie-od-umowy` (issue 33): who may withdraw and until when, the form (withdrawal-form.tsx,
 * filled in the browser), and another way to send the statement. The exported HTML holds the
 * texts and the empty form, so the page reads without its script. The act's model form
 * (model-form-page.tsx, and its PDF) is linked at the end.
 */
import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { SELLER, SELLER_ADDRESS } from '@/lib/seller.ts';
import { homeTrail } from '@/lib/trail.ts';
import { MODEL_FORM_LINK_LABELS, MODEL_FORM_PDF_PATH } from '@/lib/withdrawal-model-form.ts';
import styles from './withdrawal.module.css';
import { WithdrawalForm } from './withdrawal-form.tsx';
import '@/lib/i18n/pl-withdrawal.ts';

export function WithdrawalPage() {
  return (
    <div className="container">
      <Breadcrumbs items={homeTrail({ name: t('Withdrawal.Title'), path: href('withdrawal') })} />
      <div className={styles.page}>
        <h1>{t('Withdrawal.Title')}</h1>
        <p className={styles.lead}>{t('Withdrawal.Lead')}</p>
        <p>{t('Withdrawal.WhoMay')}</p>
        <WithdrawalForm />
        <p>{t('Withdrawal.ModelForm', { seller: SELLER.name, address: SELLER_ADDRESS })}</p>
        <ul className={styles.links}>
          <li>
            <Link href={href('withdrawalModelForm')}>{MODEL_FORM_LINK_LABELS.page}</Link>
          </li>
          <li>
            <a href={MODEL_FORM_PDF_PATH} type="application/pdf" download>
              {MODEL_FORM_LINK_LABELS.pdf}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
