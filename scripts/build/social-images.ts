/**
 * Raster pictures for link previews and structured data (issue 17): every SVG cover of a product,
 * set or article is rendered (sharp) to a 1200×630 JPEG for the path `socialImagePath` names, and
 * the shop's default picture (logo and tagline on the brand colour, drawn by resvg with Inter so
 * the text looks the same on every machine) for DEFAULT_SOCIAL_IMAGE.src. They go into the
 * SOCIAL_IMAGES bucket (social-image-bucket.ts), not into the export.
 *
 * Renders are kept in site/.generated/social-images/ under the SHA-256 of what went into them (the
 * SVG and RENDER_VERSION), so a rebuild renders only new or changed pictures: a catalogue of
 * thousands of products costs about 20 ms a new picture and nothing for the others. Renders no
 * longer used are removed, so the cache holds one build's pictures.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import type { BlogPost, ProductSet, ProductSummary } from '#lib/api-types.ts';
import { DEFAULT_SOCIAL_IMAGE, isRenderedAsRaster, SOCIAL_IMAGE_SIZE, socialImageKeyOf, socialImagePath } from '#lib/social-images.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { BucketObject } from './social-image-bucket.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const SOCIAL_IMAGE_CACHE_DIR = path.join(repoRoot, 'site', '.generated', 'social-images');
const SOURCE_FONT = path.join(repoRoot, 'node_modules', 'inter-ui', 'variable', 'InterVariable.woff2');

/** Bump when the rendering below changes, so every cached picture is rendered again. */
export const RENDER_VERSION = 'jpeg-q82-1200x630-contain-v1';
const BACKGROUND = '#f3f6f9';
const JPEG_QUALITY = 82;
const CONCURRENCY = 4;

/** The tagline in two lines (DEFAULT_SOCIAL_IMAGE.alt says the same), then the top bar's line. */
const TAGLINE = ['Artykuły higieniczne, dozowniki', 'i chemia profesjonalna dla firm'] as const;
const SUBLINE = 'Producent i dostawca artykułów higienicznych od 1995 roku';

/** The default picture as SVG: the logo mark, the name and the tagline on the brand colour. */
export function defaultSocialSvg(): string {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#0a2f57"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#fff" opacity=".06"/>
  <circle cx="1140" cy="600" r="180" fill="#fff" opacity=".05"/>
  <g transform="translate(96 150) scale(5)"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M8 23V10l8 8 8-8v13" fill="none" stroke="#0b5cad" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></g>
  <text x="290" y="262" font-family="Inter" font-size="112" fill="#fff">Merida</text>
  <text x="96" y="410" font-family="Inter" font-size="48" fill="#fff">${TAGLINE[0]}</text>
  <text x="96" y="472" font-family="Inter" font-size="48" fill="#fff">${TAGLINE[1]}</text>
  <text x="96" y="550" font-family="Inter" font-size="28" fill="#cfe0f3">${SUBLINE}</text>
</svg>`;
}

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** An SVG cover as the JPEG link previews get: contained in 1200×630 on the page's background colour. */
export async function renderSocialJpeg(svg: Uint8Array): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  return sharp(svg, { density: 144 })
    .resize(width, height, { fit: 'contain', background: BACKGROUND })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The default picture: its text drawn with Inter (bold instance, only the characters it uses) by resvg. */
async function renderDefaultJpeg(svg: string, cacheDir: string): Promise<Buffer> {
  const characters = [...new Set(svg.replace(/<[^>]+>/g, ''))].join('');
  const font = await subsetFont(await readFile(SOURCE_FONT), characters, { targetFormat: 'truetype', variationAxes: { wght: 700, opsz: 32 } });
  const fontFile = path.join(cacheDir, `inter-${sha256(font).slice(0, 16)}.ttf`);
  await writeFile(fontFile, font);
  try {
    const png = new Resvg(svg, { font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: 'Inter' } }).render().asPng();
    return sharp(png).jpeg({ quality: 90 }).toBuffer();
  } finally {
    await rm(fontFile, { force: true });
  }
}

interface Job {
  /** The copy's key in the bucket, e.g. media/products/a-1.jpg (served at /og/media/products/a-1.jpg). */
  key: string;
  hash: string;
  render: () => Promise<Buffer>;
}

/** Site paths of the SVG covers the pages share: products, sets and articles, each once. */
export async function listSharedCovers(contentDir: string): Promise<string[]> {
  const read = async <T>(file: string): Promise<T[]> => JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as T[];
  const covers = [
    ...(await read<ProductSummary>('products.json')).map((product) => product.coverImage.src),
    ...(await read<ProductSet>('product-sets.json')).map((set) => set.coverImage.src),
    ...(await read<BlogPost>('blog-posts.json')).map((post) => post.coverImage.src),
  ];
  return [...new Set(covers.filter(isRenderedAsRaster))];
}

export interface RenderedSocialImages {
  /** Every copy the pages link, with the file that holds it: what the bucket must hold. */
  objects: BucketObject[];
  rendered: number;
}

/** The bucket key of a copy's site path (the paths come from socialImagePath, so each has one). */
function keyOf(sitePath: string): string {
  const key = socialImageKeyOf(sitePath);
  if (!key) throw new Error(`No bucket key for the social image ${sitePath}`);
  return key;
}

/**
 * Renders the raster copies the pages link: each SVG cover (pulled by the build under
 * `mediaRootDir`) and the default picture, into `cacheDir`, only those not rendered before.
 */
export async function renderSocialImages({
  contentDir,
  mediaRootDir,
  cacheDir = SOCIAL_IMAGE_CACHE_DIR,
}: {
  contentDir: string;
  /** The folder the media's site paths (`/media/products/a-1.svg`) are relative to. */
  mediaRootDir: string;
  cacheDir?: string;
}): Promise<RenderedSocialImages> {
  await mkdir(cacheDir, { recursive: true });
  const defaultSvg = defaultSocialSvg();
  const jobs: Job[] = [
    {
      key: keyOf(DEFAULT_SOCIAL_IMAGE.src),
      hash: sha256(RENDER_VERSION, 'default', defaultSvg, await readFile(SOURCE_FONT)),
      render: () => renderDefaultJpeg(defaultSvg, cacheDir),
    },
  ];
  for (const src of await listSharedCovers(contentDir)) {
    const svg = new Uint8Array(await readFile(path.join(mediaRootDir, src)));
    jobs.push({ key: keyOf(socialImagePath(src)), hash: sha256(RENDER_VERSION, svg), render: () => renderSocialJpeg(svg) });
  }

  const cached = new Set(await readdir(cacheDir));
  const toRender = jobs.filter((job) => !cached.has(`${job.hash}.jpg`));
  await mapConcurrently(toRender, CONCURRENCY, async (job) => writeFile(path.join(cacheDir, `${job.hash}.jpg`), await job.render()));
  const rendered = toRender.length;

  const used = new Set(jobs.map((job) => `${job.hash}.jpg`));
  await Promise.all([...cached].filter((name) => !used.has(name)).map((name) => rm(path.join(cacheDir, name), { force: true })));
  return { objects: jobs.map(({ key, hash }) => ({ key, hash, file: path.join(cacheDir, `${hash}.jpg`) })), rendered };
}
