/**
 * The build: shop API → site/content (+ site/.generated/media for the social images) → `next build` (static export) →
 * site/out, and the social images into the local SOCIAL_IMAGES bucket (`npm run deploy` sends them to the remote one). Reads the embedded Worker on the local D1 unless API_ORIGIN names a remote shop.
 *
 *   node scripts/build/index.ts                 pull content, then build the whole site
 *   node scripts/build/index.ts --incremental   pull, then render only what changed (npm run rebuild)
 *   node scripts/build/index.ts --pull-only
 *
 * An incremental build (docs/decisions/024-incremental-builds.md) reuses Next's compiled site
 * (`next build --experimental-build-mode=generate`) when the code is unchanged, renders only the
 * pages the content change touches into a fresh folder, post-processes those pages and merges
 * them into the previous export. It falls back to every page, or to a full build, and says why.
 */

import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkFrameworkVersions } from '#lib/framework-internals.ts';
import { PAGE_SELECTION_ENV, type PageSelection } from '#lib/page-selection.ts';
import { checkSeller } from '#lib/seller-schema.ts';
import { SOCIAL_IMAGE_DIR } from '#lib/social-images.ts';
import { MODEL_FORM_PDF_PATH } from '#lib/withdrawal-model-form.ts';
import { contentDir, mediaDir, outDir, repoRoot, siteDir } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';
import { countSelected, readSelectionContent, selectAffectedPages } from './affected-pages.ts';
import { copyApiReferenceBundle } from './api-docs.ts';
import { openApiSource } from './api-source.ts';
import { writeBuildInfo } from './build-info.ts';
import { hintFirstLoadChunks } from './compile-hints.ts';
import { describeChanges, diffContent } from './content-diff.ts';
import { readContentHashes } from './content-store.ts';
import { errorReportSettings } from './error-report-settings.ts';
import { beginExportUpdate } from './export-removals.ts';
import { writeFavicon } from './favicon.ts';
import { buildSubsetFont } from './font-subset.ts';
import {
  type BuildMode,
  filesUnder,
  hashCode,
  listRenderedFiles,
  mergeExport,
  missingRenderedPages,
  narrowPrerenderManifest,
  planBuild,
  readExportState,
  readRenderedRoutes,
  replaceExport,
  saveFullRouteList,
  writeExportState,
} from './incremental.ts';
import { pruneUnusedPayloads } from './prune-payloads.ts';
import { STEP_MARK } from './publish-run.ts';
import { pullContent } from './pull-content.ts';
import { writeSearchEngineFiles } from './search-engine-files.ts';
import { securePageFiles, securePages } from './secure-pages.ts';
import { writeServiceWorker } from './service-worker.ts';
import { alreadySharedSegments, shareIndexSegments } from './shared-segments.ts';
import { LOCAL_BUCKET, syncSocialImageBucket, writeRenderedList } from './social-image-bucket.ts';
import { renderSocialImages } from './social-images.ts';
import { writeModelFormPdf } from './withdrawal-form-pdf.ts';

const generatedDir = path.join(siteDir, '.generated');
const exportStateFile = path.join(generatedDir, 'export-state.json');
const selectionFile = path.join(generatedDir, 'page-selection.json');
/** Every route the last full (or all-pages) render prerendered, which a selected render narrows. */
const fullRouteListFile = path.join(generatedDir, 'prerendered-routes.json');
/** Where an incremental rebuild exports the pages it renders, before they are merged into site/out. */
const freshOutDir = path.join(siteDir, '.generated', 'out-fresh');

const timings: [step: string, seconds: number][] = [];

/** Runs one step of the build and records how long it took (printed per step and at the end). */
async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  // The mark publish-run.ts reports to the panel as the build's step.
  console.log(`  ${STEP_MARK} ${name}`);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`  ⏱ ${name}: ${seconds.toFixed(1)} s`);
  return result;
}

/** `next build` with the shop's settings: the default mode compiles and renders, `generate` renders with the compiled site. */
async function nextBuild(
  apiOrigin: string | undefined,
  buildId: string,
  options: { generateOnly: boolean; selection?: PageSelection; exportDir?: string },
): Promise<void> {
  if (options.selection) await writeFile(selectionFile, JSON.stringify(options.selection));
  const args = ['build', ...(options.generateOnly ? ['--experimental-build-mode=generate'] : [])];
  await runNode(cli.next, args, {
    cwd: siteDir,
    env: toolEnv({
      CONTENT_DIR: contentDir,
      // One build id per code version, so pages of two builds of the same code share chunks and navigate into each other.
      SITE_BUILD_ID: buildId,
      [PAGE_SELECTION_ENV]: options.selection ? selectionFile : undefined,
      SITE_EXPORT_DIR: options.exportDir ? path.relative(siteDir, options.exportDir) : undefined,
      ...errorReportSettings(process.env, apiOrigin),
    }),
  });
}

