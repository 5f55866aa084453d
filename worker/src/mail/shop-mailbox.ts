/**
 * The shop's own mailbox: where contact messages and the new-order notices go (issue 31).
 * SHOP_MAIL_TO when set, else the head office's address from the branches table (the address the
 * contact page itself shows), so a shop without the variable still reads its mail. Null only when
 * neither exists (an empty database).
 */
import { getShopMailbox } from '../config.ts';
import type { WorkerEnv } from '../env.ts';

export async function resolveShopMailbox(env: WorkerEnv, db: D1Database): Promise<string | null> {
  const configured = getShopMailbox(env);
  if (configured) return configured;
  const headOffice = await db.prepare("SELECT email FROM branches WHERE kind = 'head_office' ORDER BY id LIMIT 1").first<{ email: string }>();
  return headOffice?.email ?? null;
}
