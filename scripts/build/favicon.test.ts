import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../lib/paths.ts';
import { encodeIco, FAVICON_SIZES, renderFavicon } from './favicon.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The directory of an ICO: each image's size and its bytes. */
function readIco(ico: Uint8Array): { size: number; bytes: Uint8Array }[] {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  expect(view.getUint16(0, true)).toBe(0);
  expect(view.getUint16(2, true)).toBe(1);
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    expect(offset + length).toBeLessThanOrEqual(ico.length);
    return { size: view.getUint8(entry) || 256, bytes: ico.subarray(offset, offset + length) };
  });
}

describe('encodeIco', () => {
  it('writes the directory, then each image where its entry says', () => {
    const ico = encodeIco([
      { size: 16, png: new Uint8Array([1, 2, 3]) },
      { size: 256, png: new Uint8Array([4, 5]) },
    ]);
    expect(ico.length).toBe(6 + 2 * 16 + 5);
    expect(readIco(ico)).toEqual([
      { size: 16, bytes: new Uint8Array([1, 2, 3]) },
      { size: 256, bytes: new Uint8Array([4, 5]) },
    ]);
  });

  it('refuses what an ICO cannot hold', () => {
    expect(() => encodeIco([])).toThrow();
    expect(() => encodeIco([{ size: 300, png: new Uint8Array(1) }])).toThrow();
  });
});

describe('renderFavicon', () => {
  it('packs the shop icon as PNGs of every favicon size', async () => {
    const svg = new Uint8Array(await readFile(path.join(siteDir, 'public', 'lsb', 'favicon.svg')));
    const images = readIco(await renderFavicon(svg));
    expect(images.map((image) => image.size)).toEqual([...FAVICON_SIZES]);
    for (const image of images) {
      expect([...image.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const { width, height, format } = await sharp(image.bytes).metadata();
      expect({ width, height, format }).toEqual({ width: image.size, height: image.size, format: 'png' });
    }
  });
});