/** Per-page steps: only the pages a build rendered (all of site/out after a full render, the partial folder otherwise). */
async function postProcessPages(dir: string): Promise<void> {
  const pruned = await step('prune unused payload copies', () => pruneUnusedPayloads(dir));
  console.log(`  Unused payload copies removed: ${pruned.files} files, ${(pruned.bytes / 1024 / 1024).toFixed(1)} MB`);
  const pages = await step('scripts after first paint, CSP hashes', () => securePages(dir));
  console.log(`  Content-Security-Policy written into ${pages} pages`);
}

/** Steps over the whole export: files that list or serve every page. */
async function postProcessExport(): Promise<void> {
  // The social images used to be copied into the export; the worker answers /og/* from the bucket now.
  await rm(path.join(outDir, SOCIAL_IMAGE_DIR.slice(1)), { recursive: true, force: true });
  const shared = await step('shared layout segments', () => shareIndexSegments(outDir));
  console.log(`  Root layout segment shared by the pages of ${shared.folders} folders: ${shared.removed} page copies removed`);
  await copyApiReferenceBundle(outDir);
  await writeBuildInfo(outDir, errorReportSettings(process.env, undefined).NEXT_PUBLIC_RELEASE ?? '');
  await writeFavicon(outDir, path.join(siteDir, 'public', 'lsb', 'favicon.svg'));
  const modelForm = await step('model withdrawal form PDF', () => writeModelFormPdf(outDir));
  console.log(`  ${MODEL_FORM_PDF_PATH}: ${(modelForm / 1024).toFixed(1)} KiB`);
  const images = await step('social images', () => renderSocialImages({ contentDir, mediaRootDir: path.dirname(mediaDir) }));
  await writeRenderedList(images.objects);
  const bucket = await step('social images into the local bucket', () => syncSocialImageBucket(images.objects, LOCAL_BUCKET));
  console.log(
    `  Social images: ${images.objects.length} JPEGs, ${images.rendered} rendered, the rest from the cache; ` +
      `local bucket: ${bucket.put.length} sent, ${bucket.remove.length} deleted, ${bucket.kept} unchanged`,
  );
  // Before the service worker, whose version hashes the files it precaches.
  const hinted = await step('compile hints on first-load chunks', () => hintFirstLoadChunks(outDir));
  console.log(`  ${hinted} first-load chunks marked for eager compilation`);
  const worker = await step('service worker', () => writeServiceWorker(outDir));
  console.log(`  Service worker ${worker.version}: ${worker.precache.length} files precached`);
  const listed = await step('robots.txt and sitemaps', () => writeSearchEngineFiles(outDir, contentDir));
  console.log(`  robots.txt and sitemaps written (${listed} URLs)`);
}

