/**
 * How a call is declared: once, with its zod schemas, through @hono/zod-openapi. From that one
 * declaration come the request validation (a Polish 400, nothing read or written before it), the
 * OpenAPI document (openapi.ts), the types the site and the scripts use, the edge cache's rule
 * for the call (`cacheSeconds`, read by edge/api-cache.ts) and the fuzz tests
 * (worker/src/api/fuzz.test.ts), so a new call is documented, typed, cached right and attacked
 * by adding nothing else.
 */
import { createRoute, OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';
import { CART_SESSION_HEADER, STAFF_SESSION_HANDOVER_HEADER } from '../shared-names.ts';
import { DEFAULT_BODY_LIMIT_BYTES, limitBody } from './body-limit.ts';
import { refuseControlCharacters } from './control-characters.ts';
import { ApiError } from './errors.ts';
import { errorSchema } from './schemas.ts';
import { fieldsOf } from './validation.ts';
import { wellFormedJsonBodies } from './well-formed-text.ts';

/**
 * The error statuses a call may declare: besides those every call has, or giving its own meaning
 * to one of them (an upload's 413 and 415 say which files it takes).
 */
type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

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
/** The OpenAPI extension that marks the 503 page's liveness probe, which may ask past the cache. */
export const LIVENESS_PROBE_EXTENSION = 'x-liveness-probe';
/** The OpenAPI extension that carries the largest request body the call accepts, in bytes. */
export const BODY_LIMIT_EXTENSION = 'x-max-body-bytes';
/** The OpenAPI extension that marks a call the edge's csrf check lets other sites post to. */
export const CROSS_SITE_POST_EXTENSION = 'x-cross-site-post';
/**
 * The OpenAPI extension that marks a call answering a token pair: through the edge, a browser
 * never reads the tokens (httpOnly cookies instead) but `{ "loggedIn": true }` (edge/auth-session.ts).
 */
export const ISSUES_TOKENS_EXTENSION = 'x-issues-tokens';
/** The OpenAPI extension that lists the staff roles an admin call takes (admin/require-staff.ts). */
export const STAFF_ROLES_EXTENSION = 'x-staff-roles';
/** The OpenAPI extension that marks a call handing the browser a new cart session (the `Cart-Session-Id` answer header). */
export const HANDS_OVER_CART_SESSION_EXTENSION = 'x-hands-over-cart-session';
/** The OpenAPI extension that marks a call starting or ending a staff login (the `Staff-Session` answer header). */
export const HANDS_OVER_STAFF_SESSION_EXTENSION = 'x-hands-over-staff-session';

/**
 * A declared path as OpenAPI writes it: Hono's multi-segment parameter `{path{.+}}` is `{path}`.
 * @example toOpenApiPath('/media/file/{path{.+}}') // '/media/file/{path}'
 */
export function toOpenApiPath(path: string): string {
  return path.replace(/\{(\w+)\{[^}]*\}\}/g, '{$1}');
}

/** The `Cart-Session-Id` answer header of a call that hands over a cart session, as the document states it. */
const CART_SESSION_ANSWER_HEADER = {
  description:
    'Nowa sesja koszyka tej przeglądarki (UUID). Krawędź zapisuje ją w ciasteczku koszyka i usuwa nagłówek, więc przeglądarka jej nie czyta; dotychczasowa sesja koszyka przestaje działać.',
  required: true,
  schema: { type: 'string', format: 'uuid' },
} as const;

const STAFF_SESSION_ANSWER_HEADER = {
  description:
    'Logowanie pracownika: sekret nowej sesji albo `ended`, gdy sesja się skończyła. Krawędź zapisuje sekret w ciasteczku httpOnly (ścieżki /panel i /api/admin) albo je usuwa, i usuwa nagłówek, więc przeglądarka go nie czyta.',
  required: false,
  schema: { type: 'string' },
} as const;

/** The middleware that records which declared call a request is (its operationId). */
function nameOperation(operationId: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('operationId', operationId);
    await next();
  };
}

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
  /** The call's name in the document and in generated code (`getProductOffers`), unique. */
  operationId: string;
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
  /**
   * The 503 page polls this call to learn when the shop is back: its `Cache-Control: no-cache`
   * reads past the edge cache (without rewriting the stored copy). No other call honours it.
   */
  isLivenessProbe?: boolean;
  /**
   * The largest request body accepted, in bytes, when not the API's default (64 KiB): the edge
   * enforces it before the body is read (body-limit.ts), and the document states it.
   */
  maxBodyBytes?: number;
  /**
   * Other sites' servers may post to this call without an Origin: RFC 8058's one-click
   * unsubscribe comes from the mail provider; the staff's tools call the admin API. Only for
   * calls whose secret is in the path (a token) or in a header no form can send (the admin
   * token), which is then the whole protection; every other call keeps the csrf check.
   */
  acceptsCrossSitePost?: boolean;
  /**
   * Its 200 is a token pair (a login): the edge keeps the tokens in httpOnly cookies and answers
   * the browser `{ "loggedIn": true }`, so no page script ever holds a token.
   */
  issuesTokens?: boolean;
  /**
   * Its 200 names the browser's new cart session in the `Cart-Session-Id` answer header (a login
   * opens its own; a password change ends the old one): the edge writes it into the cart cookie
   * and drops the header, so no page reads it from an answer.
   */
  handsOverCartSession?: boolean;
  /**
   * Its answer may start or end a staff login in the `Staff-Session` header, which the edge moves
   * into the staff cookie (edge/staff-session.ts) and drops.
   */
  handsOverStaffSession?: boolean;
  /**
   * The staff roles an admin call takes (`staffCall(roles)`, admin/require-staff.ts): stated in the
   * document, enforced by the call's middleware, walked by the role test.
   */
  staffRoles?: readonly string[];
};

