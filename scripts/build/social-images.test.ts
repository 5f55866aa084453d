/**
 * The build's raster copies: each SVG cover becomes a 1200×630 JPEG at the path the pages link,
 * the default picture is there, and a second build renders nothing it rendered before.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE, socialImagePath } from '#lib/social-images.ts';
import { writeSocialImages } from './social-images.ts';

let workDir: string | undefined;

afterEach(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
  workDir = undefined;
});

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="600" height="600"><rect width="60" height="60" fill="${colour}"/></svg>`;

async function shopWithCovers(covers: Record<string, string>) {
  workDir = await mkdtemp(path.join(tmpdir(), 'social-images-'));
  const dirs = {
    contentDir: path.join(workDir, 'content'),
    publicDir: path.join(workDir, 'public'),
    outDir: path.join(workDir, 'out'),
    cacheDir: path.join(workDir, 'cache'),
  };
  await mkdir(dirs.contentDir, { recursive: true });
  const image = (src: string) => ({ src, alt: src, width: 600, height: 600 });
  const [productCover = '', setCover = ''] = Object.keys(covers);
  await writeFile(
    path.join(dirs.contentDir, 'products.json'),
    JSON.stringify([
      { coverImage: { ...image(productCover), big: productCover } },
      { coverImage: { ...image('/media/products/photo.jpg'), big: '' } },
    ]),
  );
  await writeFile(path.join(dirs.contentDir, 'product-sets.json'), JSON.stringify([{ coverImage: image(setCover) }]));
  await writeFile(path.join(dirs.contentDir, 'blog-posts.json'), JSON.stringify([{ coverImage: image(productCover) }]));
  for (const [src, body] of Object.entries(covers)) {
    await mkdir(path.dirname(path.join(dirs.publicDir, src)), { recursive: true });
    await writeFile(path.join(dirs.publicDir, src), body);
  }
  return dirs;
}

describe('writeSocialImages', () => {
  it('renders every SVG cover once, and the default picture, as 1200×630 JPEGs where the pages link them', async () => {
    const dirs = await shopWithCovers({ '/media/products/a-1.svg': svg('#c8507f'), '/media/sets/b.svg': svg('#0b5cad') });
    expect(await writeSocialImages(dirs)).toEqual({ pictures: 3, rendered: 3 });
    for (const src of [socialImagePath('/media/products/a-1.svg'), socialImagePath('/media/sets/b.svg'), DEFAULT_SOCIAL_IMAGE.src]) {
      const { format, width, height } = await sharp(path.join(dirs.outDir, src)).metadata();
      expect({ src, format, width, height }).toEqual({ src, format: 'jpeg', width: 1200, height: 630 });
    }
    // A raster cover is shared as it is: nothing rendered for it.
    expect(await readdir(path.join(dirs.outDir, 'og', 'media', 'products'))).toEqual(['a-1.jpg']);
  }, 30_000);

  it('renders again only a changed picture, and keeps only the renders this build uses', async () => {
    const dirs = await shopWithCovers({ '/media/products/a-1.svg': svg('#c8507f'), '/media/sets/b.svg': svg('#0b5cad') });
    await writeSocialImages(dirs);
    await rm(dirs.outDir, { recursive: true });
    expect(await writeSocialImages(dirs)).toEqual({ pictures: 3, rendered: 0 });
    expect(await readdir(path.join(dirs.outDir, 'og', 'media', 'sets'))).toEqual(['b.jpg']);

    await writeFile(path.join(dirs.publicDir, 'media', 'sets', 'b.svg'), svg('#1b7a3a'));
    expect(await writeSocialImages(dirs)).toEqual({ pictures: 3, rendered: 1 });
    expect(await readdir(dirs.cacheDir)).toHaveLength(3);
  }, 30_000);
});
