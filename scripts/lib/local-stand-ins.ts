/**
 * The outside services a local worker can reach without the internet: for `npm start` (and any
 * script that wants the whole checkout offline), the Przelewy24 stand-in when the developer has
 * not configured P24 (no P24_MERCHANT_ID in `.dev.vars`), the VAT register stand-in with
 * VAT_CHECKER=mf when VAT_CHECKER is not set there, and the Sentry stand-in (the error reports of
 * the worker and, through its /monitoring tunnel, of the pages) when SENTRY_DSN is not set, and
 * the deploy hook's (GitHub's workflow dispatch) when DEPLOY_HOOK_URL is not set: with
 * `rebuildOnDispatch` (npm start) an editor's rebuild request runs the local rebuild, and the KSeF stand-in when
 * KSEF_TOKEN is not set (the scheduled handler then sends the invoices there), and InPost's points API
 * (the checkout's parcel locker search) when PARCEL_LOCKER_SEARCH is not set. Each listens on a free port of 127.0.0.1;
 * `vars` are what to pass to startLocalWorker. What the developer configured is left alone.
 */
import { startDeployHookStandIn } from './deploy-hook-stand-in-server.ts';
import { DEV_KSEF, startKsefStandIn } from './ksef-stand-in-server.ts';
import { startParcelLockerStandIn } from './parcel-locker-stand-in-server.ts';
import { DEV_P24, startPrzelewy24StandIn } from './przelewy24-stand-in-server.ts';
import { startSentryStandIn } from './sentry-stand-in-server.ts';
import { startVatRegisterStandIn } from './vat-register-stand-in-server.ts';

export interface LocalStandIns {
  /** Variables for the worker (P24_*, VAT_CHECKER*, KSEF_*, PARCEL_LOCKER_SEARCH*, …), only for services the developer left unset. */
  vars: Record<string, string>;
  /** The Sentry stand-in's origin (`GET {origin}/envelopes` lists the reports), when it was started. */
  sentryOrigin: string | null;
  /** One line per stand-in started, for the console. */
  lines: string[];
  stop(): Promise<void>;
}

export async function startLocalStandIns(
  developerVars: Readonly<Record<string, string | undefined>>,
  { rebuildOnDispatch = false, publishTo }: { rebuildOnDispatch?: boolean; publishTo?: () => string | undefined } = {},
): Promise<LocalStandIns> {
  const vars: Record<string, string> = {};
  const lines: string[] = [];
  const stops: (() => Promise<void>)[] = [];
  if (!developerVars.P24_MERCHANT_ID) {
    const p24 = await startPrzelewy24StandIn();
    Object.assign(vars, {
      P24_MERCHANT_ID: String(DEV_P24.merchantId),
      P24_API_KEY: DEV_P24.apiKey,
      P24_CRC: DEV_P24.crc,
      P24_BASE_URL: p24.baseUrl,
    });
    lines.push(`Przelewy24 (zastępcze): ${p24.baseUrl}`);
    stops.push(p24.close);
  }
  if (!developerVars.VAT_CHECKER) {
    const registers = await startVatRegisterStandIn();
    Object.assign(vars, { VAT_CHECKER: 'mf', VAT_CHECKER_URL: registers.origin });
    lines.push(`Rejestr VAT (zastępczy, biała lista i VIES): ${registers.origin}`);
    stops.push(registers.close);
  }
  let sentryOrigin: string | null = null;
  if (!developerVars.SENTRY_DSN) {
    const sentry = await startSentryStandIn({ onReport: (summary) => console.log(`Raport błędu (zastępczy Sentry): ${summary}`) });
    Object.assign(vars, { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'development' });
    lines.push(`Sentry (zastępczy, raporty błędów): ${sentry.origin}/envelopes`);
    stops.push(sentry.close);
    sentryOrigin = sentry.origin;
  }
  if (!developerVars.DEPLOY_HOOK_URL) {
    const hook = await startDeployHookStandIn({ rebuild: rebuildOnDispatch, publishTo });
    Object.assign(vars, hook.vars);
    lines.push(`Hak wdrożeń (zastępczy, ${rebuildOnDispatch ? 'uruchamia npm run rebuild' : 'tylko zapisuje'}): ${hook.origin}/dispatches`);
    stops.push(hook.close);
  }
  if (!developerVars.KSEF_TOKEN) {
    const ksef = await startKsefStandIn();
    Object.assign(vars, { KSEF_TOKEN: DEV_KSEF.token, KSEF_BASE_URL: ksef.baseUrl });
    lines.push(`KSeF (zastępczy; faktury: ${ksef.origin}/zastepczy, awaria: POST ${ksef.origin}/zastepczy/awaria?tryb=niedostepny): ${ksef.baseUrl}`);
    stops.push(ksef.close);
  }
  if (!developerVars.PARCEL_LOCKER_SEARCH) {
    const lockers = await startParcelLockerStandIn();
    Object.assign(vars, { PARCEL_LOCKER_SEARCH: 'inpost', PARCEL_LOCKER_SEARCH_URL: lockers.origin });
    lines.push(`Paczkomaty InPost (zastępcze API punktów): ${lockers.origin}/v1/points`);
    stops.push(lockers.close);
  }
  return { vars, sentryOrigin, lines, stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
