import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIAL_IMAGE, isRenderedAsRaster, socialImageOf, socialImagePath } from './social-images.ts';

describe('social images', () => {
  it('puts the raster copy of an SVG under /og as a JPEG of 1200×630', () => {
    expect(socialImagePath('/media/products/a-1.svg')).toBe('/og/media/products/a-1.jpg');
    expect(socialImageOf({ src: '/media/sets/b.SVG', alt: 'Zestaw', width: 800, height: 800 })).toEqual({
      src: '/og/media/sets/b.jpg',
      width: 1200,
      height: 630,
      alt: 'Zestaw',
    });
  });

  it('shares a raster picture as it is', () => {
    expect(isRenderedAsRaster('/media/blog/a.webp')).toBe(false);
    expect(socialImageOf({ src: '/media/blog/a.webp', alt: 'A', width: 640, height: 480 })).toEqual({
      src: '/media/blog/a.webp',
      width: 640,
      height: 480,
      alt: 'A',
    });
  });

  it('has a raster default picture with a text alternative', () => {
    expect(DEFAULT_SOCIAL_IMAGE).toMatchObject({ src: '/og/merida.jpg', width: 1200, height: 630 });
    expect(DEFAULT_SOCIAL_IMAGE.alt.length).toBeGreaterThan(10);
  });
});
