/** Paths of the repository, for every script. */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const siteDir = path.join(repoRoot, 'site');
export const contentDir = path.join(siteDir, 'content');
/** The pulled media, for the build's own use (social images): the worker serves /media/* (worker/src/edge/media.ts). */
export const mediaDir = path.join(siteDir, '.generated', 'media');
export const outDir = path.join(siteDir, 'out');
export const wranglerStateDir = path.join(repoRoot, '.wrangler');
export const binDir = path.join(repoRoot, 'node_modules', '.bin');
