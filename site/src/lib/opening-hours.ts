/**
 * Opening hours as people read them in Poland: `pon.–pt. 8:00–16:00`, `sob. 7:00–13:00`. The data
 * holds schema.org day names and `HH:MM` times (api-types `OpeningHours`); this turns them into text.
 */
import type { DayOfWeek, OpeningHours } from './api-types.ts';
import { t } from './i18n/index.ts';
import './i18n/pl-content.ts';

export const WEEK: readonly DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Runs of consecutive days, in week order: Mon, Tue, Wed, Sat → [[Mon, Tue, Wed], [Sat]]. */
function consecutiveRuns(days: readonly DayOfWeek[]): DayOfWeek[][] {
  const runs: DayOfWeek[][] = [];
  for (const day of WEEK.filter((weekday) => days.includes(weekday))) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && WEEK.indexOf(day) === WEEK.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * The days of a rule: three or more consecutive days as a range, others one by one.
 * @example formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) // 'pon.–pt.'
 */
export function formatDays(days: readonly DayOfWeek[]): string {
  return consecutiveRuns(days)
    .map((run) => {
      const first = run[0];
      const last = run.at(-1);
      if (!first || !last) return '';
      if (run.length >= 3) return `${t(`Days.Short.${first}`)}–${t(`Days.Short.${last}`)}`;
      return run.map((day) => t(`Days.Short.${day}`)).join(', ');
    })
    .join(', ');
}

/**
 * A time without the leading zero of the hour, as Polish signs write it.
 * @example formatTime('07:00') // '7:00'
 */
export function formatTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** `8:00–16:00` */
export function formatHours(rule: Pick<OpeningHours, 'opens' | 'closes'>): string {
  return `${formatTime(rule.opens)}–${formatTime(rule.closes)}`;
}
