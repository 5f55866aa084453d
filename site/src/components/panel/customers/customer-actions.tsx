'use client';
/**
 * What staff may do with a customer's account (issue 31): issue a one-time login link (to see what
 * the customer sees while on the phone), block or unblock the account, download everything the
 * shop holds of them (GDPR art. 15 and 20) and erase it (art. 17), the erasure only after the
 * customer's address is typed again and one more question. A change another person made first
 * gets the API's 409, and the page reads the account again.
 */
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import type { CustomerErased, DeskCustomer } from '@/lib/panel/panel-types.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminPath, adminSend, messageOf } from '../panel-api.ts';
import '@/lib/i18n/pl-panel.ts';

const customerShape = () => import('@/lib/generated/response-shapes/changeDeskCustomer.ts').then((module) => module.changeDeskCustomer);
const erasureShape = () => import('@/lib/generated/response-shapes/eraseCustomer.ts').then((module) => module.eraseCustomer);
const remoteLoginShape = () => import('@/lib/generated/response-shapes/issueRemoteLogin.ts').then((module) => module.issueRemoteLogin);

type Asked = 'block' | 'unblock' | 'erase';

interface Props {
  customer: DeskCustomer;
  /** The account as the change left it, or nothing: read it again. */
  onChanged: (customer?: DeskCustomer) => Promise<unknown>;
}

export function CustomerActions({ customer, onChanged }: Props) {
  const { profile } = customer;
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [typedEmail, setTypedEmail] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  if (profile.erasedAt) return null;

  /** Runs an action and says how it went: `done` when it worked, unless the action said it itself (null). */
  const run = async (action: () => Promise<unknown>, done: string | null) => {
    setAsked(null);
    setOutcome(null);
    try {
      await action();
      if (done !== null) setOutcome({ ok: true, text: done });
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error, t('Panel.LoadFailed')) });
      await onChanged();
    }
  };

  const block = (disabled: boolean) =>
    run(async () => {
      const next = await adminSend.patch<DeskCustomer>(`/customers/${profile.uuid}`, { disabled, updatedAt: profile.updatedAt }, customerShape);
      await onChanged(next);
    }, t('Panel.Saved'));

  const erase = () =>
    run(async () => {
      const erased = await adminSend.post<CustomerErased>(`/customers/${profile.uuid}/erasure`, { confirmEmail: typedEmail }, erasureShape);
      setOutcome({
        ok: true,
        text: t('Panel.Customer.EraseDone', { orders: erased.ordersAnonymised, invoices: erased.invoicesKept.length }),
      });
      await onChanged();
    }, null);

  const issueLink = () =>
    run(async () => {
      const issued = await adminSend.post<{ url: string; expiresAt: string }>(`/customers/${profile.uuid}/remote-logins`, {}, remoteLoginShape);
      setLink(issued);
    }, null);

  const askErase = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typedEmail.trim().toLowerCase() !== profile.email) {
      setTypedError(t('Panel.Customer.EraseMismatch'));
      return;
    }
    setTypedError(null);
    setAsked('erase');
  };

  const question =
    asked === 'block'
      ? { title: t('Panel.Customer.BlockQuestion', { email: profile.email }), text: t('Panel.Customer.BlockText'), label: t('Panel.Customer.Block') }
      : asked === 'unblock'
        ? { title: t('Panel.Customer.UnblockQuestion', { email: profile.email }), text: '', label: t('Panel.Customer.Unblock') }
        : {
            title: t('Panel.Customer.EraseQuestion', { email: profile.email }),
            text: t('Panel.Customer.EraseIntro'),
            label: t('Panel.Customer.Erase'),
          };

  return (
    <section className={styles.card} aria-labelledby="klient-czynnosci">
      <h2 id="klient-czynnosci">{t('Panel.Customer.Actions')}</h2>
      <div className={styles.actions}>
        {profile.state === 'active' ? (
          <button type="button" className="button" onClick={() => void issueLink()}>
            {t('Panel.Customer.RemoteLogin')}
          </button>
        ) : null}
        {profile.disabledAt ? (
          <button type="button" className="button" onClick={() => setAsked('unblock')}>
            {t('Panel.Customer.Unblock')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setAsked('block')}>
            {t('Panel.Customer.Block')}
          </button>
        )}
        <a className="button" href={adminPath(`/customers/${profile.uuid}/export`)} download>
          {t('Panel.Customer.Export')}
        </a>
      </div>
      <p className={styles.muted}>{t('Panel.Customer.ExportHint')}</p>
      {link ? (
        <p role="status">
          {t('Panel.Customer.RemoteLoginIssued', { at: formatDateTime(link.expiresAt) })}{' '}
          <code className={styles.secret} data-testid="remote-login-link">
            {link.url}
          </code>
        </p>
      ) : null}
      <h3>{t('Panel.Customer.EraseHeading')}</h3>
      <p>{t('Panel.Customer.EraseIntro')}</p>
      {customer.openOrderCount > 0 ? (
        <p className={styles.error}>{t('Panel.Customer.EraseOpenOrders', { count: customer.openOrderCount })}</p>
      ) : (
        <form method="post" className={styles.inlineForm} onSubmit={askErase}>
          <label>
            {t('Panel.Customer.EraseConfirmLabel')}
            <input
              type="email"
              autoComplete="off"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
              maxLength={254}
              aria-invalid={typedError ? true : undefined}
              aria-describedby={typedError ? 'klient-usun-blad' : undefined}
            />
          </label>
          <button type="submit" className="button">
            {t('Panel.Customer.Erase')}
          </button>
          {typedError ? (
            <p id="klient-usun-blad" className={styles.error} role="alert">
              {typedError}
            </p>
          ) : null}
        </form>
      )}
      <ActionOutcome outcome={outcome} />
      <ConfirmDialog
        open={asked !== null}
        title={question.title}
        confirmLabel={question.label}
        onConfirm={() => void (asked === 'erase' ? erase() : block(asked === 'block'))}
        onClose={() => setAsked(null)}
      >
        {question.text ? <p>{question.text}</p> : null}
      </ConfirmDialog>
    </section>
  );
}
