/**
 * With API_ORIGIN set, /api/* goes to that shop API instead of the embedded one: same path and
 * query, same method, body and headers (Cart-Session-Id, Language-Code, ...).
 */
import type { MiddlewareHandler } from 'hono';
import { proxy } from 'hono/proxy';
import { z } from 'zod';
import type { AppEnv } from '../env.ts';

const apiOriginSchema = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

/** The configured origin, validated; throws at the first request if the variable is malformed. */
export function parseApiOrigin(value: string): string {
  const result = apiOriginSchema.safeParse(value);
  if (!result.success) throw new Error(`API_ORIGIN must be an http(s) origin, got ${JSON.stringify(value)}`);
  return result.data;
}

export const proxyToApiOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.env.API_ORIGIN) return next();
  const url = new URL(c.req.url);
  return proxy(`${parseApiOrigin(c.env.API_ORIGIN)}${url.pathname}${url.search}`, {
    raw: c.req.raw,
    headers: { ...Object.fromEntries(c.req.raw.headers), host: undefined },
  });
};
