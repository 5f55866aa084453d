/**
 * PNG copies of the nine GHS hazard pictograms (site/public/ghs/GHS0N.svg) for e-mails, whose
 * clients show no SVG: each SVG rendered by resvg at 64×64 px, transparent outside the diamond.
 * The PNGs are committed next to the SVGs, so the dev server and the export serve both, and
 * ghs-pictograms.test.ts fails when one differs from a fresh render. After changing an SVG:
 * `npx node scripts/build/ghs-pictograms.ts` writes them again into site/public/ghs/.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { GHS_PICTOGRAMS, type GhsPictogram, pictogramSrc } from '#lib/clp/pictograms.ts';
import { siteDir } from '../lib/paths.ts';

/** Width and height of the PNG copies in pixels. */
export const PICTOGRAM_PNG_SIZE = 64;
/** Where the pictograms' files live: pictogramSrc's paths are relative to it. */
export const PICTOGRAM_PUBLIC_DIR = path.join(siteDir, 'public');

/** The file of a pictogram under `rootDir`, as pictogramSrc names it (e.g. rootDir/ghs/GHS05.png). */
export function pictogramFile(rootDir: string, code: GhsPictogram, format: 'svg' | 'png'): string {
  return path.join(rootDir, ...pictogramSrc(code, format).split('/'));
}

/** One pictogram's SVG as a 64×64 PNG; the same SVG always gives the same bytes. */
export function renderPictogramPng(svg: Uint8Array | string): Uint8Array {
  // No fonts: the pictograms have no text, and scanning the system's fonts costs time.
  const resvg = new Resvg(typeof svg === 'string' ? svg : Buffer.from(svg), {
    fitTo: { mode: 'width', value: PICTOGRAM_PNG_SIZE },
    font: { loadSystemFonts: false },
  });
  return new Uint8Array(resvg.render().asPng());
}

/** Renders every pictogram's SVG (site/public/ghs/) to `${outDir}/ghs/GHS0N.png`. */
export async function renderPictogramPngs(outDir: string): Promise<void> {
  for (const code of GHS_PICTOGRAMS) {
    const target = pictogramFile(outDir, code, 'png');
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, renderPictogramPng(new Uint8Array(await readFile(pictogramFile(PICTOGRAM_PUBLIC_DIR, code, 'svg')))));
  }
}

if (import.meta.main) {
  await renderPictogramPngs(PICTOGRAM_PUBLIC_DIR);
  console.log(
    `${GHS_PICTOGRAMS.length} pictograms rendered to ${PICTOGRAM_PNG_SIZE}×${PICTOGRAM_PNG_SIZE} PNGs in ${path.join(PICTOGRAM_PUBLIC_DIR, 'ghs')}`,
  );
}
