/**
 * The API reference page (/api/docs) runs Scalar's standalone bundle from the shop itself, never
 * from a CDN: the build copies it from node_modules into the export.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DOCS_SCRIPT_PATH } from '#worker/shared-names.ts';

export async function copyApiReferenceBundle(outDir: string): Promise<void> {
  // The package exports no path to its browser bundle: it sits beside its main module.
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
  const bundle = path.join(path.dirname(main), 'browser', 'standalone.js');
  const target = path.join(outDir, DOCS_SCRIPT_PATH);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(bundle, target);
}
