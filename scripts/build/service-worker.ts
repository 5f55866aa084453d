/**
 * After `next build`: writes the service worker, site/out/sw.js (docs/decisions/020-service-worker.md).
 * It precaches the offline page and the files that page loads (styles, fonts, scripts, pictures),
 * nothing else; its request rules are site/src/lib/service-worker-strategy.ts, copied in with
 * their types stripped. The version is a hash of everything the worker holds, so a build that
 * changes any of it yields a byte-different sw.js, which browsers install as an update.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { href } from '#lib/routes.ts';
import { publicPagePatterns } from '#lib/service-worker-pages.ts';
import { listPageScripts } from './scripts-after-paint.ts';

/** Where the offline page is exported, and the path the worker precaches it under. */
export const OFFLINE_PATH = href('offline');
/** Most copies of public pages the worker keeps; the oldest go first. */
export const MAX_STORED_PAGES = 50;

const STRATEGY_SOURCE = path.join(import.meta.dirname, '..', '..', 'site', 'src', 'lib', 'service-worker-strategy.ts');

const ASSET_ATTRIBUTE = /\s(?:href|src)="(\/[^"?#]*)"/g;
const CSS_URL = /url\(\s*["']?([^"')?#]+)/g;
/** Files of the export the offline page may load; not pages, payloads or the API. */
const STATIC_FILE = /^\/(?!api\/|_dev\/)[^?#]*\.(?:css|js|woff2?|svg|png|jpe?g|webp|avif|ico)$/;

/** The site paths of the files a page loads: its own links and scripts, and the fonts and pictures its styles name. */
export async function listOfflineFiles(outDir: string, html: string): Promise<string[]> {
  const files = new Set<string>();
  // The chunks the loader adds after the first paint are named in its attribute, not in a src.
  for (const file of [...Array.from(html.matchAll(ASSET_ATTRIBUTE), ([, file = '']) => file), ...listPageScripts(html)]) {
    if (STATIC_FILE.test(file)) files.add(file);
  }
  for (const file of [...files]) {
    if (!file.endsWith('.css')) continue;
    const css = await readFile(path.join(outDir, file), 'utf8');
    for (const [, reference = ''] of css.matchAll(CSS_URL)) {
      if (reference.startsWith('data:') || /^[a-z]+:/i.test(reference)) continue;
      const resolved = new URL(reference, `https://site${file}`).pathname;
      if (STATIC_FILE.test(resolved)) files.add(resolved);
    }
  }
  return [...files].sort();
}

export interface ServiceWorkerBuild {
  readonly version: string;
  readonly precache: readonly string[];
  readonly script: string;
}

/** The worker's script for an export directory (pure but for reading the files it precaches). */
export async function buildServiceWorker(outDir: string): Promise<ServiceWorkerBuild> {
  const offlineHtml = await readFile(path.join(outDir, `${OFFLINE_PATH}.html`), 'utf8');
  const precache = [OFFLINE_PATH, ...(await listOfflineFiles(outDir, offlineHtml))];
  const strategy = stripTypeScriptTypes(await readFile(STRATEGY_SOURCE, 'utf8'), { mode: 'transform' }).replace(/^export /gm, '');
  // Everything but the version: the route table's patterns are in it, so a route that gets a
  // guard also gets new cache names, and no copy of its pages outlives the update.
  const body = [
    `const OFFLINE_PATH = ${JSON.stringify(OFFLINE_PATH)};`,
    `const PRECACHE_PATHS = ${JSON.stringify(precache, null, 2)};`,
    `const PUBLIC_PAGES = [\n${publicPagePatterns()
      .map((pattern) => `  ${pattern.toString()},`)
      .join('\n')}\n];`,
    `const MAX_STORED_PAGES = ${MAX_STORED_PAGES};`,
    '',
    '// site/src/lib/service-worker-strategy.ts',
    strategy.trim(),
    '',
    SERVICE_WORKER_RUNTIME.trim(),
    '',
  ].join('\n');
  const hash = createHash('sha256').update(body);
  for (const file of precache) {
    hash.update(file).update(await readFile(path.join(outDir, file === OFFLINE_PATH ? `${OFFLINE_PATH}.html` : file)));
  }
  const version = hash.digest('hex').slice(0, 16);
  const script = [
    `// The shop's service worker, version ${version}. Written by scripts/build/service-worker.ts from`,
    '// site/src/lib/service-worker-strategy.ts; docs/decisions/020-service-worker.md says why.',
    `const VERSION = ${JSON.stringify(version)};`,
    body,
  ].join('\n');
  return { version, precache, script };
}

/** Writes site/out/sw.js; returns what it holds. */
export async function writeServiceWorker(outDir: string): Promise<ServiceWorkerBuild> {
  const build = await buildServiceWorker(outDir);
  await writeFile(path.join(outDir, 'sw.js'), build.script);
  return build;
}

/**
 * The worker's events. Install precaches and takes over at once; activate drops every cache of
 * an earlier version (their pages and files belong to the old build) and claims the open pages.
 * Pages are always asked of the network first, so a new build's pages show on the next load
 * without a reload being forced on anyone.
 */
const SERVICE_WORKER_RUNTIME = `
const CACHE_PREFIX = 'sklep-';
const PRECACHE = CACHE_PREFIX + 'precache-' + VERSION;
const STATIC_FILES = CACHE_PREFIX + 'static-' + VERSION;
const PAGES = CACHE_PREFIX + 'pages-' + VERSION;
const CURRENT_CACHES = [PRECACHE, STATIC_FILES, PAGES];

const policy = { origin: self.location.origin, publicPages: PUBLIC_PAGES, precached: new Set(PRECACHE_PATHS) };

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      // Files without a hash in their name are revalidated: the offline page must be this build's.
      .then((cache) => cache.addAll(PRECACHE_PATHS.map((path) => new Request(path, { cache: path.startsWith('/_next/static/') ? 'default' : 'no-cache' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !CURRENT_CACHES.includes(name)).map((name) => caches.delete(name)));
      // The page request starts while the worker boots, so network-first costs no extra wait.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const strategy = chooseStrategy(event.request, policy);
  if (strategy === 'pass') return;
  if (strategy === 'cache-first') event.respondWith(fromCacheFirst(event));
  else event.respondWith(pageFromNetworkFirst(event, strategy === 'page'));
});

async function fromCacheFirst(event) {
  const request = event.request;
  const cached = (await (await caches.open(PRECACHE)).match(request)) || (await (await caches.open(STATIC_FILES)).match(request));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic' && new URL(request.url).pathname.startsWith('/_next/static/')) {
    const copy = response.clone();
    event.waitUntil(caches.open(STATIC_FILES).then((cache) => cache.put(request, copy)));
  }
  return response;
}

async function pageFromNetworkFirst(event, mayKeepCopy) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (mayKeepCopy && isStorablePage(response)) {
      const copy = response.clone();
      event.waitUntil(keepPage(event.request, copy));
    }
    return response;
  } catch {
    const copy = mayKeepCopy ? await (await caches.open(PAGES)).match(event.request) : undefined;
    return copy || (await (await caches.open(PRECACHE)).match(OFFLINE_PATH)) || Response.error();
  }
}

async function keepPage(request, response) {
  const cache = await caches.open(PAGES);
  await cache.delete(request);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_STORED_PAGES)).map((key) => cache.delete(key)));
}
`;
