/**
 * Raster copies of the shop's pictures for link previews (`og:image`) and structured data (the
 * JSON-LD `image`): product and set pictures are SVG, which Google Merchant Center and most link
 * previews refuse. The build (scripts/build/social-images.ts) renders each SVG cover to a JPEG at
 * the path `socialImageOf` names, and the shop's default picture for every other page, and puts
 * them into a bucket under `socialImageKeyOf` of that path; the worker answers /og/* from it
 * (worker/src/edge/social-images.ts). Pages only compute the path, so rendering and linking
 * cannot disagree.
 */
import type { Image } from './api-types.ts';
import { isMediaPath } from './media-path.ts';

/** The size link previews ask for (1.91:1). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site path under which the rendered copies are served. */
export const SOCIAL_IMAGE_DIR = '/og';

export interface SocialImage {
  /** Site path of a raster picture. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The shop's own picture (logo and tagline on the brand colour) for pages without a picture of their own. */
export const DEFAULT_SOCIAL_IMAGE: SocialImage = {
  src: `${SOCIAL_IMAGE_DIR}/merida.jpg`,
  ...SOCIAL_IMAGE_SIZE,
  alt: 'Merida – artykuły higieniczne, dozowniki i chemia profesjonalna dla firm',
};

/** Whether the build renders a raster copy of this picture (it is an SVG). */
export function isRenderedAsRaster(src: string): boolean {
  return /\.svg$/i.test(src);
}

/**
 * Where the raster copy of a picture is: an SVG's JPEG under /og, 1200×630; a raster picture is
 * its own copy.
 * @example socialImagePath('/media/products/a-1.svg') // '/og/media/products/a-1.jpg'
 */
export function socialImagePath(src: string): string {
  return isRenderedAsRaster(src) ? `${SOCIAL_IMAGE_DIR}${src.replace(/\.svg$/i, '.jpg')}` : src;
}

/** The picture to share a page with: the raster copy of `image`, with its alt text and size. */
export function socialImageOf(image: Pick<Image, 'src' | 'alt' | 'width' | 'height'>): SocialImage {
  return isRenderedAsRaster(image.src)
    ? { src: socialImagePath(image.src), ...SOCIAL_IMAGE_SIZE, alt: image.alt }
    : { src: image.src, width: image.width, height: image.height, alt: image.alt };
}

/**
 * The bucket key of a raster copy's site path, or null for a path that names none: the default
 * picture, or `/og/media/` and a media path ending in `.jpg`.
 * @example socialImageKeyOf('/og/media/products/a-1.jpg') // 'media/products/a-1.jpg'
 */
export function socialImageKeyOf(sitePath: string): string | null {
  if (!sitePath.startsWith(`${SOCIAL_IMAGE_DIR}/`)) return null;
  const key = sitePath.slice(SOCIAL_IMAGE_DIR.length + 1);
  if (sitePath === DEFAULT_SOCIAL_IMAGE.src) return key;
  return key.startsWith('media/') && key.endsWith('.jpg') && isMediaPath(key.slice('media/'.length)) ? key : null;
}
