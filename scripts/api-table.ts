/**
 * Rewrites the table of calls in worker/README.md from the OpenAPI document the embedded API
 * serves (worker/src/api/call-table.ts). A worker test fails when the README is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentLike, renderCallTable, withCallTable } from '#worker/api/call-table.ts';
import { OPENAPI_PATH } from '#worker/shared-names.ts';
import { openApiSource } from './build/api-source.ts';
import { repoRoot } from './lib/paths.ts';

const readmePath = path.join(repoRoot, 'worker', 'README.md');
const source = await openApiSource(undefined);
try {
  const document = (await (await source.get(OPENAPI_PATH)).json()) as DocumentLike;
  const readme = await readFile(readmePath, 'utf8');
  const updated = withCallTable(readme, renderCallTable(document));
  if (updated === readme) console.log('worker/README.md: the call table is up to date');
  else {
    await writeFile(readmePath, updated);
    console.log('worker/README.md: call table rewritten');
  }
} finally {
  await source.close();
}