type DeclaredResponses<S extends z.ZodType, M extends string> = {
  200: { description: string; content: Record<M, { schema: S }> };
} & Record<400 | 500, ErrorResponse>;

/**
 * Declares a JSON call. Every call answers 200 with its schema, 400 and 500 with the error
 * schema, plus the errors it names; calls with a body add 413 and 415.
 * @example
 * const listFlags = declareCall({ operationId: 'listFlags', method: 'get', path: '/', summary: 'Flagi.',
 *   tags: ['Katalog'], request: { query: noQuery }, success: { schema: listOf(flagSchema), description: 'Flagi.' },
 *   cacheSeconds: 300 });
 * export const flagRoutes = createRouter().openapi(listFlags, async (c) => c.json({ items: await listFlagRows(c.env.DB) }, 200));
 */
export function declareCall<const D extends CallDeclaration<S, M>, S extends z.ZodType, M extends string = 'application/json'>(
  declaration: D & { success: Success<S, M> },
) {
  const {
    success,
    errors = {},
    cacheSeconds,
    isLivenessProbe,
    maxBodyBytes,
    acceptsCrossSitePost,
    issuesTokens,
    handsOverCartSession,
    handsOverStaffSession,
    staffRoles,
    ...route
  } = declaration;
  const hasBody = route.request?.body !== undefined;
  const content = Object.fromEntries((success.mediaTypes ?? ['application/json']).map((type) => [type, { schema: success.schema }]));
  const answerHeaders = {
    ...(handsOverCartSession ? { [CART_SESSION_HEADER]: CART_SESSION_ANSWER_HEADER } : {}),
    ...(handsOverStaffSession ? { [STAFF_SESSION_HANDOVER_HEADER]: STAFF_SESSION_ANSWER_HEADER } : {}),
  };
  const headers = Object.keys(answerHeaders).length > 0 ? { headers: answerHeaders } : {};
  const responses: Record<number, unknown> = { 200: { description: success.description, content, ...headers } };
  for (const [status, description] of Object.entries({ ...COMMON_ERRORS, ...(hasBody ? BODY_ERRORS : {}), ...errors })) {
    responses[Number(status)] = errorResponse(description);
  }
  return createRoute({
    ...route,
    // Every operation says who may call it: a public call anyone (`[]`), the others their scheme.
    security: route.security ?? [],
    // Every call names itself for what it logs and audits (`c.get('operationId')`); a body is
    // capped before anything reads it, then its text made well formed, then validated.
    middleware: [
      nameOperation(route.operationId),
      ...(hasBody ? [limitBody(maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES), wellFormedJsonBodies] : []),
      ...[route.middleware ?? []].flat(),
    ],
    ...(cacheSeconds ? { [CACHE_EXTENSION]: cacheSeconds } : {}),
    ...(isLivenessProbe ? { [LIVENESS_PROBE_EXTENSION]: true } : {}),
    ...(maxBodyBytes ? { [BODY_LIMIT_EXTENSION]: maxBodyBytes } : {}),
    ...(acceptsCrossSitePost ? { [CROSS_SITE_POST_EXTENSION]: true } : {}),
    ...(issuesTokens ? { [ISSUES_TOKENS_EXTENSION]: true } : {}),
    ...(handsOverCartSession ? { [HANDS_OVER_CART_SESSION_EXTENSION]: true } : {}),
    ...(handsOverStaffSession ? { [HANDS_OVER_STAFF_SESSION_EXTENSION]: true } : {}),
    ...(staffRoles ? { [STAFF_ROLES_EXTENSION]: [...staffRoles] } : {}),
    responses: responses as DeclaredResponses<S, M>,
  } as Omit<
    D,
    | 'success'
    | 'errors'
    | 'cacheSeconds'
    | 'isLivenessProbe'
    | 'maxBodyBytes'
    | 'acceptsCrossSitePost'
    | 'issuesTokens'
    | 'handsOverCartSession'
    | 'handsOverStaffSession'
    | 'staffRoles'
  > & {
    responses: DeclaredResponses<S, M>;
  });
}

/**
 * A required JSON request body of this schema, as a declaration's `request.body`.
 * @example request: { query: noQuery, body: jsonBody(contactMessageBody) }
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema: schema.superRefine(refuseControlCharacters) } } };
}

/** Marks every answer of a router, errors included, as the visitor's own and never to be stored. */
export const privateNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};

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
