/**
 * What an incremental rebuild needs beside the page selection (affected-pages.ts): the hash of
 * everything but content that goes into the export (a code change means a full build), the record
 * of what the current export was built from, and the merge of a partial export into it.
 * docs/decisions/024-incremental-builds.md says why it is built this way.
 */

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPayloadSegmentFile } from '#lib/framework-internals.ts';
import { type PageSelection, SELECTABLE_ROUTES, type SelectableRoute } from '#lib/page-selection.ts';
import { routes as routeTable } from '#lib/routes.ts';
import type { ContentHashes } from './content-diff.ts';
import { beginExportUpdate, settleExport } from './export-removals.ts';
import { UNUSED_PAYLOAD_FILE } from './prune-payloads.ts';

/** What the export in site/out was built from; written last by a successful build. */
export interface ExportState {
  version: 1;
  codeHash: string;
  content: ContentHashes;
  builtAt: string;
  mode: BuildMode;
}

export type BuildMode = 'full' | 'all-pages' | 'selected-pages' | 'up-to-date';

/** Inputs of the export that are not content, relative to the repository: sources, styles, public files, lockfile, config, build scripts. */
export const CODE_INPUTS = [
  'site/src',
  'site/public',
  'site/next.config.ts',
  'site/tsconfig.json',
  'package-lock.json',
  'scripts/build',
  'scripts/lib',
  'site/.generated/inter-pl.woff2',
];

/** Not code: pulled media and tests live under the inputs above but do not change what the build makes of the code. */
function isCodeFile(relative: string): boolean {
  return !relative.startsWith('site/public/media/') && !/\.test\.tsx?$/.test(relative) && !relative.includes('/e2e/');
}

/** SHA-256 over the path and bytes of every code input, in a stable order; a missing input hashes as absent. */
export async function hashCode(repoRoot: string, inputs: readonly string[] = CODE_INPUTS): Promise<string> {
  const files: string[] = [];
  for (const input of inputs) {
    const absolute = path.join(repoRoot, input);
    const entries = await readdir(absolute, { recursive: true, withFileTypes: true }).catch(() => null);
    if (entries === null) files.push(input);
    else for (const entry of entries) if (entry.isFile()) files.push(path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
  }
  const hash = createHash('sha256');
  for (const file of files.filter(isCodeFile).sort()) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(repoRoot, file)).catch(() => Buffer.from('(absent)')));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 20);
}

export async function readExportState(file: string): Promise<ExportState | undefined> {
  try {
    const state = JSON.parse(await readFile(file, 'utf8')) as ExportState;
    return state.version === 1 && typeof state.codeHash === 'string' && state.content ? state : undefined;
  } catch {
    return undefined;
  }
}

export async function writeExportState(file: string, state: ExportState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(state));
}

/** The page routes a `next build` rendered, as its prerender manifest lists them (`/`, `/produkt/x`…). */
/** A route of Next's prerender manifest (`.next/prerender-manifest.json`): only what the build reads of it. */
interface PrerenderedRoute {
  /** The app route it was rendered from, e.g. `/produkt/[slug]`; the route itself for a static page. */
  srcRoute?: string | null;
}

interface PrerenderManifest {
  routes: Record<string, PrerenderedRoute>;
  [other: string]: unknown;
}

const PRERENDER_MANIFEST = 'prerender-manifest.json';

/** The app route (`/produkt/[slug]`) of each route a page selection narrows, from the route table. */
function routeNamesBySrcRoute(): Map<string, SelectableRoute> {
  return new Map(SELECTABLE_ROUTES.map((name) => [routeTable[name].path.replace(/\{(\w+)\??\}/g, '[$1]'), name] as const));
}

/** What a narrowed manifest says: the routes the export copies, and the full build's routes the selection could narrow. */
export interface ExportRoutes {
  listed: Set<string>;
  narrowable: Set<string>;
  known: Set<string>;
}

