/**
 * `/favicon.ico`, which browsers, feed readers and crawlers ask for whatever the page links: the
 * shop's icon (site/public/lsb/favicon.svg) rendered at 16, 32 and 48 px (sharp) and packed
 * into an ICO whose images are PNGs (allowed since Windows Vista, read by every browser).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const FAVICON_SIZES = [16, 32, 48] as const;

export interface IcoImage {
  /** Width and height in pixels, 1 to 256. */
  readonly size: number;
  readonly png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An ICO file of PNG images: the ICONDIR header, one ICONDIRENTRY per image (a size of 256 is
 * written as 0), then the PNGs one after another.
 * @example encodeIco([{ size: 32, png }]) // Uint8Array starting 00 00 01 00 01 00 20 20 …
 */
export function encodeIco(images: readonly IcoImage[]): Uint8Array {
  if (images.length === 0 || images.length > 0xffff) throw new Error('An ICO holds 1 to 65535 images');
  const dataStart = HEADER_BYTES + ENTRY_BYTES * images.length;
  const total = dataStart + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = dataStart;
  for (const [index, image] of images.entries()) {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) throw new Error(`An ICO image is 1 to 256 px, not ${image.size}`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    view.setUint8(entry, image.size % 256); // width
    view.setUint8(entry + 1, image.size % 256); // height
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  }
  return bytes;
}

/** The shop's SVG icon as an ICO of the usual favicon sizes. */
export async function renderFavicon(svg: Uint8Array): Promise<Uint8Array> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      // Rendered at 4× the 32 px of its viewBox, then scaled down: crisp at every size.
      png: new Uint8Array(
        await sharp(svg, { density: 4 * 72 })
          .resize(size, size)
          .png()
          .toBuffer(),
      ),
    })),
  );
  return encodeIco(images);
}

/** Writes `favicon.ico` at the export's root from the icon the pages link. */
export async function writeFavicon(outDir: string, iconFile: string): Promise<void> {
  await writeFile(path.join(outDir, 'favicon.ico'), await renderFavicon(new Uint8Array(await readFile(iconFile))));
}
