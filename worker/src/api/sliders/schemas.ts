/** Sliders (the home page's). */
import { z } from '@hono/zod-openapi';
import { imageSchema } from '../schemas.ts';

export const slideSchema = z
  .object({ title: z.string(), subtitle: z.string(), image: imageSchema, link: z.object({ url: z.string(), label: z.string() }) })
  .openapi('Slide');

export const sliderSchema = z.object({ slug: z.string(), name: z.string(), slides: z.array(slideSchema) }).openapi('Slider');
