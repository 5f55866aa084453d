/**
 * The build: shop API → site/content + site/public/media → `next build` (static export) →
 * site/out. Reads the embedded Worker on the local D1 unless API_ORIGIN names a remote shop.
 *
 *   node scripts/build/index.ts            pull content, then build the site
 *   node scripts/build/index.ts --pull-only
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir, outDir, siteDir } from '../lib/paths.ts';
import { cli, runNode, toolEnv } from '../lib/run.ts';
import { copyApiReferenceBundle } from './api-docs.ts';
import { openApiSource } from './api-source.ts';
import { writeBuildInfo } from './build-info.ts';
import { errorReportSettings } from './error-report-settings.ts';
import { writeFavicon } from './favicon.ts';
import { buildSubsetFont } from './font-subset.ts';
import { pruneUnusedPayloads } from './prune-payloads.ts';
import { pullContent } from './pull-content.ts';
import { writeSearchEngineFiles } from './search-engine-files.ts';
import { securePages } from './secure-pages.ts';
import { writeServiceWorker } from './service-worker.ts';
import { writeSocialImages } from './social-images.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'pull-only': { type: 'boolean', default: false } } });
  const started = performance.now();
  const apiOrigin = process.env.API_ORIGIN || undefined;

  const source = await openApiSource(apiOrigin);
  console.log(`Pulling content from ${source.name}`);
  try {
    const counts = await pullContent(source);
    console.log(
      `  ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
  } finally {
    await source.close();
  }
  const pulled = performance.now();
  console.log(`Content pulled in ${((pulled - started) / 1000).toFixed(1)} s`);
  if (values['pull-only']) return;

  const font = await buildSubsetFont(contentDir);
  console.log(`Font: Inter cut to ${font.characters} characters, ${(font.bytes / 1024).toFixed(1)} KiB`);
  console.log('Building the static site (next build, output: export)');
  const reportSettings = errorReportSettings(process.env, apiOrigin);
  await runNode(cli.next, ['build'], { cwd: siteDir, env: toolEnv({ CONTENT_DIR: contentDir, ...reportSettings }) });
  const pruned = await pruneUnusedPayloads(outDir);
  console.log(`Unused payload copies removed: ${pruned.files} files, ${(pruned.bytes / 1024 / 1024).toFixed(1)} MB`);
  const secured = performance.now();
  const pages = await securePages(outDir);
  console.log(`Content-Security-Policy written into ${pages} pages in ${((performance.now() - secured) / 1000).toFixed(1)} s`);
  await copyApiReferenceBundle(outDir);
  await writeBuildInfo(outDir, reportSettings.NEXT_PUBLIC_RELEASE ?? '');
  await writeFavicon(outDir, path.join(siteDir, 'public', 'lsb', 'favicon.svg'));
  const social = performance.now();
  const images = await writeSocialImages({ contentDir, publicDir: path.join(siteDir, 'public'), outDir });
  console.log(
    `Social images: ${images.pictures} JPEGs, ${images.rendered} rendered, the rest from the cache, in ${((performance.now() - social) / 1000).toFixed(1)} s`,
  );
  const worker = await writeServiceWorker(outDir);
  console.log(`Service worker ${worker.version}: ${worker.precache.length} files precached`);
  const listed = await writeSearchEngineFiles(outDir, contentDir);
  console.log(`robots.txt and sitemaps written (${listed} URLs)`);
  console.log(`Site built in ${((performance.now() - pulled) / 1000).toFixed(1)} s (total ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
