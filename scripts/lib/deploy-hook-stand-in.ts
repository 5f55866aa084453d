/**
 * A local stand-in for the deploy hook (docs/operations.md "Rebuilds"): GitHub's "create a workflow dispatch
 * event" call, `POST /repos/{owner}/{repo}/actions/workflows/{workflow}/dispatches` with
 * `Authorization: Bearer <token>` and `{ "ref": "main", "inputs": { … } }` (at most 10 inputs of
 * strings), answered 204 like GitHub. A missing or wrong token is a 401, a body GitHub would
 * refuse a 422, another path a 404. `GET /dispatches` lists what it accepted.
 *
 * Web-standard only (Request → Response), so worker tests can use it as a stubbed fetch;
 * deploy-hook-stand-in-server.ts serves it over HTTP on 127.0.0.1 for `npm start`.
 */

/** The token the stand-in accepts (the local DEPLOY_HOOK_TOKEN). */
export const LOCAL_DEPLOY_HOOK_TOKEN = 'lokalny-token-wdrozen-0123456789abcdef';
/** The path of the local hook: a repository and workflow of the stand-in's own. */
export const LOCAL_DEPLOY_HOOK_PATH = '/repos/sklep/sklep/actions/workflows/deploy.yml/dispatches';

export interface ReceivedDispatch {
  path: string;
  ref: string;
  inputs: Record<string, string>;
  receivedAt: string;
}

export interface DeployHookStandIn {
  received: ReceivedDispatch[];
  handle(request: Request): Promise<Response>;
}

const DISPATCH_PATH = /^\/repos\/[\w.-]+\/[\w.-]+\/actions\/workflows\/[\w.-]+\/dispatches$/;

const githubError = (status: number, message: string) =>
  Response.json(
    { message, documentation_url: 'https://docs.github.com/rest/actions/workflows#create-a-workflow-dispatch-event', status: String(status) },
    { status },
  );

function dispatchOf(body: unknown): { ref: string; inputs: Record<string, string> } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { ref, inputs = {} } = body as { ref?: unknown; inputs?: unknown };
  if (typeof ref !== 'string' || ref === '' || typeof inputs !== 'object' || inputs === null) return null;
  const entries = Object.entries(inputs);
  if (entries.length > 10 || entries.some(([, value]) => typeof value !== 'string')) return null;
  return { ref, inputs: Object.fromEntries(entries) as Record<string, string> };
}

/** A stand-in; `onDispatch` runs for each accepted dispatch (`npm start` rebuilds the site on it). */
export function createDeployHookStandIn({
  token = LOCAL_DEPLOY_HOOK_TOKEN,
  onDispatch,
}: {
  token?: string;
  onDispatch?: (dispatch: ReceivedDispatch) => void;
} = {}): DeployHookStandIn {
  const received: ReceivedDispatch[] = [];
  return {
    received,
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/dispatches') return Response.json(received);
      if (request.method !== 'POST' || !DISPATCH_PATH.test(pathname)) return githubError(404, 'Not Found');
      if (request.headers.get('Authorization') !== `Bearer ${token}`) return githubError(401, 'Bad credentials');
      const dispatch = dispatchOf(await request.json().catch(() => null));
      if (!dispatch) return githubError(422, 'Invalid request. "ref" is required; "inputs" holds at most 10 strings.');
      const accepted = { path: pathname, ...dispatch, receivedAt: new Date().toISOString() };
      received.push(accepted);
      onDispatch?.(accepted);
      return new Response(null, { status: 204 });
    },
  };
}
