'use client';
/**
 * Publishing (`/panel/publikacja`, issue 35): what is waiting for the site, in words; „Opublikuj
 * zmiany”, which asks for a rebuild; and the rebuild's way to the live site as its build reports
 * it (queued, building with the build's own steps, live, or failed with its message), with the
 * time from the click to the live page. A failed build leaves the site as it was, and says so.
 */
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n/index.ts';
import type { RebuildRequest, RebuildsOverview } from '@/lib/panel/panel-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { ActionOutcome, type Outcome } from '../action-outcome.tsx';
import styles from '../panel.module.css';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import { changeWords } from './change-words.ts';
import own from './publishing.module.css';
import '@/lib/i18n/pl-panel.ts';

const overviewShape = () => import('@/lib/generated/response-shapes/listRebuilds.ts').then((module) => module.listRebuilds);
const requestShape = () => import('@/lib/generated/response-shapes/requestRebuild.ts').then((module) => module.requestRebuild);

/** How often the page asks while a rebuild runs. */
const POLL_MS = 1500;

const isRunning = (request: RebuildRequest | undefined) => request?.state === 'queued' || request?.state === 'building';

/** Seconds between two ISO times, as „42 s” or „2 min 5 s”. */
export function durationWords(fromIso: string, toIso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const timeFormat = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Warsaw' });

function Progress({ request, now }: { request: RebuildRequest; now: number }) {
  const { steps } = request;
  return (
    <section className={styles.card} aria-labelledby="publikacja-postep">
      <h2 id="publikacja-postep">{t('Panel.Publishing.ProgressHeading', { id: request.id })}</h2>
      <p className={own.state} data-state={request.state} role="status" aria-live="polite">
        {t(`Panel.Publishing.State.${request.state}`)}
        {request.state === 'live' && request.finishedAt
          ? ` ${t('Panel.Publishing.LiveAfter', { time: durationWords(request.requestedAt, request.finishedAt) })}`
          : null}
        {isRunning(request) ? ` ${t('Panel.Publishing.Elapsed', { time: durationWords(request.requestedAt, new Date(now).toISOString()) })}` : null}
      </p>
      {request.state === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{t('Panel.Publishing.FailedText')}</p>
          {request.message ? <pre className={own.message}>{request.message}</pre> : null}
        </div>
      ) : null}
      {steps.length > 0 ? (
        <ol className={own.steps} aria-label={t('Panel.Publishing.Steps')}>
          {steps.map((entry, index) => (
            <li key={`${entry.at} ${entry.step}`} aria-current={isRunning(request) && index === steps.length - 1 ? 'step' : undefined}>
              {entry.step}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Waiting({ overview }: { overview: RebuildsOverview }) {
  return (
    <section className={styles.card} aria-labelledby="publikacja-czeka">
      <h2 id="publikacja-czeka">{t('Panel.Publishing.WaitingHeading', { count: overview.staleCount })}</h2>
      {overview.stale.length === 0 ? (
        <p className={styles.muted}>{t('Panel.Publishing.NothingWaiting')}</p>
      ) : (
        <ul className={own.changes}>
          {overview.stale.map((change) => (
            <li key={change.id}>
              <span>{changeWords(change)}</span>
              <span className={styles.muted}>
                {' '}
                — {change.actor}, {timeFormat.format(new Date(change.changedAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
      {overview.staleCount > overview.stale.length ? (
        <p className={styles.muted}>{t('Panel.Publishing.OlderWaiting', { count: overview.staleCount - overview.stale.length })}</p>
      ) : null}
    </section>
  );
}

function History({ requests }: { requests: RebuildRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="publikacja-historia">
      <h2 id="publikacja-historia">{t('Panel.Publishing.HistoryHeading')}</h2>
      <TableWrap label={t('Panel.Publishing.HistoryHeading')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Panel.Publishing.Number')}</th>
              <th scope="col">{t('Panel.Publishing.When')}</th>
              <th scope="col">{t('Panel.Publishing.Who')}</th>
              <th scope="col">{t('Panel.Publishing.StateColumn')}</th>
              <th scope="col">{t('Panel.Publishing.Duration')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id}>
                <td>{request.id}</td>
                <td>{timeFormat.format(new Date(request.requestedAt))}</td>
                <td>{request.actor}</td>
                <td>{t(`Panel.Publishing.State.${request.state}`)}</td>
                <td>{request.finishedAt ? durationWords(request.requestedAt, request.finishedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

function PublishingDesk() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [polling, setPolling] = useState(false);
  // A number, not a function: SWR starts its timer again when the interval changes, and a function
  // it asks only after a poll, so one read as "not running" at first would never poll again.
  const { data, error, mutate } = useAdmin<RebuildsOverview>(adminPath('/rebuilds'), overviewShape, {
    refreshInterval: polling ? POLL_MS : 0,
  });
  const latest = data?.requests[0];
  const running = isRunning(latest);
  useEffect(() => setPolling(running), [running]);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const publish = async () => {
    setSending(true);
    setOutcome(null);
    try {
      await adminSend.post('/rebuilds', {}, requestShape);
      setNow(Date.now());
      await mutate();
    } catch (failure) {
      setOutcome({ ok: false, text: messageOf(failure, t('Panel.LoadFailed')) });
    } finally {
      setSending(false);
    }
  };
  if (!data) return <LoadState error={error} />;
  return (
    <>
      <Waiting overview={data} />
      <div className={own.publish}>
        <button type="button" className="button button-primary" onClick={() => void publish()} disabled={sending} aria-describedby="publikacja-opis">
          {t('Panel.Publishing.Publish')}
        </button>
        <p id="publikacja-opis" className={styles.muted}>
          {running ? t('Panel.Publishing.RunningHint') : t('Panel.Publishing.PublishHint')}
        </p>
      </div>
      <ActionOutcome outcome={outcome} />
      {latest ? <Progress request={latest} now={now} /> : null}
      <History requests={data.requests} />
    </>
  );
}

export function Publishing() {
  return (
    <PanelPage heading={t('Panel.Publishing.Heading')} roles={ROLES_FOR.content}>
      {() => <PublishingDesk />}
    </PanelPage>
  );
}
