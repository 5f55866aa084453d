/**
 * The local owner (issue 31): `npm start` and the browser tests log in to the panel as them. Their
 * address, password and TOTP secret are made once and kept in .wrangler/state/local-owner.json
 * (this user only), so an authenticator app set up once keeps working; each start writes them
 * into the local D1 again (a database reset or a changed password is put right).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newTotpSecret } from '#worker/staff/totp.ts';
import { wranglerStateDir } from './paths.ts';
import { executeD1, LOCAL_STAFF_TOTP_KEY, newStartingPassword, upsertStaffSql } from './staff-accounts.ts';

export interface LocalOwner {
  email: string;
  password: string;
  totpSecret: string;
}

const FILE = path.join(wranglerStateDir, 'state', 'local-owner.json');

function readOwner(): LocalOwner | null {
  if (!existsSync(FILE)) return null;
  try {
    const owner = JSON.parse(readFileSync(FILE, 'utf8')) as Partial<LocalOwner>;
    return owner.email && owner.password && owner.totpSecret ? (owner as LocalOwner) : null;
  } catch {
    return null;
  }
}

/** The local owner, written into the local D1 (migrated already). */
export async function ensureLocalOwner(): Promise<LocalOwner> {
  let owner = readOwner();
  if (!owner) {
    owner = { email: 'wlasciciel@sklep.test', password: newStartingPassword(), totpSecret: newTotpSecret() };
    await mkdir(path.dirname(FILE), { recursive: true });
    await writeFile(FILE, `${JSON.stringify(owner, null, 2)}\n`, { mode: 0o600 });
  }
  const statement = await upsertStaffSql({
    email: owner.email,
    name: 'Właściciel (lokalnie)',
    role: 'owner',
    password: owner.password,
    totp: { secret: owner.totpSecret, sealingKey: LOCAL_STAFF_TOTP_KEY },
  });
  await executeD1(statement, 'local');
  return owner;
}
