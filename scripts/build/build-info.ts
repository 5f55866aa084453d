/**
 * `build-info.json` in the export: the commit the site was built from and when, which
 * `GET /api/health` reports (worker/src/api/health/routes.ts) so an operator sees what is live.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INFO_PATH } from '#worker/shared-names.ts';

export async function writeBuildInfo(outDir: string, version: string, builtAt = new Date()): Promise<void> {
  await writeFile(path.join(outDir, BUILD_INFO_PATH), `${JSON.stringify({ version: version || 'nieznana', builtAt: builtAt.toISOString() })}\n`);
}