/**
 * Which of a full build's prerendered routes a selected render's export must copy: every route
 * the selection does not narrow, every route of a route it renders whole, and each page whose
 * path names a selected item. Not copied: the other pages of a narrowed route, and the first item
 * a route with nothing selected renders again (its content is unchanged, so is its page).
 */
export function routesToExport(all: Readonly<Record<string, PrerenderedRoute>>, selection: PageSelection): ExportRoutes {
  const names = routeNamesBySrcRoute();
  const routes: ExportRoutes = { listed: new Set(), narrowable: new Set(), known: new Set(Object.keys(all)) };
  for (const [route, { srcRoute }] of Object.entries(all)) {
    const name = srcRoute && srcRoute !== route ? names.get(srcRoute) : undefined;
    const narrowed = name !== undefined && !selection.routes.includes(name);
    if (narrowed) routes.narrowable.add(route);
    const items = new Set(name ? (selection.items[name] ?? []) : []);
    if (!narrowed || route.split('/').some((segment) => items.has(decodeURIComponent(segment)))) routes.listed.add(route);
  }
  return routes;
}

/** Keeps a full build's prerendered routes (site/.generated), which a selected render narrows. */
export async function saveFullRouteList(nextDir: string, file: string): Promise<void> {
  const manifest = JSON.parse(await readFile(path.join(nextDir, PRERENDER_MANIFEST), 'utf8')) as PrerenderManifest;
  await writeFile(file, JSON.stringify(manifest.routes));
}

/**
 * Before a selected render: Next's export in generate mode copies the routes of the prerender
 * manifest that was on disk when it started (it reads the file before the render writes the new
 * one), not the routes it renders. Left alone, that is the previous render's list: after a full
 * build every page (a one-product rebuild at 10,000 products copied some 45,000 files the merge
 * then deleted), after a selected render only that render's pages (the next rebuild lost the pages
 * of its own selection that the previous one had not rendered). So the manifest is written with
 * the full build's routes narrowed to this selection.
 */
export async function narrowPrerenderManifest(nextDir: string, fullRouteListFile: string, selection: PageSelection): Promise<ExportRoutes> {
  const file = path.join(nextDir, PRERENDER_MANIFEST);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as PrerenderManifest;
  const all = JSON.parse(await readFile(fullRouteListFile, 'utf8')) as Record<string, PrerenderedRoute>;
  const routes = routesToExport(all, selection);
  manifest.routes = Object.fromEntries(Object.entries(all).filter(([route]) => routes.listed.has(route)));
  await writeFile(file, JSON.stringify(manifest));
  return routes;
}

/** A route's HTML file in an export, relative (`produkt/a.html`; `index.html` for `/`). */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * After a selected render, the pages it rendered that its export lacks: one the full build did
 * not have, or one the narrowed manifest listed that Next did not copy. Either would be a page
 * kept stale without a word, so the rebuild stops and says to build everything.
 */
export function missingRenderedPages(rendered: ReadonlySet<string>, exportedHtml: ReadonlySet<string>, routes: ExportRoutes): string[] {
  return [...rendered].filter(
    (route) => !routes.known.has(route) || (routes.narrowable.has(route) && routes.listed.has(route) && !exportedHtml.has(htmlFileOf(route))),
  );
}

