/**
 * The Worker's scheduled handler (wrangler.toml `[triggers] crons`, every minute): drains the
 * mail outbox through the configured provider (mail/delivery.ts) and drops the forms' rate-limit
 * windows older than a day (forms/rate-limit.ts), and writes the configured invoice seller when it
 * changed (invoices/seller.ts); logs one JSON line per run that sent
 * something, like the request log.
 */
import type { WorkerEnv } from './env.ts';
import { pruneRateLimits } from './forms/rate-limit.ts';
import { sellerStatements } from './invoices/seller.ts';
import { deliverOutbox } from './mail/drain.ts';

export const scheduled: ExportedHandlerScheduledHandler<WorkerEnv> = async (controller, env) => {
  const report = await deliverOutbox(env, new Date(controller.scheduledTime));
  await pruneRateLimits(env.DB, controller.scheduledTime);
  // The invoices' seller follows the configuration within a minute of a deploy (invoices/seller.ts).
  for (const statement of sellerStatements(env, new Date(controller.scheduledTime))) await statement.run();
  if (Object.values(report).some((count) => count > 0)) {
    console.log(JSON.stringify({ time: new Date().toISOString(), event: 'mail-outbox', cron: controller.cron, ...report }));
  }
};
