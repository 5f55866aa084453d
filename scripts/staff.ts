/**
 * Members of staff from the command line (issue 31, docs/back-office.md):
 *
 *   npm run staff:create -- --email anna@sklep.pl --role owner [--name "Anna Nowak"] [--local]
 *       adds the first owner of a real shop (the deployed D1; `--local`: the local one), or makes an
 *       existing address an active member of that role again; prints a starting password. The
 *       member sets up the second factor at the first login at /panel/logowanie (a QR code).
 *   npm run staff:code -- --secret BASE32
 *       prints the current six-digit code of a TOTP secret (the local owner's, printed by npm start),
 *       for trying the panel without a phone.
 */
import { parseArgs } from 'node:util';
import { EMAIL_PATTERN } from '#lib/forms/email.ts';
import { STAFF_ROLES, type StaffRole } from '#lib/staff-roles.ts';
import { currentTotpCode } from '#worker/staff/totp.ts';
import { executeD1, newStartingPassword, upsertStaffSql } from './lib/staff-accounts.ts';

const usage = `usage: npm run staff:create -- --email ADDRESS --role ${STAFF_ROLES.join('|')} [--name NAME] [--local]
       npm run staff:code -- --secret BASE32`;

class UsageError extends Error {}

async function create(values: { email?: string; role?: string; name?: string; local?: boolean }): Promise<void> {
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(`--email: an e-mail address\n${usage}`);
  if (!STAFF_ROLES.includes(values.role as StaffRole)) throw new UsageError(`--role: ${STAFF_ROLES.join(', ')}\n${usage}`);
  const name = values.name?.trim() || email.split('@')[0] || email;
  if (name.length < 2 || name.length > 100) throw new UsageError('--name: 2 to 100 characters');
  const password = newStartingPassword();
  const where = values.local ? 'local' : 'remote';
  await executeD1(await upsertStaffSql({ email, name, role: values.role as StaffRole, password, totp: null }), where);
  console.log(`Member of staff written to the ${where} D1: ${name} <${email}>, role ${values.role}.`);
  console.log(`Starting password: ${password}`);
  console.log('At the first login (/panel/logowanie) they scan a QR code with an authenticator app (TOTP) and confirm it with a code.');
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      local: { type: 'boolean', default: false },
      secret: { type: 'string' },
    },
  });
  switch (positionals[0]) {
    case 'create':
      return create(values);
    case 'code': {
      const secret = values.secret?.replace(/\s+/g, '').toUpperCase() ?? '';
      if (!/^[A-Z2-7]{16,}=*$/.test(secret)) throw new UsageError(`--secret: a base32 TOTP secret\n${usage}`);
      console.log(currentTotpCode(secret, Date.now()));
      return;
    }
    default:
      throw new UsageError(usage);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  const isUsage =
    error instanceof UsageError || (error instanceof TypeError && String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'));
  process.exit(isUsage ? 2 : 1);
});
