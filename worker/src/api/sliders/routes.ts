/** Sliders: spec §7 GET /slider/slug/strona-glowna, also the 503 page's liveness probe. */
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { toImage } from '../media/image.ts';
import { noQuery, slugParams } from '../schemas.ts';
import { sliderSchema } from './schemas.ts';

interface SlideRow {
  slider_name: string;
  title: string;
  subtitle: string;
  image: string;
  width: number;
  height: number;
  link_url: string;
  link_label: string;
}

const sliderCall = declareCall({
  operationId: 'getSlider',
  method: 'get',
  path: '/slug/{slug}',
  tags: ['Strony'],
  summary: 'Slider po slugu (strona główna); także sonda strony błędu 503.',
  request: { params: slugParams, query: noQuery },
  success: { schema: sliderSchema, description: 'Slider ze slajdami.' },
  errors: { 404: 'Nie ma slidera o tym slugu.' },
  cacheSeconds: 600,
  isLivenessProbe: true,
});

export const sliderRoutes = createRouter().openapi(sliderCall, async (c) => {
  const { slug } = c.req.valid('param');
  const [slider, slides] = await c.env.DB.batch([
    c.env.DB.prepare('SELECT name FROM sliders WHERE slug = ?1').bind(slug),
    c.env.DB.prepare(
      `SELECT sl.title, sl.subtitle, sl.image, m.width, m.height, sl.link_url, sl.link_label
       FROM slides sl JOIN sliders s ON s.id = sl.slider_id JOIN media m ON m.path = sl.image
       WHERE s.slug = ?1 ORDER BY sl.position`,
    ).bind(slug),
  ]);
  const name = (slider?.results[0] as { name: string } | undefined)?.name;
  if (name === undefined) throw notFound('Nie znaleziono slidera.');
  return c.json(
    {
      slug,
      name,
      slides: ((slides?.results ?? []) as SlideRow[]).map((row) => ({
        title: row.title,
        subtitle: row.subtitle,
        image: toImage({ path: row.image, alt: row.title, width: row.width, height: row.height }),
        link: { url: row.link_url, label: row.link_label },
      })),
    },
    200,
  );
});
