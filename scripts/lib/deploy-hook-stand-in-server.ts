/**
 * The deploy hook's stand-in (deploy-hook-stand-in.ts) over HTTP on 127.0.0.1, for `npm start`
 * and by hand:
 *
 *   node scripts/lib/deploy-hook-stand-in-server.ts --port 8028
 *
 * then, in .dev.vars, `DEPLOY_HOOK_URL=http://127.0.0.1:8028/repos/sklep/sklep/actions/workflows/deploy.yml/dispatches`
 * and `DEPLOY_HOOK_TOKEN=lokalny-token-wdrozen-0123456789abcdef`. Where GitHub would start the
 * deploy workflow, `npm start` runs the local rebuild through scripts/build/publish-run.ts (which reports
 * its steps, its end and the live pages to the shop), one at a time: a dispatch that arrives during a
 * rebuild is run after it. `GET /dispatches` lists what it received.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createDeployHookStandIn,
  type DeployHookStandIn,
  LOCAL_DEPLOY_HOOK_PATH,
  LOCAL_DEPLOY_HOOK_TOKEN,
  type ReceivedDispatch,
} from './deploy-hook-stand-in.ts';
import { stopGroup } from './local-worker.ts';
import { repoRoot } from './paths.ts';
import { serveHandler } from './serve-handler.ts';

export interface DeployHookStandInServer {
  origin: string;
  /** For the worker's DEPLOY_HOOK_URL and DEPLOY_HOOK_TOKEN. */
  vars: { DEPLOY_HOOK_URL: string; DEPLOY_HOOK_TOKEN: string };
  standIn: DeployHookStandIn;
  close(): Promise<void>;
}

/**
 * Runs each dispatched rebuild request through publish-run.ts (the rebuild, its steps and its end
 * reported to the shop at `publishTo()`), never two at once: a dispatch that arrives meanwhile
 * runs after it, and its request is the latest one (a build covers every change before it).
 */
function rebuildQueue(
  log: (line: string) => void,
  publishTo: () => string | undefined,
): { take: (dispatch: ReceivedDispatch) => void; stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let next: ReceivedDispatch | null = null;
  let child: ChildProcess | null = null;
  let stopped = false;
  const run = (dispatch: ReceivedDispatch): Promise<void> =>
    new Promise<void>((resolve) => {
      log('Przebudowa strony (npm run rebuild) na żądanie redaktora…');
      const api = publishTo();
      const script = api ? path.join(repoRoot, 'scripts', 'build', 'publish-run.ts') : path.join(repoRoot, 'scripts', 'build', 'index.ts');
      const args = api ? ['--api', api, ...(dispatch.inputs.request ? ['--request', dispatch.inputs.request] : [])] : ['--incremental'];
      // Its own process group, so stopping the stand-in stops the rebuild and everything it started.
      child = spawn(process.execPath, [script, ...args], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
      child.on('exit', (code) => {
        child = null;
        log(code === 0 ? 'Przebudowa zakończona: zmiany są na stronie.' : `Przebudowa nie powiodła się (kod ${code}).`);
        resolve();
      });
    }).then(() => {
      running = null;
      if (next && !stopped) {
        const queued = next;
        next = null;
        running = run(queued);
      }
    });
  return {
    take: (dispatch) => {
      if (stopped) return;
      if (running) next = dispatch;
      else running = run(dispatch);
    },
    stop: async () => {
      stopped = true;
      if (child) await stopGroup(child);
    },
  };
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given); `rebuild` runs the local rebuild per dispatch. */
export async function startDeployHookStandIn({
  port = 0,
  rebuild = false,
  publishTo = () => undefined,
  log = console.log,
}: {
  port?: number;
  rebuild?: boolean;
  /** The shop whose API the rebuild reports to (its steps, its end, the live pages); none: the rebuild only. */
  publishTo?: () => string | undefined;
  log?: (line: string) => void;
} = {}): Promise<DeployHookStandInServer> {
  const queue = rebuild ? rebuildQueue(log, publishTo) : null;
  const standIn = createDeployHookStandIn({ onDispatch: queue?.take });
  const served = await serveHandler((request) => standIn.handle(request), { port });
  return {
    origin: served.origin,
    vars: { DEPLOY_HOOK_URL: `${served.origin}${LOCAL_DEPLOY_HOOK_PATH}`, DEPLOY_HOOK_TOKEN: LOCAL_DEPLOY_HOOK_TOKEN },
    standIn,
    close: async () => {
      await queue?.stop();
      await served.close();
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '8028' }, rebuild: { type: 'boolean', default: false } } });
  const server = await startDeployHookStandIn({ port: Number(values.port), rebuild: values.rebuild });
  console.log(`Zastępczy hak wdrożeń: ${server.vars.DEPLOY_HOOK_URL} (token ${server.vars.DEPLOY_HOOK_TOKEN})`);
}
