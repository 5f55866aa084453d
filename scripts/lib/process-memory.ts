/**
 * The resident memory of processes by their process group, read from /proc (Linux): how much
 * workerd holds while a local worker serves (the worker is started in its own group, so its
 * workerd is found by the group, never by name alone).
 */
import { readdir, readFile } from 'node:fs/promises';

/** Fields of /proc/<pid>/stat after the command's closing parenthesis: state, ppid, pgrp, … */
function groupOf(stat: string): { command: string; group: number } | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = stat.slice(close + 2).split(' ');
  return { command: stat.slice(open + 1, close), group: Number(fields[2]) };
}

/** The summed resident set (bytes) of the processes of group `group` whose command starts with `command`. */
export async function groupResidentBytes(group: number, command: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const process = groupOf(await readFile(`/proc/${entry}/stat`, 'utf8'));
      if (!process || process.group !== group || !process.command.startsWith(command)) continue;
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const kib = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
      if (kib) total += Number(kib) * 1024;
    } catch {
      // the process ended while it was read
    }
  }
  return total;
}

/**
 * Whether memory samples stay flat: the median of the last third is within `tolerance` (a
 * fraction) or `slackBytes` of the median of the first third (after start-up). Fewer than six
 * samples say nothing either way.
 */
export function memoryTrend(samples: readonly number[], { tolerance = 0.1, slackBytes = 16 << 20 } = {}): 'flat' | 'growing' | 'too few samples' {
  if (samples.length < 6) return 'too few samples';
  const third = Math.floor(samples.length / 3);
  const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const early = median(samples.slice(0, third));
  const late = median(samples.slice(-third));
  return late - early <= Math.max(early * tolerance, slackBytes) ? 'flat' : 'growing';
}

/**
 * The JavaScript heap of the worker behind a local `wrangler dev`, read through its debugger
 * (Chrome DevTools Protocol `Runtime.getHeapUsage` on the worker's target): used bytes, or null
 * when the debugger does not answer. Beside the process's resident memory it tells a leak in the
 * shop's code (the heap grows) from memory the local runtime keeps (the heap stays, the process grows).
 */
export async function workerHeapBytes(inspectorPort: number): Promise<number | null> {
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`, { signal: AbortSignal.timeout(2000) })).json()) as {
      webSocketDebuggerUrl?: string;
    }[];
    const url = targets.find((target) => target.webSocketDebuggerUrl)?.webSocketDebuggerUrl;
    if (!url) return null;
    // The debugger accepts a local origin only (Miniflare's inspector proxy); Node's WebSocket sends none by itself.
    const socket = new WebSocket(url, { headers: { Origin: 'http://127.0.0.1' } } as unknown as string[]);
    return await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => finish(null), 3000);
      function finish(value: number | null) {
        clearTimeout(timer);
        socket.close();
        resolve(value);
      }
      socket.addEventListener('open', () => socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' })));
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: { usedSize?: number } };
        if (message.id === 1) finish(message.result?.usedSize ?? null);
      });
      socket.addEventListener('error', () => finish(null));
    });
  } catch {
    return null;
  }
}
