/**
 * Members of staff written straight into D1 (issue 31), for the two moments no owner exists yet
 * to add them in the panel: the first owner of a real shop (`npm run staff:create`) and the
 * local owner `npm start` and the browser tests log in as. The password is hashed and the TOTP
 * secret sealed by the worker's own code (auth/passwords.ts, staff/totp.ts), so what the worker
 * reads is what it would have written.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { StaffRole } from '#lib/staff-roles.ts';
import { hashPassword } from '#worker/auth/passwords.ts';
import { encryptTotpSecret } from '#worker/staff/totp.ts';
import { repoRoot } from './paths.ts';
import { cli, toolEnv } from './run.ts';

const execFileAsync = promisify(execFile);

/**
 * The key that seals the staff's TOTP secrets in a local worker (`npm start`, the browser tests):
 * known, like LOCAL_ADMIN_API_TOKEN, so the local owner's second factor survives a restart; a
 * local worker listens on 127.0.0.1 only. Production sets its own secret STAFF_TOTP_KEY.
 */
export const LOCAL_STAFF_TOTP_KEY = 'local-staff-totp-key-for-127-0-0-1-only';

/** A quoted SQL text literal. */
const sql = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A starting password: 24 random characters in groups of four, easy to pass on and to type. */
export function newStartingPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const characters = [...randomBytes(24)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

export interface StaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** The second factor's secret (base32) with the key it is sealed under, or null: the member enrols at the first login. */
  totp: { secret: string; sealingKey: string } | null;
}

/**
 * The statement that writes a member, or (same address) makes them an active member of that role
 * with that password and second factor again: running it twice leaves one member.
 */
export async function upsertStaffSql(account: StaffAccount, now = new Date()): Promise<string> {
  const at = now.toISOString();
  const passwordHash = await hashPassword(account.password);
  const sealed = account.totp ? await encryptTotpSecret(account.totp.secret, account.totp.sealingKey) : null;
  return `INSERT INTO staff_members (uuid, email, name, role, is_active, password_hash, totp_secret, totp_last_step, created_at, updated_at)
VALUES (${sql(crypto.randomUUID())}, ${sql(account.email)}, ${sql(account.name)}, ${sql(account.role)}, 1, ${sql(passwordHash)}, ${sealed ? sql(sealed) : 'NULL'}, NULL, ${sql(at)}, ${sql(at)})
ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role, is_active = 1, password_hash = excluded.password_hash,
  totp_secret = excluded.totp_secret, totp_last_step = NULL, updated_at = excluded.updated_at;`;
}

/** Runs one statement on the local D1 (`--local`) or the deployed one (`--remote`) through wrangler. */
export async function executeD1(statement: string, where: 'local' | 'remote'): Promise<void> {
  await execFileAsync(process.execPath, [cli.wrangler, 'd1', 'execute', 'DB', `--${where}`, '--yes', '--command', statement], {
    cwd: repoRoot,
    env: toolEnv({ CI: 'true' }),
    maxBuffer: 1 << 20,
  });
}
