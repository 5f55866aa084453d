/** One drain of the mail outbox through the configured provider (delivery.ts): the cron's and the dev page's. */
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
