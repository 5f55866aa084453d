/**
 * Rows of the audit log (issue 31): when, who (a member's name, or an integration's), which call,
 * on what, and the change as its before and after.
 */
import { formatDateTime } from '@/lib/dates.ts';
import { type MessageKey, t } from '@/lib/i18n/index.ts';
import { plPanel } from '@/lib/i18n/pl-panel.ts';
import type { AuditEntry } from '@/lib/panel/panel-types.ts';
import styles from '../panel.module.css';
import { TableWrap } from '../table-wrap.tsx';

const KNOWN_KINDS = new Set([
  'order',
  'customer',
  'staff_member',
  'product',
  'category',
  'product-set',
  'blog-post',
  'branch',
  'page',
  'slider',
  'rebuild',
]);

/** The calls the panel names in Polish: every key of its dictionary's list. */
const KNOWN_OPERATIONS = new Set(Object.keys(plPanel.Panel.Audit.Operations));

/** A call as staff read it: its Polish name where the panel has one, else its operationId (the content calls). */
function operationLabel(operation: string): string {
  return KNOWN_OPERATIONS.has(operation) ? t(`Panel.Audit.Operations.${operation}` as MessageKey) : operation;
}

export function objectKindLabel(kind: string): string {
  return KNOWN_KINDS.has(kind) ? t(`Panel.Audit.Kinds.${kind}` as MessageKey) : kind;
}

/** A change as one line a person reads: `status: 37 → 40`, `note: …`. */
function describeChange(change: Record<string, unknown>): string {
  return Object.entries(change)
    .map(([field, value]) => {
      if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
        const { before, after } = value as { before: unknown; after: unknown };
        return `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`;
      }
      return `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join('; ');
}

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return <p>{t('Panel.Audit.Empty')}</p>;
  return (
    <TableWrap label={t('Panel.Audit.Heading')}>
      <table className={styles.table} data-testid="audit-table">
        <thead>
          <tr>
            <th scope="col">{t('Panel.Audit.When')}</th>
            <th scope="col">{t('Panel.Audit.Who')}</th>
            <th scope="col">{t('Panel.Audit.What')}</th>
            <th scope="col">{t('Panel.Audit.Object')}</th>
            <th scope="col">{t('Panel.Audit.Change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>
                {entry.actorName}
                {entry.actorKind === 'integration' ? <span className={styles.muted}> ({t('Panel.Audit.Integration')})</span> : null}
              </td>
              <td>
                {operationLabel(entry.operation)}
                <span className="visually-hidden"> ({entry.operation})</span>
              </td>
              <td>
                {objectKindLabel(entry.objectKind)} {entry.objectId}
              </td>
              <td>{describeChange(entry.change)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
