/**
 * The shop API as the browser calls it: same origin, public calls under /api/public/v1. Errors
 * keep their status and the API's Polish message, so a view can tell "not found" from "failed".
 */
import type { ApiErrorBody } from './api-types.ts';

export const PUBLIC_API = '/api/public/v1';

export class ApiRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
  }
}

/**
 * A public API path with its query; parameters that are undefined or empty are left out.
 * @example publicApiPath('/search', { q: 'mydło', page: 2 }) // '/api/public/v1/search?q=myd%C5%82o&page=2'
 */
export function publicApiPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `${PUBLIC_API}${path}${search ? `?${search}` : ''}`;
}

/** GETs JSON; a non-2xx answer throws ApiRequestError with the API's message. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiRequestError(response.status, body?.error?.message ?? response.statusText);
  }
  return (await response.json()) as T;
}
