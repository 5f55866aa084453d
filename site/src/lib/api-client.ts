/**
 * The browser's calls to the shop API. Every call carries `Language-Code` (spec §7); the edge
 * cache keys on it. A non-2xx answer throws `ApiRequestError` with the API's Polish message; an
 * answer that does not fit its call's shape (generated from the contract:
 * site/src/lib/generated/response-shapes/) throws `ApiContractError` naming the field. A call
 * may name its shape by a loader (`ShapeSource`): the shape then loads beside the request, so a
 * page's first load need not carry the shapes of calls it makes only later (decision 027).
 * A call that fills the page itself (`getPageJson`) follows spec §8 on 403 and 503: the browser
 * goes to the error page of that status; background calls (suggestions, live prices,
 * recommendations) only throw, and their callers keep what the page shows. Cart calls (`/carts…`)
 * also carry the cart identifiers of spec §7 (lib/cart/cart-ids.ts).
 */
import { findShapeMismatch, type Shape } from './api-shape.ts';
import type { ApiErrorBody } from './api-types.ts';
import { ensureCartIdHeaders } from './cart/cart-ids.ts';
import { href } from './routes.ts';

export const PUBLIC_API = '/api/public/v1';
/** The customer's own calls (issue 14); the edge adds the bearer token from its httpOnly cookie. */
export const SECURE_API = '/api/secure/v1';

/**
 * A secure API path, for the same helpers as the public ones.
 * @example secureApiPath('/users/me') // '/api/secure/v1/users/me'
 */
export function secureApiPath(path: string): string {
  return `${SECURE_API}${path}`;
}

/** A path under `/api/` is used as it is (secure calls); any other is a public API path. */
function urlOf(path: string): string {
  return path.startsWith('/api/') ? path : `${PUBLIC_API}${path}`;
}

export class ApiRequestError extends Error {
  readonly status: number;
  /** The API's own Polish message, or null when the answer had none (a bare 500, a proxy's page). */
  readonly serverMessage: string | null;
  /** The API's error code (`invalid_input`, `form_too_fast`, ...), when it sent one. */
  readonly code: string | undefined;
  /** The API's Polish message per field (`email` → 'Podaj poprawny adres e-mail…'), for forms. */
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds the API asks to wait (`Retry-After` of a 429), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    details: { serverMessage?: string | null; code?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.serverMessage = details.serverMessage === undefined ? message : details.serverMessage;
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A 2xx answer the contract does not allow: the API drifted from what the page was built for. */
export class ApiContractError extends Error {
  readonly field: string;

  constructor(path: string, field: string) {
    super(`Odpowiedź ${path} nie zgadza się z kontraktem API (pole ${field}).`);
    this.name = 'ApiContractError';
    this.field = field;
  }
}

/** A call's shape, or a loader of it (a dynamic import of its generated module). */
export type ShapeSource = Shape | (() => Promise<Shape>);

async function request<T>(path: string, shape: ShapeSource, init: RequestInit = {}): Promise<T> {
  const cartIds = path.startsWith('/carts') ? ensureCartIdHeaders() : {};
  const checked = loadShape(shape);
  const response = await fetch(urlOf(path), {
    ...init,
    headers: { Accept: 'application/json', 'Language-Code': 'pl', ...cartIds, ...init.headers },
  });
  return readChecked(path, response, checked);
}

function loadShape(shape: ShapeSource): Promise<Shape> {
  const checked = typeof shape === 'function' ? shape() : Promise.resolve(shape);
  // Awaited after the answer; a failed request must not leave the load's failure unhandled meanwhile.
  checked.catch(() => {});
  return checked;
}

/**
 * An answer already fetched, read as the call's own would be: a non-2xx throws `ApiRequestError`,
 * a 2xx that does not fit `shape` throws `ApiContractError`. The early-cart script's adds, sent
 * before the page's script ran, are read so (lib/cart/early-cart.ts).
 */
export function readAnswer<T>(path: string, response: Response, shape: ShapeSource): Promise<T> {
  return readChecked(path, response, loadShape(shape));
}

async function readChecked<T>(path: string, response: Response, checked: Promise<Shape>): Promise<T> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    const serverMessage = body?.error?.message ?? null;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiRequestError(response.status, serverMessage ?? `HTTP ${response.status}`, {
      serverMessage,
      code: body?.error?.code,
      fields: body?.error?.fields,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  const body: unknown = await response.json();
  const mismatch = findShapeMismatch(body, await checked);
  if (mismatch !== null) throw new ApiContractError(path, mismatch);
  return body as T;
}

/**
 * A public API path with its query; parameters that are undefined or empty are left out. One
 * spelling per call, so it serves as an SWR key too.
 * @example apiPath('/search', { q: 'mydło', page: 2 }) // '/search?q=myd%C5%82o&page=2'
 */
export function apiPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** GET a public API path such as `/products/offers?uuids=…` (or a `secureApiPath`), checked against its call's shape. */
export function getJson<T>(path: string, shape: ShapeSource): Promise<T> {
  return request<T>(path, shape);
}

/** Spec §8: the statuses that lead to their own error page. */
const ERROR_PAGE_OF_STATUS: Partial<Record<number, string>> = { 403: href('error403'), 503: href('error503') };

/** The error page an API status leads to, or null when the caller handles it (404, 500, ...). */
export function errorPageOfStatus(status: number): string | null {
  return ERROR_PAGE_OF_STATUS[status] ?? null;
}

/**
 * GET what the page shows (search results, a filtered listing): on 403 or 503 the browser goes to
 * that error page (spec §8), on anything else it throws like `getJson`.
 */
export async function getPageJson<T>(
  path: string,
  shape: ShapeSource,
  navigate: (path: string) => void = (target) => window.location.assign(target),
): Promise<T> {
  try {
    return await request<T>(path, shape);
  } catch (error) {
    const errorPage = error instanceof ApiRequestError ? errorPageOfStatus(error.status) : null;
    if (errorPage) navigate(errorPage);
    throw error;
  }
}

function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: unknown,
  shape: ShapeSource,
  headers: Record<string, string> = {},
): Promise<T> {
  if (body === undefined) return request<T>(path, shape, { method, headers });
  return request<T>(path, shape, { method, body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } });
}

/**
 * POST JSON to a public API path (no body when `body` is undefined); the answer is checked against
 * its call's shape. `headers` adds the call's own (placing an order sends `Idempotency-Key`).
 */
export function postJson<T>(path: string, body: unknown, shape: ShapeSource, headers: Record<string, string> = {}): Promise<T> {
  return sendJson('POST', path, body, shape, headers);
}

/** PUT JSON to a public API path; the answer is checked against its call's shape. */
export function putJson<T>(path: string, body: unknown, shape: ShapeSource): Promise<T> {
  return sendJson('PUT', path, body, shape);
}

/** PATCH JSON to an API path (the back office's changes); the answer is checked against its call's shape. */
export function patchJson<T>(path: string, body: unknown, shape: ShapeSource): Promise<T> {
  return sendJson('PATCH', path, body, shape);
}

/** DELETE a public API path; the answer is checked against its call's shape. */
export function deleteJson<T>(path: string, shape: ShapeSource): Promise<T> {
  return request<T>(path, shape, { method: 'DELETE' });
}
