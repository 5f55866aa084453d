/**
 * The Worker's scheduled handler (wrangler.toml `[triggers] crons`, every minute): reminds the
 * shoppers of abandoned carts (cart-recovery/reminders.ts; needs SITE_URL for the links), drains
 * the mail outbox through the configured provider (mail/delivery.ts), so a reminder queued now
 * leaves in the same run, drops the forms' rate-limit windows older than a day
 * (forms/rate-limit.ts) and the spent form tickets that could not be sent any more, and writes the configured invoice seller when it changed
 * (invoices/seller.ts), issues the advance invoices of payments whose month ended before their
 * goods went (invoices/issue.ts), then sends the invoices to KSeF (invoices/ksef/sending.ts, when KSEF_TOKEN
 * is set); logs one JSON line per run that did something, like the request log. A step that fails
 * does not stop the steps after it; the run then ends with its error.
 */
import { runCartRecovery } from './cart-recovery/reminders.ts';
import { getCartRecoveryAfterMinutes, getConfiguredShopUrl } from './config.ts';
import type { WorkerEnv } from './env.ts';
import { pruneRateLimits } from './forms/rate-limit.ts';
import { pruneSpentTickets } from './forms/tickets.ts';
import { issueAdvanceInvoices } from './invoices/issue.ts';
import { runKsefSender } from './invoices/ksef/sending.ts';
import { sellerStatements } from './invoices/seller.ts';
import { deliverOutbox } from './mail/drain.ts';

/** The reminders of one run; a failure (a malformed variable, the database) is logged and never stops the outbox's delivery. */
async function remindCarts(env: WorkerEnv, cron: string, now: Date): Promise<void> {
  try {
    const reminders = await runCartRecovery(env.DB, getConfiguredShopUrl(env), getCartRecoveryAfterMinutes(env), now);
    if (reminders && reminders.reminded + reminders.skipped > 0) {
      console.log(JSON.stringify({ time: new Date().toISOString(), event: 'cart-reminders', cron, ...reminders }));
    }
  } catch (error) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'cart-reminders', cron, error: String(error) }));
  }
}

/** The KSeF sender's run; a failure (KSeF, the database, a malformed variable) is logged and stops nothing else. */
async function sendToKsef(env: WorkerEnv, cron: string, now: Date): Promise<void> {
  try {
    const report = await runKsefSender(env, now);
    if (report && report.enqueued + report.claimed + report.overdue > 0) {
      // An offline invoice past its deadline breaks art. 106nda of the VAT act: an error for the alerts.
      const level = report.overdue > 0 ? 'error' : 'info';
      console.log(JSON.stringify({ time: new Date().toISOString(), level, event: 'ksef', cron, ...report }));
    }
  } catch (error) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'ksef', cron, error: String(error) }));
  }
}

/** The advance invoices due (art. 106i ust. 2); a failure is logged and never stops the sending to KSeF. */
async function issueAdvances(env: WorkerEnv, cron: string, now: Date): Promise<void> {
  try {
    const issued = await issueAdvanceInvoices(env.DB, now);
    if (issued > 0) console.log(JSON.stringify({ time: new Date().toISOString(), event: 'advance-invoices', cron, issued }));
  } catch (error) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'advance-invoices', cron, error: String(error) }));
  }
}

/**
 * The outbox's delivery; its failure (the provider's settings, the database) is returned, so the
 * invoices' steps after it still run: a D1 error while mails go out must not keep invoices from
 * KSeF (issue 37). The mails it left claimed go again after STUCK_AFTER_MS (mail/delivery.ts).
 */
async function deliverMails(env: WorkerEnv, cron: string, now: Date): Promise<unknown> {
  try {
    const report = await deliverOutbox(env, now);
    if (Object.values(report).some((count) => count > 0)) {
      console.log(JSON.stringify({ time: new Date().toISOString(), event: 'mail-outbox', cron, ...report }));
    }
    return null;
  } catch (error) {
    return error;
  }
}

/** Old rate-limit windows and spent form tickets dropped, the invoices' seller as configured now; its failure is returned. */
async function keepHouse(env: WorkerEnv, now: Date): Promise<unknown> {
  try {
    await pruneRateLimits(env.DB, now.getTime());
    await pruneSpentTickets(env.DB, now.getTime());
    // The invoices' seller follows the configuration within a minute of a deploy (invoices/seller.ts).
    for (const statement of sellerStatements(env, now)) await statement.run();
    return null;
  } catch (error) {
    return error;
  }
}

export const scheduled: ExportedHandlerScheduledHandler<WorkerEnv> = async (controller, env) => {
  const now = new Date(controller.scheduledTime);
  await remindCarts(env, controller.cron, now);
  const failures = [await deliverMails(env, controller.cron, now), await keepHouse(env, now)].filter((failure) => failure !== null);
  await issueAdvances(env, controller.cron, now);
  await sendToKsef(env, controller.cron, now);
  // The run fails (reported, and marked failed in the cron's log) after every step had its turn.
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, failures.map(String).join('; '));
};
