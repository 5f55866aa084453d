/**
 * The declared calls as the edge reads them: which call a request is, its canonical inputs (the
 * call's own schemas applied to the path and query), how long its answer may be cached and how
 * large its body may be. Read from the same declarations that validate the call and generate the
 * OpenAPI document (contract.ts), so no rule is written twice. The API hands them over once, in
 * index.ts (`registerDeclaredCalls(api)`): this module imports no route, so no route's module can
 * meet it half-loaded (issue 30).
 */
import type { OpenAPIHono, RouteConfig, z } from '@hono/zod-openapi';
import {
  BODY_LIMIT_EXTENSION,
  CACHE_EXTENSION,
  CROSS_SITE_POST_EXTENSION,
  HANDS_OVER_CART_SESSION_EXTENSION,
  HANDS_OVER_STAFF_SESSION_EXTENSION,
  ISSUES_TOKENS_EXTENSION,
  LIVENESS_PROBE_EXTENSION,
  STAFF_ROLES_EXTENSION,
  toOpenApiPath,
} from './contract.ts';

export interface DeclaredCall {
  /** Upper case: `GET`. */
  method: string;
  /** The path as the OpenAPI document writes it: `/api/public/v1/media/file/{path}`. */
  path: string;
  /** The declaration itself: `request` and `responses[status].content[type].schema` are its zod schemas. */
  route: RouteConfig;
  /** Seconds the edge may keep a 200; 0 for never. */
  cacheSeconds: number;
  /** The 503 page's liveness probe may ask past the cache (`Cache-Control: no-cache`). */
  isLivenessProbe: boolean;
  /** The largest body the call takes, in bytes, when it declares one (else the API's default). */
  maxBodyBytes: number | undefined;
  /** Other sites may post to it without an Origin (RFC 8058 one-click); the edge's csrf check lets it pass. */
  acceptsCrossSitePost: boolean;
  /** Its 200 is a token pair, which the edge turns into cookies (a browser reads `{ loggedIn: true }`). */
  issuesTokens: boolean;
  /** Its 200 hands the browser a new cart session in the `Cart-Session-Id` header, which the edge moves into the cookie. */
  handsOverCartSession: boolean;
  /** Its answer may start or end a staff login in the `Staff-Session` header, which the edge moves into the staff cookie. */
  handsOverStaffSession: boolean;
  /** The staff roles an admin call takes; null for a call that is not an admin call. */
  staffRoles: readonly string[] | null;
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
}

interface CompiledCall extends DeclaredCall {
  pattern: RegExp;
  paramNames: string[];
}

type DeclaredRoute = RouteConfig & Record<string, unknown>;

function compile(route: DeclaredRoute): CompiledCall {
  const paramNames: string[] = [];
  // `{name}` is one segment; `{name{regex}}` is Hono's parameter with its own pattern.
  const source = route.path.replace(/\{(\w+)(?:\{([^}]*)\})?\}|[.*+?^$()[\]\\|]/g, (token, name?: string, regex?: string) => {
    if (!name) return `\\${token}`;
    paramNames.push(name);
    return regex ? `(${regex})` : '([^/]+)';
  });
  return {
    method: route.method.toUpperCase(),
    path: toOpenApiPath(route.path),
    route,
    cacheSeconds: typeof route[CACHE_EXTENSION] === 'number' ? route[CACHE_EXTENSION] : 0,
    isLivenessProbe: route[LIVENESS_PROBE_EXTENSION] === true,
    maxBodyBytes: typeof route[BODY_LIMIT_EXTENSION] === 'number' ? route[BODY_LIMIT_EXTENSION] : undefined,
    acceptsCrossSitePost: route[CROSS_SITE_POST_EXTENSION] === true,
    issuesTokens: route[ISSUES_TOKENS_EXTENSION] === true,
    handsOverCartSession: route[HANDS_OVER_CART_SESSION_EXTENSION] === true,
    handsOverStaffSession: route[HANDS_OVER_STAFF_SESSION_EXTENSION] === true,
    staffRoles: Array.isArray(route[STAFF_ROLES_EXTENSION]) ? (route[STAFF_ROLES_EXTENSION] as string[]) : null,
    params: route.request?.params as z.ZodType | undefined,
    query: route.request?.query as z.ZodType | undefined,
    pattern: new RegExp(`^${source}$`),
    paramNames,
  };
}

/** Where the declarations are read from: the API's router, whose registry holds every declared call. */
type DeclarationSource = Pick<OpenAPIHono, 'openAPIRegistry'>;

let source: DeclarationSource | undefined;
let compiled: CompiledCall[] | undefined;

/** Hands the API's declarations to their readers; index.ts calls it once, before the worker serves. */
export function registerDeclaredCalls(api: DeclarationSource): void {
  source = api;
  compiled = undefined;
}

/** Every declared call, in declaration order: what the edge and the fuzz test read the contract by. */
export function declaredCalls(): readonly DeclaredCall[] {
  if (!source) throw new Error('The declared calls were read before index.ts registered the API (registerDeclaredCalls).');
  compiled ??= source.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [compile(definition.route as DeclaredRoute)] : [],
  );
  return compiled;
}

export interface MatchedCall {
  call: DeclaredCall;
  /** Path parameters, decoded. */
  params: Record<string, string>;
}

/** The declared call whose method and path pattern a request has (HEAD is GET's), its parameters unread. */
function compiledCallAt(method: string, pathname: string): { call: CompiledCall; match: RegExpExecArray } | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const call of declaredCalls() as CompiledCall[]) {
    if (call.method !== wanted) continue;
    const match = call.pattern.exec(pathname);
    if (match) return { call, match };
  }
  return null;
}

/**
 * The declared call at a method and path even when a parameter is malformed (the API answers that
 * 400 itself): for the edge's rules that depend on the call alone, such as its csrf exemption.
 */
export function declaredCallAt(method: string, pathname: string): DeclaredCall | null {
  return compiledCallAt(method, pathname)?.call ?? null;
}

/** The declared call a request is (HEAD is GET's) with its decoded parameters, or null (also for a malformed parameter). */
export function matchDeclaredCall(method: string, pathname: string): MatchedCall | null {
  const found = compiledCallAt(method, pathname);
  if (!found) return null;
  const { call, match } = found;
  try {
    return { call, params: Object.fromEntries(call.paramNames.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')])) };
  } catch {
    return null;
  }
}

/** The query as Hono hands it to a validator: one value as a string, repeats as an array. */
function queryObjectOf(search: URLSearchParams): Record<string, string | string[]> {
  // Own properties whatever their names: `?__proto__=` is an unknown parameter, not a prototype.
  return Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const values = search.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
}

/** JSON with object keys sorted, so equal inputs have one spelling. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * The canonical spelling of a request to `matched`: its path and query as the call's schemas
 * read them. Null when they do not pass (the API answers that request with a 400 itself).
 * @example canonicalInputOf(match, new URL('…/products?limit=100')) // the same as for …/products
 */
export function canonicalInputOf({ call, params }: MatchedCall, url: URL): string | null {
  const parsedParams = call.params ? call.params.safeParse(params) : { success: true as const, data: {} };
  const parsedQuery = call.query ? call.query.safeParse(queryObjectOf(url.searchParams)) : { success: url.search === '', data: {} };
  if (!parsedParams.success || !parsedQuery.success) return null;
  return `${call.method} ${call.path} ${stableJson({ params: parsedParams.data, query: parsedQuery.data })}`;
}
