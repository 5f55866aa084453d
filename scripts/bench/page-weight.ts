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

console.log('page weight (raw / gzip)');
console.log('  page             HTML                  payload .txt          JavaScript (files)');
for (const [label, page] of pages) {
  const htmlFile = path.join(outDir, page === 'index' ? 'index.html' : `${page}.html`);
  const html = readFileSync(htmlFile, 'utf8');
  const payloadDir = path.join(outDir, page === 'index' ? '' : page);
  const payloads = [
    ...(page === 'index' ? [] : [path.join(outDir, `${page}.txt`)]),
    ...(existsSync(payloadDir) && statSync(payloadDir).isDirectory()
      ? readdirSync(payloadDir)
          .filter((name) => name.startsWith('__next.') && name.endsWith('.txt'))
          .map((name) => path.join(payloadDir, name))
      : []),
  ].filter((file) => existsSync(file));
  // Scripts a current browser runs: `noModule` ones (the legacy polyfills) it never downloads.
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"[^>]*>/g)].filter(([tag]) => !/\bnoModule\b/i.test(tag));
  const scripts = [...new Set(tags.map((match) => path.join(outDir, match[1] ?? '')))];
  const [h, p, j] = [weigh([htmlFile]), weigh(payloads), weigh(scripts)];
  console.log(
    `  ${label.padEnd(16)} ${`${kb(h.raw)} / ${kb(h.gzip)}`.padEnd(21)} ${`${kb(p.raw)} / ${kb(p.gzip)}`.padEnd(21)} ${kb(j.raw)} / ${kb(j.gzip)} (${scripts.length})`,
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
