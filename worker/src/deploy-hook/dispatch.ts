/**
 * The deploy hook (docs/operations.md "Rebuilds", docs/decisions/025-deploy-and-operations.md): a rebuild
 * request starts the shop's deploy workflow through GitHub's "create a workflow dispatch event"
 * call (`POST https://api.github.com/repos/{owner}/{repo}/actions/workflows/{file}/dispatches`,
 * a token with the Actions write permission, `{ ref, inputs }`, 204 on success). DEPLOY_HOOK_URL
 * names that address; without it the hook is off and `npm run rebuild` is the way. A local
 * stand-in speaks the same protocol (scripts/lib/deploy-hook-stand-in.ts).
 */
import { z } from 'zod';
import type { WorkerEnv } from '../env.ts';
import type { DEPLOY_HOOK_INPUTS } from '../shared-names.ts';

/** How long the editor's request waits for GitHub. */
export const DEPLOY_HOOK_TIMEOUT_MS = 10_000;

const hookSchema = z.object({
  DEPLOY_HOOK_URL: z.url({ protocol: /^https?$/ }),
  DEPLOY_HOOK_TOKEN: z.string().min(1).max(512).optional(),
  DEPLOY_HOOK_REF: z
    .string()
    .regex(/^[\w./-]{1,100}$/)
    .default('main'),
});

export type DeployHook = z.output<typeof hookSchema>;

/** The configured hook, null when DEPLOY_HOOK_URL is unset; throws on a malformed value (a logged 500). */
export function deployHookOf(env: Pick<WorkerEnv, 'DEPLOY_HOOK_URL' | 'DEPLOY_HOOK_TOKEN' | 'DEPLOY_HOOK_REF'>): DeployHook | null {
  if (!env.DEPLOY_HOOK_URL) return null;
  const parsed = hookSchema.safeParse({
    DEPLOY_HOOK_URL: env.DEPLOY_HOOK_URL,
    DEPLOY_HOOK_TOKEN: env.DEPLOY_HOOK_TOKEN || undefined,
    DEPLOY_HOOK_REF: env.DEPLOY_HOOK_REF || undefined,
  });
  if (!parsed.success) throw new Error(`DEPLOY_HOOK_*: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
  return parsed.data;
}

export interface HookOutcome {
  status: 'called' | 'failed';
  /** The hook's HTTP status, 0 when it did not answer. */
  answer: number;
}

/** Asks the deploy workflow to run for a rebuild request; never throws (a failed call is an outcome). */
export async function callDeployHook(hook: DeployHook, inputs: Record<(typeof DEPLOY_HOOK_INPUTS)[number], string>): Promise<HookOutcome> {
  try {
    const response = await fetch(hook.DEPLOY_HOOK_URL, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        'Content-Type': 'application/json',
        'User-Agent': 'sklep-worker',
        'X-GitHub-Api-Version': '2022-11-28',
        ...(hook.DEPLOY_HOOK_TOKEN ? { Authorization: `Bearer ${hook.DEPLOY_HOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify({ ref: hook.DEPLOY_HOOK_REF, inputs }),
      signal: AbortSignal.timeout(DEPLOY_HOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { status: response.ok ? 'called' : 'failed', answer: response.status };
  } catch {
    return { status: 'failed', answer: 0 };
  }
}
