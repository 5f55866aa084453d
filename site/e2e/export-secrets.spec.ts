/**
 * The password grant's client id and secret are worker secrets (issue 14): the browser sends
 * only an address and a password, and the edge adds the rest. Nothing the build exports may name
 * them, nor any other worker secret: a page script that knew a secret's name could be on its way
 * to sending one. The API reference page's bundle (Scalar, a third-party OAuth-capable client of
 * the API document) is the one file that may speak of OAuth in general.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const EXPORT_DIR = path.resolve(import.meta.dirname, '..', 'out');
const DOCS_BUNDLE = path.join(EXPORT_DIR, '_api');
const TEXT_FILE = /\.(?:html|js|txt|json|css|xml|webmanifest)$/;
const FORBIDDEN = [
  'client_secret',
  'client_id',
  'AUTH_CLIENT',
  'AUTH_JWT_SECRET',
  'CACHE_BYPASS_SECRET',
  'RESEND_API_KEY',
  'P24_CRC',
  'P24_API_KEY',
  'TURNSTILE_SECRET',
];

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (file !== DOCS_BUNDLE) yield* textFiles(file);
    } else if (TEXT_FILE.test(entry.name)) yield file;
  }
}

test('the export names no worker secret and no grant client', () => {
  const found: string[] = [];
  let scanned = 0;
  for (const file of textFiles(EXPORT_DIR)) {
    scanned++;
    const text = readFileSync(file, 'utf8');
    for (const name of FORBIDDEN) if (text.includes(name)) found.push(`${path.relative(EXPORT_DIR, file)}: ${name}`);
  }
  expect(scanned).toBeGreaterThan(100);
  expect(found).toEqual([]);
});
