/**
 * The two ways the concurrency benchmarks reach the Worker (issue 37): through `wrangler dev` on
 * 127.0.0.1 (what `npm start` and the browser tests use; its local proxy queues concurrent
 * requests) and through Miniflare's `dispatchFetch` with no proxy (scripts/lib/miniflare-worker.ts).
 * A benchmark runs its timed phases once per transport, one after the other, on the same local D1.
 */
import { type LocalWorker, startLocalWorker } from '../lib/local-worker.ts';
import { type MiniflareWorker, startMiniflareWorker } from '../lib/miniflare-worker.ts';

export interface Transport {
  /** How the requests travel, for the printed rows. */
  label: string;
  /** The origin to address requests to (and to send as `Origin` on writes). */
  origin: string;
  pastCacheHeaders: Record<string, string>;
  /** Sends one request; the answer's body is read whole before it resolves. */
  send(url: string, init?: RequestInit): Promise<{ status: number; text: string }>;
  stop(): Promise<void>;
}

function overHttp(worker: LocalWorker): Transport {
  return {
    label: `through wrangler dev's proxy (127.0.0.1:${new URL(worker.url).port})`,
    origin: worker.url,
    pastCacheHeaders: worker.pastCacheHeaders,
    async send(url, init) {
      const response = await fetch(url, init);
      return { status: response.status, text: await response.text() };
    },
    stop: () => worker.stop(),
  };
}

function inProcess(worker: MiniflareWorker): Transport {
  return {
    label: "Miniflare's dispatchFetch, no proxy",
    origin: worker.url,
    pastCacheHeaders: worker.pastCacheHeaders,
    send: worker.fetch,
    stop: worker.stop,
  };
}

/**
 * Runs `measure` through `wrangler dev` on `port` and then through Miniflare, stopping each after.
 * Refuses to measure Miniflare when its D1 does not hold the `products` that wrangler counted
 * (another state folder would give figures for another catalogue).
 */
export async function eachTransport(port: number, products: number, measure: (transport: Transport) => Promise<void>): Promise<void> {
  const starts = [
    async () => overHttp(await startLocalWorker({ port, quiet: true })),
    async () => {
      const worker = await startMiniflareWorker();
      const seen = await worker.countProducts();
      if (seen !== products) {
        await worker.stop();
        throw new Error(`Miniflare's D1 holds ${seen} products, wrangler's local D1 ${products}: not the same database`);
      }
      return inProcess(worker);
    },
  ];
  for (const start of starts) {
    const transport = await start();
    try {
      await measure(transport);
    } finally {
      await transport.stop();
    }
  }
}
