/**
 * The panel's calls to the admin API (`/api/admin/v1`, issue 31). The browser never holds the
 * staff login: its httpOnly cookie (path /api/admin) goes with every call of this origin, and the
 * edge hands it to the API. Answers are checked against their calls' shapes, generated from the
 * contract (site/src/lib/generated/response-shapes/), like the shop's own calls. A 401 means the
 * login ended: the panel goes to its login page, to come back here afterwards.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiRequestError, apiPath, deleteJson, getJson, patchJson, postJson, putJson, type ShapeSource } from '@/lib/api-client.ts';
import { href } from '@/lib/routes.ts';

export const ADMIN_API = '/api/admin/v1';

/**
 * An admin API path with its query (empty values left out): one spelling per call, an SWR key too.
 * @example adminPath('/orders', { status: 40 }) // '/api/admin/v1/orders?status=40'
 */
export function adminPath(path: string, query: Record<string, string | number | undefined> = {}): string {
  return apiPath(`${ADMIN_API}${path}`, query);
}

/** The panel's login page, coming back to the page the browser is on. */
export function panelLoginPath(): string {
  const next = `${window.location.pathname}${window.location.search}`;
  return `${href('panelLogin')}?${new URLSearchParams({ next })}`;
}

/** Sends the browser to the panel's login when the login ended (a 401 of any call), and says so. */
export function leaveOnEndedLogin(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return false;
  window.location.assign(panelLoginPath());
  return true;
}

/** An admin GET through SWR: the answer checked against its shape, a 401 taken to the login. */
export function useAdmin<T>(path: string | null, shape: ShapeSource, config: SWRConfiguration<T> = {}): SWRResponse<T, unknown> {
  return useSWR<T>(path, (key: string) => getJson<T>(key, shape), {
    revalidateOnFocus: true,
    ...config,
    onError: (error, key, settings) => {
      leaveOnEndedLogin(error);
      config.onError?.(error, key, settings);
    },
  });
}

/** The admin calls that change something: JSON in, the call's answer out, a 401 taken to the login. */
export const adminSend = {
  post: <T>(path: string, body: unknown, shape: ShapeSource) => withLogin(postJson<T>(`${ADMIN_API}${path}`, body, shape)),
  patch: <T>(path: string, body: unknown, shape: ShapeSource) => withLogin(patchJson<T>(`${ADMIN_API}${path}`, body, shape)),
  put: <T>(path: string, body: unknown, shape: ShapeSource) => withLogin(putJson<T>(`${ADMIN_API}${path}`, body, shape)),
  delete: <T>(path: string, shape: ShapeSource) => withLogin(deleteJson<T>(`${ADMIN_API}${path}`, shape)),
};

async function withLogin<T>(sent: Promise<T>): Promise<T> {
  try {
    return await sent;
  } catch (error) {
    leaveOnEndedLogin(error);
    throw error;
  }
}

/** The Polish message of a failed call: the API's own, else a general one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}
