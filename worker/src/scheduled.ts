/**
 * The Worker's scheduled handler (wrangler.toml `[triggers] crons`, every minute): reminds the
 * shoppers of abandoned carts (cart-recovery/reminders.ts; needs SITE_URL for the links), drains
 * the mail outbox through the configured provider (mail/delivery.ts), so a reminder queued now
 * leaves in the same run, and drops the forms' rate-limit windows older than a day
 * (forms/rate-limit.ts); logs one JSON line per run that did something, like the request log.
 */
import { runCartRecovery } from './cart-recovery/reminders.ts';
import { getCartRecoveryAfterMinutes, getConfiguredShopUrl } from './config.ts';
import type { WorkerEnv } from './env.ts';
import { pruneRateLimits } from './forms/rate-limit.ts';
import { deliverOutbox } from './mail/drain.ts';

export const scheduled: ExportedHandlerScheduledHandler<WorkerEnv> = async (controller, env) => {
  const now = new Date(controller.scheduledTime);
  const reminders = await runCartRecovery(env, getConfiguredShopUrl(env), getCartRecoveryAfterMinutes(env), now);
  if (reminders && reminders.reminded + reminders.skipped > 0) {
    console.log(JSON.stringify({ time: new Date().toISOString(), event: 'cart-reminders', cron: controller.cron, ...reminders }));
  }
  const report = await deliverOutbox(env, now);
  await pruneRateLimits(env.DB, controller.scheduledTime);
  if (Object.values(report).some((count) => count > 0)) {
    console.log(JSON.stringify({ time: new Date().toISOString(), event: 'mail-outbox', cron: controller.cron, ...report }));
  }
};
