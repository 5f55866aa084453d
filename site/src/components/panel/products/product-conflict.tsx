'use client';
/**
 * What the form shows when someone saved the product after the editor's read (a 409
 * `changed_meanwhile`): the form has read the product again, kept the editor's own changes on top
 * of it, and lists field by field where their version differs from the stored one, so they can
 * save theirs on the fresh read or take the stored one.
 */
import { t } from '@/lib/i18n/index.ts';
import panel from '../panel.module.css';
import { TableWrap } from '../table-wrap.tsx';
import type { ProductDraft } from './product-draft.ts';
import styles from './products.module.css';
import '@/lib/i18n/pl-panel.ts';

/**
 * The form on a fresh read: the fields the editor changed since their read (`read`) keep their
 * value, every other field takes the stored one (`stored`).
 */
export function mergedDraft(mine: ProductDraft, read: ProductDraft, stored: ProductDraft): ProductDraft {
  const merged = { ...stored } as Record<keyof ProductDraft, unknown>;
  for (const key of Object.keys(mine) as (keyof ProductDraft)[]) if (JSON.stringify(mine[key]) !== JSON.stringify(read[key])) merged[key] = mine[key];
  return merged as unknown as ProductDraft;
}

/** The form's fields that differ between two drafts. */
export function differingFields(a: ProductDraft, b: ProductDraft): (keyof ProductDraft)[] {
  return (Object.keys(a) as (keyof ProductDraft)[]).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}

function shown(value: unknown): string {
  if (typeof value === 'boolean') return value ? t('Panel.Yes') : t('Panel.No');
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' && item !== null ? Object.values(item).join(' – ') : String(item))).join(', ') || '—';
  if (typeof value === 'object' && value !== null) return Object.values(value).filter(Boolean).join(', ') || '—';
  return String(value ?? '') || '—';
}

interface ConflictProps {
  mine: ProductDraft;
  stored: ProductDraft;
  storedBy: string;
  onTakeStored: () => void;
}

export function ProductConflict({ mine, stored, storedBy, onTakeStored }: ConflictProps) {
  const fields = differingFields(mine, stored);
  return (
    <section className={styles.conflict} role="alert" aria-labelledby="produkt-konflikt">
      <h2 id="produkt-konflikt">{t('Panel.Product.Conflict')}</h2>
      <p>{t('Panel.Product.ConflictIntro', { at: storedBy })}</p>
      {fields.length === 0 ? (
        <p>{t('Panel.Product.ConflictSame')}</p>
      ) : (
        <TableWrap label={t('Panel.Product.ConflictTable')}>
          <table className={panel.table}>
            <caption className="visually-hidden">{t('Panel.Product.ConflictTable')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Product.ConflictField')}</th>
                <th scope="col">{t('Panel.Product.ConflictMine')}</th>
                <th scope="col">{t('Panel.Product.ConflictStored')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field} data-testid="conflict-row">
                  <th scope="row">{t(`Panel.Product.Field.${field}`)}</th>
                  <td>{shown(mine[field])}</td>
                  <td>{shown(stored[field])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <p>{t('Panel.Product.ConflictNext')}</p>
      <button type="button" className="button" onClick={onTakeStored}>
        {t('Panel.Product.TakeStored')}
      </button>
    </section>
  );
}
