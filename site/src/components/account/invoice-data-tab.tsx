'use client';
/**
 * Tab "dane-do-faktury": customer type (spec §4: above 10 an organisation with its name and NIP,
 * checked by the checkout's checksum rule), the invoice address and an optional invoice e-mail.
 */
import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { putJson } from '@/lib/api-client.ts';
import type { InvoiceData } from '@/lib/api-types.ts';
import { invoiceDataSchema } from '@/lib/forms/account.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { updateInvoiceData } from '@/lib/generated/response-shapes/updateInvoiceData.ts';
import { t } from '@/lib/i18n/index.ts';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_LABELS, type CustomerType, isOrganisation } from '@/lib/orders.ts';
import styles from './account.module.css';
import { INVOICE_DATA_KEY, USER_KEY, useInvoiceData } from './account-data.ts';
import { FormStatus } from './form-status.tsx';
import { draftEditor, useAccountForm } from './use-account-form.ts';
import '@/lib/i18n/pl-account.ts';

interface Draft {
  customerType: CustomerType;
  companyName: string;
  nip: string;
  street: string;
  postcode: string;
  city: string;
  hasInvoiceEmail: boolean;
  invoiceEmail: string;
}

function draftOf(data: InvoiceData): Draft {
  return {
    customerType: data.customerType,
    companyName: data.companyName ?? '',
    nip: data.nip ?? '',
    street: data.street,
    postcode: data.postcode,
    city: data.city,
    hasInvoiceEmail: data.invoiceEmail !== null,
    invoiceEmail: data.invoiceEmail ?? '',
  };
}

/** The body of `PUT /users/me/invoice-data`: empty optional fields and a person's company data left out. */
function bodyOf(draft: Draft) {
  const organisation = isOrganisation(draft.customerType);
  const optional = (value: string, keep: boolean) => (keep && value.trim() !== '' ? value : undefined);
  return {
    customerType: draft.customerType,
    companyName: optional(draft.companyName, organisation),
    nip: optional(draft.nip, organisation),
    street: draft.street,
    postcode: draft.postcode,
    city: draft.city,
    invoiceEmail: optional(draft.invoiceEmail, draft.hasInvoiceEmail),
  };
}

function InvoiceDataForm({ data }: { data: InvoiceData }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const form = useAccountForm(invoiceDataSchema, 'invoice-', async (body) => {
    const saved = await putJson<InvoiceData>(INVOICE_DATA_KEY, body, updateInvoiceData);
    await Promise.all([mutate(INVOICE_DATA_KEY, saved, { revalidate: false }), mutate(USER_KEY)]);
    setDraft(draftOf(saved));
  });
  const edit = draftEditor(setDraft, form);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(bodyOf(draft), t('Account.Saved'));
  };
  const text = (
    field: 'companyName' | 'nip' | 'street' | 'postcode' | 'city' | 'invoiceEmail',
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      id={`invoice-${field}`}
      label={label}
      value={draft[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={form.errors[field]}
      {...extra}
    />
  );
  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby="konto-faktura">
      <h2 id="konto-faktura">{t('Account.Invoice.Heading')}</h2>
      <p className={styles.lead}>{t('Account.Invoice.Intro')}</p>
      <fieldset className={styles.choices} aria-describedby={form.errors.customerType ? 'invoice-customerType-error' : undefined}>
        <legend className={formStyles.label}>{t('Account.Invoice.CustomerType')}</legend>
        {Object.values(CUSTOMER_TYPE).map((type) => (
          <label key={type} className={styles.choice}>
            <input
              type="radio"
              name="customerType"
              id={type === draft.customerType ? 'invoice-customerType' : undefined}
              className={formStyles.checkbox}
              checked={draft.customerType === type}
              onChange={() => edit('customerType', type)}
            />
            <span>{CUSTOMER_TYPE_LABELS[type]}</span>
          </label>
        ))}
        <p id="invoice-customerType-error" className={formStyles.error} aria-live="polite">
          {form.errors.customerType ?? ''}
        </p>
      </fieldset>
      {isOrganisation(draft.customerType) ? (
        <div className={styles.pair}>
          {text('companyName', t('Account.Invoice.CompanyName'), { autoComplete: 'organization', maxLength: FIELD_MAX_LENGTH.companyName })}
          {text('nip', t('Account.Invoice.Nip'), { inputMode: 'numeric', maxLength: FIELD_MAX_LENGTH.nip })}
        </div>
      ) : null}
      {text('street', t('Account.Invoice.Street'), { autoComplete: 'street-address', maxLength: FIELD_MAX_LENGTH.street })}
      <div className={styles.pair}>
        {text('postcode', t('Account.Invoice.Postcode'), { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: FIELD_MAX_LENGTH.postcode })}
        {text('city', t('Account.Invoice.City'), { autoComplete: 'address-level2', maxLength: FIELD_MAX_LENGTH.city })}
      </div>
      <div className={formStyles.consent}>
        <input
          id="invoice-hasInvoiceEmail"
          type="checkbox"
          className={formStyles.checkbox}
          checked={draft.hasInvoiceEmail}
          onChange={(event) => edit('hasInvoiceEmail', event.target.checked)}
        />
        <label htmlFor="invoice-hasInvoiceEmail" className={formStyles.consentText}>
          {t('Account.Invoice.HasInvoiceEmail')}
        </label>
      </div>
      {draft.hasInvoiceEmail
        ? text('invoiceEmail', t('Account.Invoice.InvoiceEmail'), { type: 'email', inputMode: 'email', maxLength: FIELD_MAX_LENGTH.email })
        : null}
      <FormStatus formError={form.formError} notice={form.notice} />
      <div className={styles.actions}>
        <LoadingButton isLoading={form.isSaving} classes="button button-primary" widthAuto>
          {t('Account.Save')}
        </LoadingButton>
      </div>
    </form>
  );
}

export function InvoiceDataTab() {
  const { data, error } = useInvoiceData();
  if (error) return <p role="alert">{t('Account.LoadFailed')}</p>;
  if (!data) return <p role="status">{t('Table.Loading')}</p>;
  return <InvoiceDataForm data={data} />;
}
