/**
 * Page weight benchmark: for one page of each catalogue type in the built site (site/out), the
 * bytes of its HTML, of the payload files the client router fetches, and of the JavaScript it
 * loads, raw and gzip; then the size of the whole export. Run after `npm run build`.
 *
 *   node scripts/bench/page-weight.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NEXT_PAYLOAD_FILES } from '#lib/framework-internals.ts';
import { listPageScripts } from '../build/scripts-after-paint.ts';
import { outDir } from '../lib/paths.ts';

interface Weight {
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const weigh = (files: readonly string[]): Weight =>
  files.reduce(
    (total, file) => {
      const bytes = readFileSync(file);
      return { raw: total.raw + bytes.length, gzip: total.gzip + gzipSync(bytes, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );

function firstFile(dir: string): string {
  const name = readdirSync(path.join(outDir, dir)).find((entry) => entry.endsWith('.html'));
  if (!name) throw new Error(`no page under site/out/${dir}`);
  return `${dir}/${name.replace(/\.html$/, '')}`;
}

if (!existsSync(outDir)) {
  console.error('site/out is missing: run npm run build first');
  process.exit(1);
}

const pages: [label: string, page: string][] = [
  ['home', 'index'],
  ['category', 'kategoria/dozowniki'],
  ['category page 2', 'kategoria/dozowniki/p/2'],
  ['product', firstFile('produkt')],
  ['product set', firstFile('zestaw')],
  ['browse flag', 'przegladaj/nowosci'],
  ['cart', 'koszyk'],
];

const pair = (weight: Weight) => `${kb(weight.raw)} / ${kb(weight.gzip)}`.padEnd(21);

console.log('page weight (raw / gzip)');
console.log('  payload files: all = what the export stores for the page; a navigation the client router did not prefetch');
console.log('  fetches {page}.txt (the whole payload, frame included); a prefetched one _tree + the page segment, and');
console.log('  the root layout segment (the frame: header, menu, footer) once per visit.');
console.log(
  `  ${'page'.padEnd(16)} ${'HTML'.padEnd(21)} ${'payload files (all)'.padEnd(21)} ${'{page}.txt'.padEnd(21)} ${'_tree + page segment'.padEnd(21)} ${'frame segment'.padEnd(21)} JavaScript (files)`,
);
for (const [label, page] of pages) {
  const htmlFile = path.join(outDir, page === 'index' ? 'index.html' : `${page}.html`);
  const html = readFileSync(htmlFile, 'utf8');
  const payloadDir = path.join(outDir, page === 'index' ? '' : page);
  const segmentFiles =
    existsSync(payloadDir) && statSync(payloadDir).isDirectory()
      ? readdirSync(payloadDir)
          .filter((name) => name.startsWith('__next.') && name.endsWith('.txt'))
          .map((name) => path.join(payloadDir, name))
      : [];
  const fullPayload = path.join(outDir, page === 'index' ? 'index.txt' : `${page}.txt`);
  const payloads = [...(page === 'index' ? [] : [fullPayload]), ...segmentFiles].filter((file) => existsSync(file));
  const prefetched = segmentFiles.filter((file) => /__next\._tree\.txt$|__PAGE__\.txt$/.test(file));
  const frame = segmentFiles.filter((file) => file.endsWith(NEXT_PAYLOAD_FILES.rootSegment));
  // Scripts a current browser runs: `noModule` ones (the legacy polyfills) it never downloads.
  const scripts = [
    ...new Set(
      listPageScripts(html)
        .filter((src) => src.startsWith('/_next/static/'))
        .map((src) => path.join(outDir, src)),
    ),
  ];
  const j = weigh(scripts);
  console.log(
    `  ${label.padEnd(16)} ${pair(weigh([htmlFile]))} ${pair(weigh(payloads))} ${pair(weigh(existsSync(fullPayload) ? [fullPayload] : []))} ${pair(weigh(prefetched))} ${pair(weigh(frame))} ${kb(j.raw)} / ${kb(j.gzip)} (${scripts.length})`,
  );
}

let files = 0;
let bytes = 0;
for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile()) continue;
  files++;
  bytes += statSync(path.join(entry.parentPath, entry.name)).size;
}
console.log(`site/out: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