export async function readRenderedRoutes(nextDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await readFile(path.join(nextDir, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return new Set(Object.keys(manifest.routes));
}

/**
 * Whether a file of a fresh export belongs to a page the build rendered (its HTML, its payload and
 * its payload segments `{page}/__next.*.txt`) or to the compiled assets. In generate mode Next also
 * copies into the export every page an earlier build left in its compiled site, rendered from older
 * content: those are not taken. Paths are relative to the export, with `/`.
 * @example isRenderedFile('produkt/a.html', new Set(['/produkt/a'])) // true
 */
export function isRenderedFile(relative: string, routes: ReadonlySet<string>): boolean {
  if (relative.startsWith('_next/')) return true;
  const name = relative.slice(relative.lastIndexOf('/') + 1);
  if (name === UNUSED_PAYLOAD_FILE) return false;
  const dir = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/')) : '';
  if (isPayloadSegmentFile(name)) return routes.has(`/${dir}`);
  const page = /^(.*)\.(html|txt)$/.exec(relative)?.[1];
  if (page === undefined) return false;
  if (page === 'index') return routes.has('/');
  if (page === '404') return routes.has('/_not-found');
  return routes.has(`/${page}`);
}

/** Relative paths of the files in `dir` that `isRenderedFile` takes. */
export async function listRenderedFiles(dir: string, routes: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => isRenderedFile(relative, routes));
}

/**
 * Moves `files` (relative) from a fresh export into the previous one, replacing files of the same
 * path, then removes the fresh folder. `going`: paths of the previous export to delete first (with
 * what earlier builds retired), the way a serving local worker survives (export-removals.ts).
 */
export async function mergeExport(freshDir: string, previousDir: string, files: readonly string[], going: readonly string[] = []): Promise<void> {
  await beginExportUpdate(previousDir, going);
  for (const relative of files) {
    const target = path.join(previousDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(freshDir, relative), target);
  }
  await settleExport(previousDir, files);
  await rm(freshDir, { recursive: true, force: true });
}

/** Every file under `dir`, relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes `previousDir` the export rendered into `freshDir`, file by file (a serving worker never
 * finds the folder missing): first the pages the fresh export no longer has deleted (each stale
 * `x.html` with its payload `x.txt` and its segment folder `x/`, by export-removals.ts), then every
 * fresh file moved over. Every other
 * file stays (build-info.json, robots.txt, sitemaps, social images: the steps after the render
 * write them again; deleting them under a serving `wrangler dev` made it fail). A rebuild that
 * renders every page does this only after its render succeeded, so a failed one leaves the served
 * export as it was (issue 35).
 */
export async function replaceExport(
  freshDir: string,
  previousDir: string,
  skip: ReadonlySet<string> = new Set(),
): Promise<{ moved: number; removed: number }> {
  const fresh = await filesUnder(freshDir);
  const keep = new Set(fresh.map((file) => file.split(path.sep).join('/')));
  const gonePages = (await filesUnder(previousDir))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !keep.has(file))
    .map((file) => file.slice(0, -'.html'.length));
  // `skip`: what the export shares already (a page's copy of its folder's root-layout segment).
  await mergeExport(
    freshDir,
    previousDir,
    fresh.filter((file) => !skip.has(file)),
    gonePages.flatMap((page) => [`${page}.html`, `${page}.txt`, page]),
  );
  return { moved: fresh.length - skip.size, removed: gonePages.length };
}

export interface BuildFacts {
  /** `npm run rebuild` (true) or `npm run build` (false: always full). */
  incremental: boolean;
  state: ExportState | undefined;
  codeHash: string;
  /** site/out and Next's compiled site/.next (BUILD_ID) both exist. */
  hasExport: boolean;
  hasCompiledSite: boolean;
  /** Content that differs from what the export was built from (content-diff.ts `diffContent`). */
  contentChanged: boolean;
}

export interface BuildPlan {
  mode: Exclude<BuildMode, 'selected-pages'> | 'incremental';
  reason: string;
}

/**
 * How much to build: everything (compile and render) unless an export of the same code is there;
 * then nothing when no content changed, else an incremental render (the page selection may still
 * widen it to every page).
 */
export function planBuild(facts: BuildFacts): BuildPlan {
  if (!facts.incremental) return { mode: 'full', reason: 'npm run build always builds everything' };
  if (!facts.state) return { mode: 'full', reason: 'no record of a previous export (site/.generated/export-state.json)' };
  if (!facts.hasExport || !facts.hasCompiledSite) return { mode: 'full', reason: 'the previous export or compiled site is missing' };
  if (facts.state.codeHash !== facts.codeHash)
    return { mode: 'full', reason: 'code changed since the previous export (site sources, lockfile, config or build scripts)' };
  if (!facts.contentChanged) return { mode: 'up-to-date', reason: 'neither code nor content changed since the previous export' };
  return { mode: 'incremental', reason: 'only content changed' };
}
