'use client';
/**
 * The audit log (`/panel/dziennik`, issue 31; the owner's): every write of staff and integrations,
 * newest first, filtered by person, object and days, 50 a page with the older ones after.
 */
import { type FormEvent, useState } from 'react';
import { t } from '@/lib/i18n/index.ts';
import type { AuditLog as AuditLogData, StaffMembers } from '@/lib/panel/panel-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import styles from '../panel.module.css';
import { adminPath, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { AuditTable, objectKindLabel } from './audit-table.tsx';
import '@/lib/i18n/pl-panel.ts';

const logShape = () => import('@/lib/generated/response-shapes/listAuditLog.ts').then((module) => module.listAuditLog);
const staffShape = () => import('@/lib/generated/response-shapes/listStaffMembers.ts').then((module) => module.listStaffMembers);

const OBJECT_KINDS = ['order', 'customer', 'staff_member', 'product', 'category', 'product-set', 'blog-post', 'branch', 'page', 'slider', 'rebuild'];

type Query = Partial<Record<'actor' | 'objectKind' | 'objectId' | 'from' | 'to', string>>;

function AuditLogBody() {
  const [query, setQuery] = useState<Query>({});
  // The cursors of the pages seen: the last is the page shown.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const { data, error } = useAdmin<AuditLogData>(adminPath('/audit', { ...query, before }), logShape);
  const { data: staff } = useAdmin<StaffMembers>(adminPath('/staff/members'), staffShape);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Query = {};
    for (const name of ['actor', 'objectKind', 'objectId', 'from', 'to'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    setQuery(next);
    setCursors([undefined]);
  };

  return (
    <>
      <form method="post" className={styles.toolbar} onSubmit={apply} aria-label={t('Panel.Orders.Filters')}>
        <label>
          {t('Panel.Audit.Person')}
          <select name="actor" defaultValue="">
            <option value="">{t('Panel.Audit.Everyone')}</option>
            {(staff?.members ?? []).map((member) => (
              <option key={member.uuid} value={member.uuid}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('Panel.Audit.ObjectKind')}
          <select name="objectKind" defaultValue="">
            <option value="">{t('Panel.Audit.AnyObject')}</option>
            {OBJECT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {objectKindLabel(kind)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('Panel.Audit.ObjectId')}
          <input name="objectId" maxLength={200} />
        </label>
        <label>
          {t('Panel.Audit.From')}
          <input type="date" name="from" />
        </label>
        <label>
          {t('Panel.Audit.To')}
          <input type="date" name="to" />
        </label>
        <button type="submit" className="button button-primary">
          {t('Panel.Audit.Apply')}
        </button>
      </form>
      {data ? <AuditTable entries={data.entries} /> : <LoadState error={error} />}
      <div className={styles.pager}>
        {cursors.length > 1 ? (
          <button type="button" className="button" onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('Panel.Pager.Previous')}
          </button>
        ) : null}
        {data?.nextBefore ? (
          <button type="button" className="button" onClick={() => setCursors([...cursors, data.nextBefore ?? undefined])}>
            {t('Panel.Audit.Older')}
          </button>
        ) : null}
      </div>
    </>
  );
}

export function AuditLog() {
  return (
    <PanelPage heading={t('Panel.Audit.Heading')} roles={ROLES_FOR.owner}>
      {() => <AuditLogBody />}
    </PanelPage>
  );
}
