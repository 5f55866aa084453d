/** Sliders: spec §7 GET /slider/slug/strona-glowna, also the 503 page's liveness probe. */
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { toImage } from '../media/image.ts';
import { noQuery, slugParams } from '../schemas.ts';
import { readSlider } from './queries.ts';
import { sliderSchema } from './schemas.ts';

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
  const { name, slides } = await readSlider(c.env.DB, slug);
  if (name === null) throw notFound('Nie znaleziono slidera.');
  return c.json(
    {
      slug,
      name,
      slides: slides.map((row) => ({
        title: row.title,
        subtitle: row.subtitle,
        image: toImage({ path: row.image, alt: row.title, width: row.width, height: row.height }),
        link: { url: row.link_url, label: row.link_label },
      })),
    },
    200,
  );
});
