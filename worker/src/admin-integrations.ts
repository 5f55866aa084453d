/**
 * The machines' keys to the admin calls, as ADMIN_API_TOKEN writes them: plain text in, plain
 * values out, so the worker (config.ts) and the scripts that call the admin API read them alike.
 */
export interface AdminIntegration {
  name: string;
  secret: string;
}

const INTEGRATION = /^([a-z0-9][a-z0-9-]{1,39}):(.{32,})$/;

/**
 * The machines' keys to the admin calls (`/api/admin/v1`, header `Authorization: Bearer …`):
 * ADMIN_API_TOKEN is a comma-separated list of `name:secret` (secrets of at least 32 characters),
 * one per integration (imports, CI, the rebuild hook), each audited under its name, never as a
 * person; a bare secret is the integration `api`. People log in to the panel instead
 * (staff/sessions.ts). Unset: no machine may call. Throws when a part is malformed.
 * @example getAdminIntegrations({ ADMIN_API_TOKEN: 'import:…,ci:…' }) // [{ name: 'import', … }, { name: 'ci', … }]
 */
export function parseAdminIntegrations(adminApiToken: string | undefined): AdminIntegration[] {
  const value = adminApiToken?.trim();
  if (!value) return [];
  return value.split(',').map((part) => {
    const entry = part.trim();
    const named = INTEGRATION.exec(entry);
    if (named?.[1] && named[2]) return { name: named[1], secret: named[2] };
    if (entry.length >= 32 && !entry.includes(':')) return { name: 'api', secret: entry };
    throw new Error(
      'ADMIN_API_TOKEN must be a comma-separated list of name:secret (a name of 2 to 40 letters, digits or dashes, a secret of at least 32 characters)',
    );
  });
}
