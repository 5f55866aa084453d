/**
 * After `next build`: moves every exported page's chunks behind the first paint
 * (scripts-after-paint.ts), gives the page its Content-Security-Policy (a <meta> with the sha256
 * of each inline script it runs, the loader's among them), and writes the assets layer's `_headers` (the
 * headers that are the same on every file, and long caching for hashed files).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ASSETS_HEADER_POLICY, contentSecurityPolicy, MEDIA_POLICY, SECURITY_HEADERS, withMetaPolicy } from '#lib/content-security-policy.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.ts';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The text of every inline script a browser would run (JSON-LD and other data blocks are not run). */
function listInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const FORM_TAG = /<form\b[^>]*>/g;

/**
 * The forms of a page that would send their fields in the address: a form the browser submits by
 * itself (before the page's script runs, or without it) with GET and no `action` of its own puts
 * every field, a password too, into the URL, the history and the logs. Only a form with an `action`
 * (the search box) means to; every other form says `method="post"`.
 */
export function formsSendingFieldsInAddress(html: string): string[] {
  return [...html.matchAll(FORM_TAG)].map(([tag]) => tag).filter((tag) => !/\saction=/.test(tag) && !/\smethod="post"/i.test(tag));
}

/** The page with a policy that allows exactly its own inline scripts. */
export function securePage(html: string, connectOrigins: readonly string[] = []): string {
  const scriptHashes = [...new Set(listInlineScripts(html).map(sha256))];
  return withMetaPolicy(html, contentSecurityPolicy({ scriptHashes, connectOrigins }));
}

/**
 * The `_headers` file: security headers on every path, immutable caching for hashed assets, and
 * media's own policy (`! Name` detaches the header an earlier rule set, so media carry only theirs).
 */
export function assetsHeadersFile(): string {
  // The edge compresses text files by the client's Accept-Encoding; shared caches must key on it.
  const common = Object.entries({ ...SECURITY_HEADERS, 'Content-Security-Policy': ASSETS_HEADER_POLICY, Vary: 'Accept-Encoding' })
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  return [
    '# Written by scripts/build/secure-pages.ts; see site/src/lib/content-security-policy.ts.',
    '/*',
    common,
    '/_next/static/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The service worker (scripts/build/service-worker.ts): browsers check it on every visit.
    '/sw.js',
    '  Cache-Control: no-cache',
    '/media/*',
    '  Cache-Control: public, max-age=86400, stale-while-revalidate=604800',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${MEDIA_POLICY}`,
    '',
  ].join('\n');
}

/** Every page of an export directory, as absolute paths. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Finishes the given pages in place (absolute paths): chunks after the first paint, then the policy.
 * A page with a form that would send its fields in the address stops the build.
 */
export async function securePageFiles(files: readonly string[]): Promise<void> {
  await mapConcurrently(files, 8, async (file) => {
    const html = await readFile(file, 'utf8');
    const leaking = formsSendingFieldsInAddress(html);
    if (leaking.length > 0) throw new Error(`${file}: a form without action sends with GET, its fields in the address: ${leaking.join(' ')}`);
    await writeFile(file, securePage(loadScriptsAfterFirstPaint(html)));
  });
}

/** Secures every page of an export directory; returns how many pages it wrote. */
export async function securePages(outDir: string): Promise<number> {
  const files = await listHtmlFiles(outDir);
  await securePageFiles(files);
  await writeFile(path.join(outDir, '_headers'), assetsHeadersFile());
  return files.length;
}
