/**
 * The Worker's scheduled handler (wrangler.toml `[triggers] crons`, every minute): drains the
 * mail outbox through the configured provider (delivery.ts), and logs one JSON line per run
 * that did something, like the request log.
 */
import { getMailConfig } from '../config.ts';
import type { WorkerEnv } from '../env.ts';
import { type DeliveryReport, deliverDueMails } from './delivery.ts';
import { createResendSender } from './resend.ts';

/** One drain of the outbox with the environment's provider (none: mails are held). */
export function deliverOutbox(env: WorkerEnv, now: Date = new Date()): Promise<DeliveryReport> {
  const config = getMailConfig(env);
  const sender = config ? createResendSender({ url: config.providerUrl, apiKey: config.apiKey, from: config.from }) : null;
  return deliverDueMails(env.DB, sender, now);
}

export const scheduled: ExportedHandlerScheduledHandler<WorkerEnv> = async (controller, env) => {
  const report = await deliverOutbox(env, new Date(controller.scheduledTime));
  if (Object.values(report).some((count) => count > 0)) {
    console.log(JSON.stringify({ time: new Date().toISOString(), event: 'mail-outbox', cron: controller.cron, ...report }));
  }
};
