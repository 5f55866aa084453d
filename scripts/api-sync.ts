/**
 * Writes what is generated from the OpenAPI document the embedded API serves: the table of calls
 * in worker/README.md (worker/src/api/call-table.ts) and the browser's answer shapes in
 * site/src/lib/generated/response-shapes/, one module per call (worker/src/api/response-shapes.ts). A worker
 * test fails when either is stale.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentLike, renderCallTable, withCallTable } from '#worker/api/call-table.ts';
import { renderShapeModules, responseShapesOf } from '#worker/api/response-shapes.ts';
import { OPENAPI_PATH } from '#worker/shared-names.ts';
import { openApiSource } from './build/api-source.ts';
import { repoRoot } from './lib/paths.ts';

const readmePath = path.join(repoRoot, 'worker', 'README.md');
const shapesDir = path.join(repoRoot, 'site', 'src', 'lib', 'generated', 'response-shapes');

async function writeIfChanged(file: string, text: string): Promise<void> {
  const existing = await readFile(file, 'utf8').catch(() => null);
  const name = path.relative(repoRoot, file);
  if (existing === text) return console.log(`${name}: up to date`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(`${name}: rewritten`);
}

const source = await openApiSource(undefined);
try {
  const document = (await (await source.get(OPENAPI_PATH)).json()) as DocumentLike;
  await writeIfChanged(readmePath, withCallTable(await readFile(readmePath, 'utf8'), renderCallTable(document)));
  const modules = renderShapeModules(responseShapesOf(document));
  for (const [file, text] of Object.entries(modules)) await writeIfChanged(path.join(shapesDir, file), text);
  // A call that is gone takes its shape with it.
  for (const file of await readdir(shapesDir)) {
    if (!(file in modules)) {
      await rm(path.join(shapesDir, file));
      console.log(`${path.relative(repoRoot, path.join(shapesDir, file))}: removed`);
    }
  }
} finally {
  await source.close();
}
