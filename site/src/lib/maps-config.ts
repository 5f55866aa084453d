/**
 * The branch map's Google Maps settings, read from build-time variables (docs/operations.md, Variables):
 * GOOGLE_MAPS_API_KEY or GOOGLE_MAPS_CLIENT_ID turns the map on, GOOGLE_MAPS_VERSION picks the
 * API version. Without a key or client ID the branch pages show their list alone. A malformed
 * value stops the build instead of shipping a map that cannot load.
 */
import { z } from 'zod';

/** What the page sends to the browser's maps loader (components/branches/google-maps-loader.ts). */
export interface MapsConfig {
  key?: string;
  client?: string;
  version: string;
  language: string;
  libraries: string[];
}

const mapsEnvSchema = z.object({
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'GOOGLE_MAPS_API_KEY: a Google API key is 20–100 letters, digits, _ or -')
    .optional(),
  GOOGLE_MAPS_CLIENT_ID: z
    .string()
    .regex(/^gme-[a-z0-9-]{1,60}$/, 'GOOGLE_MAPS_CLIENT_ID: a client ID looks like gme-yourcompany')
    .optional(),
  GOOGLE_MAPS_VERSION: z
    .string()
    .regex(/^(weekly|quarterly|beta|alpha|\d+(\.\d+)?)$/, 'GOOGLE_MAPS_VERSION: weekly, quarterly, beta, alpha or a version number')
    .default('weekly'),
});

/** Empty variables count as unset, as a blank line in a .env file means. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== ''));
}

/**
 * The map settings, or null when no key or client ID is set (the pages then show no map).
 * @example getMapsConfig({ GOOGLE_MAPS_API_KEY: 'AIza…' }) // { key: 'AIza…', version: 'weekly', language: 'pl', libraries: [] }
 */
export function getMapsConfig(env: Record<string, string | undefined> = process.env): MapsConfig | null {
  const parsed = mapsEnvSchema.safeParse(
    withoutEmpty({
      GOOGLE_MAPS_API_KEY: env.GOOGLE_MAPS_API_KEY,
      GOOGLE_MAPS_CLIENT_ID: env.GOOGLE_MAPS_CLIENT_ID,
      GOOGLE_MAPS_VERSION: env.GOOGLE_MAPS_VERSION,
    }),
  );
  if (!parsed.success) throw new Error(`Google Maps settings: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const { GOOGLE_MAPS_API_KEY: key, GOOGLE_MAPS_CLIENT_ID: client, GOOGLE_MAPS_VERSION: version } = parsed.data;
  if (!key && !client) return null;
  // The markers and info windows come from importLibrary(); no library has to be named up front.
  return { ...(key ? { key } : {}), ...(client ? { client } : {}), version, language: 'pl', libraries: [] };
}
