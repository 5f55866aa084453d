/**
 * What Cloudflare's Workers static assets accept per deployed version (docs/decisions/026-platform-limits.md):
 * at most 20,000 files on the free plan and 100,000 on the paid plan, each at most 25 MiB. The
 * export is measured against the plan of WORKERS_PLAN (`free` by default, or `paid`), and
 * `npm run check` and `npm run deploy` stop with the limit, the count and the biggest offenders
 * when an export would break it.
 *
 *   node scripts/build/platform-limits.ts [--plan free|paid] [--dir site/out]
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { outDir } from '../lib/paths.ts';

export const PLANS = {
  free: { files: 20_000, fileBytes: 25 * 1024 * 1024 },
  paid: { files: 100_000, fileBytes: 25 * 1024 * 1024 },
} as const;
export type Plan = keyof typeof PLANS;

export interface ExportFile {
  /** Relative to the export, with `/`. */
  path: string;
  bytes: number;
}

export interface ExportMeasure {
  files: number;
  bytes: number;
  /** Files per top folder (`produkt`, `_next`, `og`, …; `.` for the export's own root). */
  byFolder: Record<string, number>;
  /** The largest files, biggest first. */
  largest: ExportFile[];
}

/** Counts and sizes of an export's files (`_headers` and `_redirects` are settings, not assets). */
export function measureFiles(files: readonly ExportFile[], keepLargest = 5): ExportMeasure {
  const assets = files.filter((file) => file.path !== '_headers' && file.path !== '_redirects');
  const byFolder: Record<string, number> = {};
  for (const file of assets) {
    const folder = file.path.includes('/') ? (file.path.split('/')[0] ?? '.') : '.';
    byFolder[folder] = (byFolder[folder] ?? 0) + 1;
  }
  return {
    files: assets.length,
    bytes: assets.reduce((sum, file) => sum + file.bytes, 0),
    byFolder,
    largest: [...assets].sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path)).slice(0, keepLargest),
  };
}

export async function measureExport(dir: string = outDir): Promise<ExportMeasure> {
  const files: ExportFile[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.push({ path: path.relative(dir, full).split(path.sep).join('/'), bytes: (await stat(full)).size });
  }
  return measureFiles(files);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** What breaks the plan's limits, one sentence each; empty when the export fits. */
export function limitProblems(measure: ExportMeasure, plan: Plan): string[] {
  const limits = PLANS[plan];
  const problems: string[] = [];
  if (measure.files > limits.files) {
    const folders = Object.entries(measure.byFolder)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([folder, count]) => `${folder} ${count}`)
      .join(', ');
    problems.push(
      `The export has ${measure.files} files; the ${plan} plan takes at most ${limits.files} per version (${measure.files - limits.files} too many). Most are in: ${folders}.`,
    );
  }
  for (const file of measure.largest.filter((candidate) => candidate.bytes > limits.fileBytes)) {
    problems.push(`${file.path} is ${mib(file.bytes)}; an asset may be at most ${mib(limits.fileBytes)}.`);
  }
  return problems;
}

export function planOf(value: string | undefined): Plan {
  if (value === undefined || value === '') return 'free';
  if (value === 'free' || value === 'paid') return value;
  throw new Error(`WORKERS_PLAN must be free or paid, got ${JSON.stringify(value)}`);
}

/** One line for a report: the count against the limit. */
export function describeMeasure(measure: ExportMeasure, plan: Plan): string {
  return `${measure.files} files (${mib(measure.bytes)}) of ${PLANS[plan].files} on the ${plan} plan; largest ${measure.largest[0]?.path ?? '-'} (${mib(measure.largest[0]?.bytes ?? 0)})`;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { plan: { type: 'string' }, dir: { type: 'string', default: outDir } } });
  const plan = planOf(values.plan ?? process.env.WORKERS_PLAN);
  const measure = await measureExport(values.dir);
  const problems = limitProblems(measure, plan);
  console.log(`Export against the Workers static assets limits: ${describeMeasure(measure, plan)}`);
  if (problems.length > 0) {
    console.error(`The export would not deploy:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
}
