'use client';
/**
 * The owner's page of staff (`/panel/pracownicy`, issue 31): who works in the panel, in which role,
 * with or without the second factor; adding a member with a starting password, changing a role,
 * disabling an account (which ends its logins at once) and removing a lost second factor. A change
 * made meanwhile by another owner wins; this one is told so (409).
 */
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { t } from '@/lib/i18n/index.ts';
import type { StaffMember, StaffMembers as StaffMembersData } from '@/lib/panel/panel-types.ts';
import { ROLES_FOR, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff-roles.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/listStaffMembers.ts').then((module) => module.listStaffMembers);
const createShape = () => import('@/lib/generated/response-shapes/createStaffMember.ts').then((module) => module.createStaffMember);
const updateShape = () => import('@/lib/generated/response-shapes/updateStaffMember.ts').then((module) => module.updateStaffMember);
const resetShape = () => import('@/lib/generated/response-shapes/resetStaffSecondFactor.ts').then((module) => module.resetStaffSecondFactor);

/** A starting password of five random words' worth of letters and digits (about 120 bits). */
function startingPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return characters.match(/.{1,5}/g)?.join('-') ?? characters;
}

function AddMember({ onAdded }: { onAdded: (text: string) => Promise<unknown> }) {
  const [password, setPassword] = useState(startingPassword);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    setErrors({});
    try {
      const member = await adminSend.post<StaffMember>(
        '/staff/members',
        { email: form.get('email'), name: form.get('name'), role: form.get('role'), password },
        createShape,
      );
      formElement.reset();
      setPassword(startingPassword());
      await onAdded(t('Panel.Staff.Added', { name: member.name }));
    } catch (failure) {
      setError(messageOf(failure, t('Panel.LoadFailed')));
      if (failure && typeof failure === 'object' && 'fields' in failure) setErrors((failure as { fields: Record<string, string> }).fields);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="pracownicy-nowy">
      <h2 id="pracownicy-nowy">{t('Panel.Staff.AddHeading')}</h2>
      <form method="post" className={styles.inlineForm} onSubmit={submit} noValidate>
        <label>
          {t('Panel.Staff.Name')}
          <input name="name" required maxLength={100} aria-invalid={errors.name ? true : undefined} />
        </label>
        <label>
          {t('Panel.Staff.Email')}
          <input name="email" type="email" required maxLength={254} aria-invalid={errors.email ? true : undefined} />
        </label>
        <label>
          {t('Panel.Staff.Role')}
          <select name="role" defaultValue="orders">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('Panel.Staff.StartPassword')}
          <input name="password" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby="pracownicy-haslo" />
        </label>
        <button type="submit" className="button button-primary">
          {t('Panel.Staff.Add')}
        </button>
      </form>
      <p id="pracownicy-haslo" className={styles.muted}>
        {t('Panel.Staff.StartPasswordHint')}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
          {Object.values(errors).length > 0 ? ` ${Object.values(errors).join(' ')}` : ''}
        </p>
      ) : null}
    </section>
  );
}

interface Question {
  title: string;
  text: string;
  confirmLabel: string;
  run: () => Promise<unknown>;
}

function MemberRow({
  member,
  ask,
  onChanged,
}: {
  member: StaffMember;
  ask: (question: Question) => void;
  onChanged: (text: string | null, error?: unknown) => Promise<unknown>;
}) {
  const change = (body: Record<string, unknown>) =>
    adminSend.patch(`/staff/members/${member.uuid}`, { ...body, updatedAt: member.updatedAt }, updateShape).then(
      () => onChanged(t('Panel.Saved')),
      (error: unknown) => onChanged(null, error),
    );
  return (
    <tr>
      <td>{member.name}</td>
      <td>{member.email}</td>
      <td>
        <label>
          <span className="visually-hidden">
            {t('Panel.Staff.ChangeRole')}: {member.name}
          </span>
          <select value={member.role} onChange={(event) => void change({ role: event.target.value as StaffRole })}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
      </td>
      <td>{member.secondFactor ? t('Panel.Staff.Set') : t('Panel.Staff.NotSet')}</td>
      <td>{member.active ? t('Panel.Yes') : t('Panel.Staff.Disabled')}</td>
      <td>
        <div className={styles.actions}>
          {member.active ? (
            <button
              type="button"
              className="button"
              onClick={() =>
                ask({
                  title: t('Panel.Staff.DisableQuestion', { name: member.name }),
                  text: t('Panel.Staff.DisableText'),
                  confirmLabel: t('Panel.Staff.Disable'),
                  run: () => change({ active: false }),
                })
              }
            >
              {t('Panel.Staff.Disable')}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void change({ active: true })}>
              {t('Panel.Staff.Enable')}
            </button>
          )}
          {member.secondFactor ? (
            <button
              type="button"
              className="button"
              onClick={() =>
                ask({
                  title: t('Panel.Staff.ResetQuestion', { name: member.name }),
                  text: t('Panel.Staff.ResetText'),
                  confirmLabel: t('Panel.Staff.ResetSecondFactor'),
                  run: () =>
                    adminSend.post(`/staff/members/${member.uuid}/second-factor-resets`, undefined, resetShape).then(
                      () => onChanged(t('Panel.Saved')),
                      (error: unknown) => onChanged(null, error),
                    ),
                })
              }
            >
              {t('Panel.Staff.ResetSecondFactor')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

function StaffBody() {
  const { data, error, mutate } = useAdmin<StaffMembersData>(adminPath('/staff/members'), listShape);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const changed = async (text: string | null, failure?: unknown) => {
    setOutcome(text ? { ok: true, text } : { ok: false, text: messageOf(failure, t('Panel.LoadFailed')) });
    await mutate();
  };
  return (
    <>
      <AddMember onAdded={(text) => changed(text)} />
      <ActionOutcome outcome={outcome} />
      {data ? (
        <TableWrap label={t('Panel.Staff.Heading')}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Staff.Name')}</th>
                <th scope="col">{t('Panel.Staff.Email')}</th>
                <th scope="col">{t('Panel.Staff.Role')}</th>
                <th scope="col">{t('Panel.Staff.SecondFactor')}</th>
                <th scope="col">{t('Panel.Staff.Active')}</th>
                <th scope="col">{t('Panel.Order.Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((member) => (
                <MemberRow key={member.uuid} member={member} ask={setQuestion} onChanged={changed} />
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <LoadState error={error} />
      )}
      <ConfirmDialog
        open={question !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirmLabel ?? ''}
        onConfirm={() => {
          const asked = question;
          setQuestion(null);
          void asked?.run();
        }}
        onClose={() => setQuestion(null)}
      >
        <p>{question?.text}</p>
      </ConfirmDialog>
    </>
  );
}

export function StaffMembers() {
  return (
    <PanelPage heading={t('Panel.Staff.Heading')} roles={ROLES_FOR.owner}>
      {() => <StaffBody />}
    </PanelPage>
  );
}