/** The version of an installed package, from its package.json. */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'pull-only': { type: 'boolean', default: false }, incremental: { type: 'boolean', default: false } },
  });
  // First: the build rewrites Next's export and the tests read React's lanes, as one version wrote them.
  checkFrameworkVersions({ next: installedVersion('next'), react: installedVersion('react') });
  // The seller every page, mail and invoice names must hold its check digits (issue 33).
  checkSeller();
  // Media used to be pulled into site/public/media, which Next copies into every export; the worker
  // serves /media/* now (worker/src/edge/media.ts), so an old copy there must go.
  await rm(path.join(siteDir, 'public', 'media'), { recursive: true, force: true });
  const started = performance.now();
  const apiOrigin = process.env.API_ORIGIN || undefined;

  const source = await openApiSource(apiOrigin);
  console.log(`Pulling content from ${source.name}`);
  try {
    const counts = await step('pull content', () => pullContent(source));
    console.log(
      `  ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
  } finally {
    await source.close();
  }
  if (values['pull-only']) return;

  const font = await step('font subset', () => buildSubsetFont(contentDir));
  console.log(`  Font: Inter cut to ${font.characters} characters, ${(font.bytes / 1024).toFixed(1)} KiB`);

  const [codeHash, content, state] = await Promise.all([hashCode(repoRoot), readContentHashes(contentDir), readExportState(exportStateFile)]);
  if (!content) throw new Error('The pull wrote no content manifest (site/content/content-hashes.json)');
  const changes = diffContent(state?.content, content);
  const plan = planBuild({
    incremental: values.incremental,
    state,
    codeHash,
    hasExport: existsSync(outDir),
    hasCompiledSite: existsSync(path.join(siteDir, '.next', 'BUILD_ID')),
    contentChanged: Object.keys(changes).length > 0,
  });
  // A build that stops half way leaves no record, so the next rebuild is a full one.
  await rm(exportStateFile, { force: true });
  let mode: BuildMode = plan.mode === 'incremental' ? 'selected-pages' : plan.mode;
  console.log(`Build: ${plan.mode} (${plan.reason})`);
  if (plan.mode === 'incremental') for (const line of describeChanges(changes)) console.log(`  changed since the export: ${line}`);

  if (mode === 'selected-pages') {
    const scope = await step('select affected pages', async () => selectAffectedPages(changes, await readSelectionContent(contentDir)));
    for (const reason of scope.reasons) console.log(`  ${reason}`);
    if (scope.scope === 'all' || !existsSync(fullRouteListFile)) {
      if (scope.scope !== 'all') console.log(`  No list of the prerendered routes (${path.relative(repoRoot, fullRouteListFile)})`);
      console.log('  Every page is rendered again');
      mode = 'all-pages';
    } else {
      console.log(`  Rendering ${countSelected(scope.selection)} selected pages and routes, plus the pages without a per-item route`);
      await rm(freshOutDir, { recursive: true, force: true });
      const exportRoutes = await narrowPrerenderManifest(path.join(siteDir, '.next'), fullRouteListFile, scope.selection);
      console.log(`  Next's export copies ${exportRoutes.listed.size} of the ${exportRoutes.known.size} prerendered routes`);
      await step('next build: render the selected pages', () =>
        nextBuild(apiOrigin, codeHash, { generateOnly: true, selection: scope.selection, exportDir: freshOutDir }),
      );
      const routes = await readRenderedRoutes(path.join(siteDir, '.next'));
      const files = await listRenderedFiles(freshOutDir, routes);
      const pages = files.filter((file) => file.endsWith('.html'));
      const missing = missingRenderedPages(routes, new Set(pages), exportRoutes);
      if (missing.length > 0) {
        throw new Error(
          `The rebuild rendered pages its export does not hold (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}): nothing was merged; run npm run build.`,
        );
      }
      await step('scripts after first paint, CSP hashes', () => securePageFiles(pages.map((file) => path.join(freshOutDir, file))));
      // A page's root-layout segment its folder already shares stays out: shareIndexSegments would delete it again.
      const alreadyShared = await alreadySharedSegments(outDir, freshOutDir, files);
      await step('merge into the previous export', () =>
        mergeExport(
          freshOutDir,
          outDir,
          files.filter((file) => !alreadyShared.has(file)),
        ),
      );
      console.log(
        `  ${routes.size} pages rendered: ${pages.length} HTML and ${files.length - pages.length} payload and asset files merged into site/out`,
      );
      await postProcessExport();
    }
  }
  if (mode === 'full' || mode === 'all-pages') {
    console.log(
      mode === 'full' ? 'Building the static site (next build, output: export)' : 'Rendering every page (next build, beside the served export)',
    );
    // A rebuild renders every page beside the served export and replaces it only once that worked:
    // a failed rebuild leaves the live site as it was (issue 35). It compiles too: in generate mode
    // Next's export copies only the routes of the manifest on disk, so an added product's new page
    // was rendered and never exported (and after a selected render that manifest is a narrowed one).
    const staged = mode === 'all-pages';
    if (staged) await rm(freshOutDir, { recursive: true, force: true });
    await step(mode === 'full' ? 'next build: compile and render' : 'next build: render every page', () =>
      nextBuild(apiOrigin, codeHash, { generateOnly: false, ...(staged ? { exportDir: freshOutDir } : {}) }),
    );
    await saveFullRouteList(path.join(siteDir, '.next'), fullRouteListFile);
    await postProcessPages(staged ? freshOutDir : outDir);
    if (staged) {
      const alreadyShared = await alreadySharedSegments(outDir, freshOutDir, await filesUnder(freshOutDir));
      const replaced = await step('replace the export', () => replaceExport(freshOutDir, outDir, alreadyShared));
      console.log(`  site/out replaced: ${replaced.moved} files moved in, ${replaced.removed} pages no longer built removed`);
    }
    await postProcessExport();
    // A full build wrote site/out while nothing served it: what it retired can go at once.
    if (mode === 'full') await beginExportUpdate(outDir);
  }
  if (mode === 'up-to-date') console.log('  site/out is up to date');

  await writeExportState(exportStateFile, { version: 1, codeHash, content, builtAt: new Date().toISOString(), mode });
  console.log(`\nBuild steps (${mode}):`);
  for (const [name, seconds] of timings) console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s`);
  console.log(`Site built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
