/**
 * How a call is declared: once, with its zod schemas, through @hono/zod-openapi. From that one
 * declaration come the request validation (a Polish 400, nothing read or written before it), the
 * OpenAPI document (openapi.ts), the types the site and the scripts use, the edge cache's rule
 * for the call (`cacheSeconds`, read by edge/api-cache.ts) and the fuzz tests
 * (worker/src/api/fuzz.test.ts), so a new call is documented, typed, cached right and attacked
 * by adding nothing else.
 */
import { createRoute, OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env.ts';
import { ApiError } from './errors.ts';
import { errorSchema } from './schemas.ts';
import { fieldsOf } from './validation.ts';

/** The error statuses a call may declare besides those every call has. */
type DeclaredErrorStatus = 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** Errors every call can answer: bad input and the server's own failure. */
const COMMON_ERRORS = {
  400: 'Nieprawidłowe dane wejściowe: parametry, zapytanie lub treść nie pasują do opisu wywołania.',
  500: 'Błąd serwera.',
} as const;
/** Errors of calls with a body. */
const BODY_ERRORS = {
  413: 'Treść żądania przekracza limit wywołania.',
  415: 'Treść żądania nie jest w formacie JSON.',
} as const;

/** The OpenAPI extension that carries the edge cache's rule: seconds a public GET may be kept. */
export const CACHE_EXTENSION = 'x-cache-seconds';
/** The OpenAPI extension that carries the largest request body the call accepts, in bytes. */
export const BODY_LIMIT_EXTENSION = 'x-max-body-bytes';

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorSchema } } };
}

type ErrorResponse = ReturnType<typeof errorResponse>;

interface Success<S extends z.ZodType, M extends string> {
  schema: S;
  description: string;
  /** Media types of a 200 that is not JSON (files); JSON when absent. */
  mediaTypes?: readonly M[];
}

/** What a call declares: everything of `createRoute` but its responses, which are built here. */
type CallDeclaration<S extends z.ZodType, M extends string> = Omit<RouteConfig, 'responses'> & {
  /** Polish summary: what the call is for, one line. */
  summary: string;
  /** The 200 answer, JSON unless it names its media types. */
  success: Success<S, M>;
  /** Errors this call answers besides 400 and 500, each with its Polish meaning. */
  errors?: Partial<Record<DeclaredErrorStatus, string>>;
  /**
   * Seconds the edge may keep the answer of this public GET (0 or absent: never). Declared here,
   * with the call, so caching is opt-in and no future call is cached by accident.
   */
  cacheSeconds?: number;
  /** The largest request body accepted, in bytes (calls with a body); a larger one is a 413, never read. */
  maxBodyBytes?: number;
};

type DeclaredResponses<S extends z.ZodType, M extends string> = {
  200: { description: string; content: Record<M, { schema: S }> };
} & Record<400 | 500, ErrorResponse>;

/**
 * Declares a JSON call. Every call answers 200 with its schema, 400 and 500 with the error
 * schema, plus the errors it names; calls with a body add 413 and 415.
 * @example
 * const getFlags = declareCall({ method: 'get', path: '/', summary: 'Flagi', tags: ['Katalog'],
 *   request: { query: noQuery }, success: { schema: listOf(flagSchema), description: 'Flagi' }, cacheSeconds: 300 });
 */
export function declareCall<const D extends CallDeclaration<S, M>, S extends z.ZodType, M extends string = 'application/json'>(
  declaration: D & { success: Success<S, M> },
) {
  const { success, errors = {}, cacheSeconds, maxBodyBytes, ...route } = declaration;
  const hasBody = route.request?.body !== undefined;
  const content = Object.fromEntries((success.mediaTypes ?? ['application/json']).map((type) => [type, { schema: success.schema }]));
  const responses: Record<number, unknown> = { 200: { description: success.description, content } };
  for (const [status, description] of Object.entries({ ...COMMON_ERRORS, ...(hasBody ? BODY_ERRORS : {}), ...errors })) {
    responses[Number(status)] = errorResponse(description);
  }
  return createRoute({
    ...route,
    ...(cacheSeconds ? { [CACHE_EXTENSION]: cacheSeconds } : {}),
    // The limit runs before the validators, so an oversized body is refused unread (handleApiError words the 413).
    ...(maxBodyBytes ? { [BODY_LIMIT_EXTENSION]: maxBodyBytes, middleware: [bodyLimit({ maxSize: maxBodyBytes })] } : {}),
    responses: responses as DeclaredResponses<S, M>,
  } as Omit<D, 'success' | 'errors' | 'cacheSeconds' | 'maxBodyBytes'> & { responses: DeclaredResponses<S, M> });
}

/**
 * A router of declared calls. A request that fails its schemas is a 400 in the one error shape,
 * with a Polish message per field.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw new ApiError(400, 'invalid_input', 'Nieprawidłowe dane wejściowe.', fieldsOf(result.error));
    },
  });
}
