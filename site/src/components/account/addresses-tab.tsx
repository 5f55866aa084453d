'use client';
/**
 * Tab "dostawy": saved delivery addresses (at most 20): add, edit, delete, make default. The
 * default one is preselected in the checkout. Every change answers the whole new list.
 */
import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { ApiRequestError, deleteJson, postJson, putJson, secureApiPath } from '@/lib/api-client.ts';
import type { SavedAddress, SavedAddresses } from '@/lib/api-types.ts';
import { MAX_SAVED_ADDRESSES, savedAddressSchema } from '@/lib/forms/account.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { addAddress } from '@/lib/generated/response-shapes/addAddress.ts';
import { deleteAddress } from '@/lib/generated/response-shapes/deleteAddress.ts';
import { setDefaultAddress } from '@/lib/generated/response-shapes/setDefaultAddress.ts';
import { updateAddress } from '@/lib/generated/response-shapes/updateAddress.ts';
import { t } from '@/lib/i18n/index.ts';
import styles from './account.module.css';
import { ADDRESSES_KEY, useAddresses } from './account-data.ts';
import { FormStatus } from './form-status.tsx';
import { draftEditor, useAccountForm } from './use-account-form.ts';
import '@/lib/i18n/pl-account.ts';

type Draft = { name: string; street: string; postcode: string; city: string; phone: string; isDefault: boolean };

const EMPTY: Draft = { name: '', street: '', postcode: '', city: '', phone: '', isDefault: false };

function addressPath(uuid: string): string {
  return secureApiPath(`/users/me/addresses/${encodeURIComponent(uuid)}`);
}

async function keep(addresses: SavedAddresses): Promise<void> {
  await mutate(ADDRESSES_KEY, addresses, { revalidate: false });
}

function AddressForm({ editing, onDone }: { editing: SavedAddress | null; onDone: (notice: string) => void }) {
  const [draft, setDraft] = useState<Draft>(
    editing
      ? {
          name: editing.name,
          street: editing.street,
          postcode: editing.postcode,
          city: editing.city,
          phone: editing.phone,
          isDefault: editing.isDefault,
        }
      : EMPTY,
  );
  const form = useAccountForm(savedAddressSchema, 'address-', async (address) => {
    const answer = editing
      ? await putJson<SavedAddresses>(addressPath(editing.uuid), address, updateAddress)
      : await postJson<SavedAddresses>(ADDRESSES_KEY, address, addAddress);
    await keep(answer);
  });
  const edit = draftEditor(setDraft, form);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const notice = editing ? t('Account.Addresses.Updated') : t('Account.Addresses.Added');
    if (await form.submit(draft, notice)) onDone(notice);
  };
  const text = (field: Exclude<keyof Draft, 'isDefault'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`address-${field}`}
      label={label}
      value={draft[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={form.errors[field]}
      {...extra}
    />
  );
  const headingId = editing ? 'konto-adres-zmiana' : 'konto-adres-nowy';
  return (
    <form method="post" className={styles.panel} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{editing ? t('Account.Addresses.EditHeading') : t('Account.Addresses.AddHeading')}</h3>
      {text('name', t('Account.Addresses.Name'), { autoComplete: 'shipping name', maxLength: FIELD_MAX_LENGTH.recipient })}
      {text('street', t('Account.Addresses.Street'), { autoComplete: 'shipping street-address', maxLength: FIELD_MAX_LENGTH.street })}
      <div className={styles.pair}>
        {text('postcode', t('Account.Addresses.Postcode'), {
          autoComplete: 'shipping postal-code',
          inputMode: 'numeric',
          maxLength: FIELD_MAX_LENGTH.postcode,
        })}
        {text('city', t('Account.Addresses.City'), { autoComplete: 'shipping address-level2', maxLength: FIELD_MAX_LENGTH.city })}
      </div>
      {text('phone', t('Account.Addresses.Phone'), { type: 'tel', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone, optional: true })}
      {editing?.isDefault ? null : (
        <div className={formStyles.consent}>
          <input
            id="address-isDefault"
            type="checkbox"
            className={formStyles.checkbox}
            checked={draft.isDefault}
            onChange={(event) => edit('isDefault', event.target.checked)}
          />
          <label htmlFor="address-isDefault" className={formStyles.consentText}>
            {t('Account.Addresses.IsDefault')}
          </label>
        </div>
      )}
      <FormStatus formError={form.formError} notice={undefined} />
      <div className={styles.actions}>
        <LoadingButton isLoading={form.isSaving} classes="button button-primary" widthAuto>
          {t('Account.Addresses.SaveAddress')}
        </LoadingButton>
        <button type="button" className="button" onClick={() => onDone('')}>
          {t('Account.Cancel')}
        </button>
      </div>
    </form>
  );
}

