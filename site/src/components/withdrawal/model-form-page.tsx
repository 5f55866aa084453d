/**
 * `/odstapienie-od-umowy/formularz` (issue 33): the act's model withdrawal form (załącznik nr 2,
 * withdrawal-model-form.ts) with the seller filled in as the addressee, to print or to download as
 * the PDF the build makes of the same text. Printing leaves the form alone, with lines to write on
 * (globals.css, `.print-document`); the trail, the lead and the links stay on screen.
 */
import Link from 'next/link';
import { Breadcrumbs } from '@/components/layout/breadcrumbs.tsx';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import { homeTrail } from '@/lib/trail.ts';
import { MODEL_FORM_LINK_LABELS, MODEL_FORM_PDF_PATH, MODEL_WITHDRAWAL_FORM } from '@/lib/withdrawal-model-form.ts';
import styles from './withdrawal.module.css';
import '@/lib/i18n/pl-withdrawal.ts';

export function ModelFormPage() {
  const form = MODEL_WITHDRAWAL_FORM;
  return (
    <div className="container">
      <div data-print="hide">
        <Breadcrumbs
          items={homeTrail({ name: t('Withdrawal.Title'), path: href('withdrawal') }, { name: form.title, path: href('withdrawalModelForm') })}
        />
      </div>
      <article className={`${styles.page} ${styles.modelForm} print-document`} aria-labelledby="wzor-formularza">
        <h1 id="wzor-formularza">{form.title}</h1>
        <div className={styles.modelFormIntro} data-print="hide">
          <p>{t('Withdrawal.ModelFormLead')}</p>
          <p>
            <a href={MODEL_FORM_PDF_PATH} type="application/pdf" download>
              {MODEL_FORM_LINK_LABELS.pdf}
            </a>
          </p>
          <p>
            {t('Withdrawal.ModelFormOnline')} <Link href={href('withdrawal')}>{t('Withdrawal.ModelFormOnlineLink')}</Link>.
          </p>
        </div>
        <p className={styles.instruction}>{form.instruction}</p>
        <ul className={styles.fields}>
          {form.fields.map((field) => (
            <li key={field.label}>
              {field.value === undefined ? (
                field.label
              ) : (
                <>
                  {field.label}: <strong>{field.value}</strong>
                </>
              )}
              {Array.from({ length: field.blankLines }, (_, line) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical empty lines to write on, never reordered
                <span key={line} className={styles.blank} aria-hidden="true" />
              ))}
            </li>
          ))}
        </ul>
        <p className={styles.footnote}>{form.footnote}</p>
      </article>
    </div>
  );
}
