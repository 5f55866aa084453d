/**
 * The one Worker: edge rules first, then /api (the embedded shop API, or a proxy to API_ORIGIN
 * when it is set), then the static export through the ASSETS binding. Paths outside
 * wrangler.toml's run_worker_first list never reach this code: the assets layer serves them.
 */
import { Hono } from 'hono';
import { api } from './api/app.ts';
import { proxyToApiOrigin } from './edge/api-proxy.ts';
import type { AppEnv } from './env.ts';

const app = new Hono<AppEnv>();

app.use('/api/*', proxyToApiOrigin);
app.mount('/api', api.fetch);
// Everything else is the static export; its own 404 page answers unknown paths with status 404.
app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));

export default app;