function AddressCard({
  address,
  onEdit,
  onNotice,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onNotice: (notice: string, isError?: boolean) => void;
}) {
  const [busy, setBusy] = useState<'default' | 'delete' | null>(null);
  const [askingToDelete, setAskingToDelete] = useState(false);
  const run = async (action: 'default' | 'delete') => {
    setBusy(action);
    try {
      const answer =
        action === 'delete'
          ? await deleteJson<SavedAddresses>(addressPath(address.uuid), deleteAddress)
          : await postJson<SavedAddresses>(`${addressPath(address.uuid)}/default`, undefined, setDefaultAddress);
      await keep(answer);
      onNotice(action === 'delete' ? t('Account.Addresses.Deleted') : t('Account.Addresses.DefaultSet'));
    } catch (error) {
      onNotice(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : t('Account.SaveFailed'), true);
      setBusy(null);
    }
  };
  return (
    <li className={styles.card}>
      <address>
        <strong>{address.name}</strong>
        <br />
        {address.street}
        <br />
        {address.postcode} {address.city}
        {address.phone ? (
          <>
            <br />
            {address.phone}
          </>
        ) : null}
      </address>
      {address.isDefault ? <p className={styles.badge}>{t('Account.Addresses.Default')}</p> : null}
      <div className={styles.cardActions}>
        <button type="button" className={styles.linkButton} onClick={onEdit} aria-label={t('Account.Addresses.EditLabel', { name: address.name })}>
          {t('Account.Addresses.Edit')}
        </button>
        {address.isDefault ? null : (
          <LoadingButton
            type="button"
            isLoading={busy === 'default'}
            classes={styles.linkButton}
            onClick={() => run('default')}
            aria-label={t('Account.Addresses.MakeDefaultLabel', { name: address.name })}
          >
            {t('Account.Addresses.MakeDefault')}
          </LoadingButton>
        )}
        <LoadingButton
          type="button"
          isLoading={busy === 'delete'}
          classes={`${styles.linkButton} ${styles.danger}`}
          onClick={() => setAskingToDelete(true)}
          aria-label={t('Account.Addresses.DeleteLabel', { name: address.name })}
        >
          {t('Account.Addresses.Delete')}
        </LoadingButton>
      </div>
      <ConfirmDialog
        open={askingToDelete}
        title={t('Account.Addresses.DeleteQuestion', { name: address.name })}
        confirmLabel={t('Account.Addresses.Delete')}
        onConfirm={() => {
          setAskingToDelete(false);
          void run('delete');
        }}
        onClose={() => setAskingToDelete(false)}
      >
        <p>{t('Account.Addresses.DeleteWarning')}</p>
      </ConfirmDialog>
    </li>
  );
}

export function AddressesTab() {
  const { data, error } = useAddresses();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  if (error) return <p role="alert">{t('Account.LoadFailed')}</p>;
  if (!data) return <p role="status">{t('Table.Loading')}</p>;
  const done = (text: string) => {
    setEditing(null);
    setNotice(text ? { text, isError: false } : null);
  };
  return (
    <section className={styles.panel} aria-labelledby="konto-adresy">
      <h2 id="konto-adresy">{t('Account.Addresses.Heading')}</h2>
      <p className={styles.lead}>{t('Account.Addresses.Intro')}</p>
      <FormStatus formError={notice?.isError ? notice.text : undefined} notice={notice && !notice.isError ? notice.text : undefined} />
      {data.items.length === 0 ? <p>{t('Account.Addresses.Empty')}</p> : null}
      {data.items.length > 0 ? (
        <ul className={styles.cards} aria-label={t('Account.Addresses.List')}>
          {data.items.map((address) =>
            editing !== 'new' && editing?.uuid === address.uuid ? (
              <li key={address.uuid} className={styles.wide}>
                <AddressForm editing={address} onDone={done} />
              </li>
            ) : (
              <AddressCard
                key={address.uuid}
                address={address}
                onEdit={() => {
                  setNotice(null);
                  setEditing(address);
                }}
                onNotice={(text, isError = false) => setNotice({ text, isError })}
              />
            ),
          )}
        </ul>
      ) : null}
      {editing === 'new' ? (
        <AddressForm editing={null} onDone={done} />
      ) : data.items.length < MAX_SAVED_ADDRESSES ? (
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('Account.Addresses.Add')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
