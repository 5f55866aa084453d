/**
 * The Worker's variables, validated with zod. A Worker has no start-up hook, so each is checked
 * by the first request that needs it (and remembered per environment object); a missing or
 * malformed value is a logged 500, never a silently weaker edge.
 */
import { z } from 'zod';
import type { WorkerEnv } from './env.ts';

const apiOriginSchema = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value).origin)
  .optional();
const authSecretSchema = z.string().min(32);
const cacheBypassSecretSchema = z.string().min(32).optional();

const apiOrigins = new WeakMap<object, string | undefined>();
const authSecrets = new WeakMap<object, string>();

/** The remote shop API's origin when API_ORIGIN is set; throws when it is not an http(s) URL. */
export function getApiOrigin(env: WorkerEnv): string | undefined {
  if (apiOrigins.has(env)) return apiOrigins.get(env);
  const result = apiOriginSchema.safeParse(env.API_ORIGIN || undefined);
  if (!result.success) throw new Error(`API_ORIGIN must be an http(s) origin, got ${JSON.stringify(env.API_ORIGIN)}`);
  apiOrigins.set(env, result.data);
  return result.data;
}

/** The access tokens' HMAC key; throws when AUTH_JWT_SECRET is missing or shorter than 32 characters. */
export function getAuthSecret(env: WorkerEnv): string {
  const known = authSecrets.get(env);
  if (known) return known;
  const result = authSecretSchema.safeParse(env.AUTH_JWT_SECRET);
  if (!result.success) throw new Error('AUTH_JWT_SECRET must be set to at least 32 characters');
  authSecrets.set(env, result.data);
  return result.data;
}

const cacheBypassSecrets = new WeakMap<object, string | undefined>();

/**
 * The secret with which the build reads past the edge cache (header X-Cache-Bypass), or
 * undefined when none is set (then nothing reads past it); throws when shorter than 32 characters.
 */
export function getCacheBypassSecret(env: WorkerEnv): string | undefined {
  if (cacheBypassSecrets.has(env)) return cacheBypassSecrets.get(env);
  const result = cacheBypassSecretSchema.safeParse(env.CACHE_BYPASS_SECRET || undefined);
  if (!result.success) throw new Error('CACHE_BYPASS_SECRET must be at least 32 characters when set');
  cacheBypassSecrets.set(env, result.data);
  return result.data;
}
