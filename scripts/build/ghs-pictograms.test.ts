import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHS_PICTOGRAMS, pictogramAlt } from '#lib/clp/pictograms.ts';
import { PICTOGRAM_PNG_SIZE, PICTOGRAM_PUBLIC_DIR, pictogramFile, renderPictogramPngs } from './ghs-pictograms.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MAX_SVG_BYTES = 6 * 1024;

describe('the GHS pictograms in site/public/ghs/', () => {
  let freshDir = '';
  beforeAll(async () => {
    freshDir = await mkdtemp(path.join(os.tmpdir(), 'ghs-pictograms-'));
    await renderPictogramPngs(freshDir);
  });
  afterAll(async () => {
    if (freshDir) await rm(freshDir, { recursive: true, force: true });
  });

  it('are an SVG and a PNG for each of the nine codes, and nothing else', async () => {
    const files = (await readdir(path.join(PICTOGRAM_PUBLIC_DIR, 'ghs'))).sort();
    expect(files).toEqual(GHS_PICTOGRAMS.flatMap((code) => [`${code}.png`, `${code}.svg`]).sort());
  });

  it.each(GHS_PICTOGRAMS)('%s: the committed PNG is a fresh 64×64 render of the SVG', async (code) => {
    const committed = new Uint8Array(await readFile(pictogramFile(PICTOGRAM_PUBLIC_DIR, code, 'png')));
    const fresh = new Uint8Array(await readFile(pictogramFile(freshDir, code, 'png')));
    expect([...fresh.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR, the first chunk: width and height, big-endian, at bytes 16 and 20.
    const header = new DataView(fresh.buffer, fresh.byteOffset, fresh.byteLength);
    expect([header.getUint32(16), header.getUint32(20)]).toEqual([PICTOGRAM_PNG_SIZE, PICTOGRAM_PNG_SIZE]);
    const drifted = `${code}.png is not a render of its SVG: run npx node scripts/build/ghs-pictograms.ts`;
    expect(Buffer.from(committed).equals(Buffer.from(fresh)), drifted).toBe(true);
  });

  it.each(GHS_PICTOGRAMS)('%s: the SVG is small, self-contained and titled with the alt text', async (code) => {
    const bytes = await readFile(pictogramFile(PICTOGRAM_PUBLIC_DIR, code, 'svg'));
    expect(bytes.length).toBeLessThan(MAX_SVG_BYTES);
    const svg = bytes.toString('utf8');
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain('viewBox="0 0 100 100"');
    expect(root).toContain('role="img"');
    expect(root).not.toMatch(/\s(width|height)="(?!100")/);
    expect([...svg.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1])).toEqual([pictogramAlt(code)]);
    expect(svg).toMatch(/^<svg\b[^>]*><title>/);
    expect(svg.toLowerCase()).not.toContain('<script');
    // No reference out of the file: an href may only point at an element of the same SVG.
    expect(svg).not.toMatch(/href\s*=\s*["'](?!#)/i);
    expect(svg).not.toMatch(/url\(\s*["']?(?!#)/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
