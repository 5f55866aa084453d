import type { OpeningHours } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import { formatDays, formatHours, WEEK } from '@/lib/opening-hours.ts';
import styles from './opening-hours-list.module.css';
import '@/lib/i18n/pl-content.ts';

/** Opening hours as a definition list: each rule's days and hours, then the days it is closed. */
export function OpeningHoursList({ hours }: { hours: OpeningHours[] }) {
  const open = new Set(hours.flatMap((rule) => rule.days));
  const closed = WEEK.filter((day) => !open.has(day));
  return (
    <dl className={styles.hours}>
      {hours.map((rule) => (
        <div key={`${rule.days.join()}-${rule.opens}`}>
          <dt>{formatDays(rule.days)}</dt>
          <dd>{formatHours(rule)}</dd>
        </div>
      ))}
      {closed.length > 0 ? (
        <div className={styles.closed}>
          <dt>{formatDays(closed)}</dt>
          <dd>{t('Branches.Closed')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
