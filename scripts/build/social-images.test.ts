/**
 * The build's raster copies: each SVG cover becomes a 1200×630 JPEG under the bucket key of the
 * path the pages link, the default picture is there, and a second build renders nothing it
 * rendered before.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE, socialImageKeyOf, socialImagePath } from '#lib/social-images.ts';
import { renderSocialImages } from './social-images.ts';

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
    mediaRootDir: path.join(workDir, 'public'),
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
    await mkdir(path.dirname(path.join(dirs.mediaRootDir, src)), { recursive: true });
    await writeFile(path.join(dirs.mediaRootDir, src), body);
  }
  return dirs;
}

/** The rendered file of each bucket key. */
const filesByKey = (objects: { key: string; file: string }[]) => Object.fromEntries(objects.map(({ key, file }) => [key, file]));

describe('renderSocialImages', () => {
  it('renders every SVG cover once, and the default picture, as 1200×630 JPEGs under the keys of the paths the pages link', async () => {
    const dirs = await shopWithCovers({ '/media/products/a-1.svg': svg('#c8507f'), '/media/sets/b.svg': svg('#0b5cad') });
    const { objects, rendered } = await renderSocialImages(dirs);
    expect(rendered).toBe(3);
    const files = filesByKey(objects);
    const paths = [socialImagePath('/media/products/a-1.svg'), socialImagePath('/media/sets/b.svg'), DEFAULT_SOCIAL_IMAGE.src];
    // A raster cover is shared as it is: nothing rendered for it.
    expect(Object.keys(files).sort()).toEqual(paths.map((sitePath) => socialImageKeyOf(sitePath)).sort());
    for (const sitePath of paths) {
      const { format, width, height } = await sharp(files[socialImageKeyOf(sitePath) ?? ''] ?? '').metadata();
      expect({ sitePath, format, width, height }).toEqual({ sitePath, format: 'jpeg', width: 1200, height: 630 });
    }
  }, 30_000);

  it('renders again only a changed picture, with a new hash, and keeps only the renders this build uses', async () => {
    const dirs = await shopWithCovers({ '/media/products/a-1.svg': svg('#c8507f'), '/media/sets/b.svg': svg('#0b5cad') });
    const first = await renderSocialImages(dirs);
    const again = await renderSocialImages(dirs);
    expect(again.rendered).toBe(0);
    expect(again.objects).toEqual(first.objects);

    await writeFile(path.join(dirs.mediaRootDir, 'media', 'sets', 'b.svg'), svg('#1b7a3a'));
    const changed = await renderSocialImages(dirs);
    expect(changed.rendered).toBe(1);
    const hashes = (objects: typeof first.objects) => Object.fromEntries(objects.map(({ key, hash }) => [key, hash]));
    expect(hashes(changed.objects)['media/sets/b.jpg']).not.toBe(hashes(first.objects)['media/sets/b.jpg']);
    expect(hashes(changed.objects)['media/products/a-1.jpg']).toBe(hashes(first.objects)['media/products/a-1.jpg']);
    expect(await readdir(dirs.cacheDir)).toHaveLength(3);
  }, 30_000);
});
