/**
 * Writes what is generated from the OpenAPI document the embedded API serves: the table of calls
 * in worker/README.md (worker/src/api/call-table.ts) and the browser's answer shapes in
 * site/src/lib/generated/api-response-shapes.ts (worker/src/api/response-shapes.ts). A worker
 * test fails when either is stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentLike, renderCallTable, withCallTable } from '#worker/api/call-table.ts';
import { renderShapesModule, responseShapesOf } from '#worker/api/response-shapes.ts';
import { OPENAPI_PATH } from '#worker/shared-names.ts';
import { openApiSource } from './build/api-source.ts';
import { repoRoot } from './lib/paths.ts';

const readmePath = path.join(repoRoot, 'worker', 'README.md');
const shapesPath = path.join(repoRoot, 'site', 'src', 'lib', 'generated', 'api-response-shapes.ts');

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
  await writeIfChanged(shapesPath, renderShapesModule(responseShapesOf(document)));
} finally {
  await source.close();
}
