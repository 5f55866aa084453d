/**
 * The staff's slider call: a slider (the home page's `strona-glowna`) is written whole, its
 * name and its slides in order, created when new. Slides are referred to by nothing, so a slide
 * to withdraw is left out of the list; an empty list leaves the slider with no slides.
 */
import { z } from '@hono/zod-openapi';
import { slideField as slideSchema } from '#lib/forms/content.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { noQuery, slugParams } from '../schemas.ts';
import { adminSliderListSchema, adminSliderSchema } from './content-answer-schemas.ts';
import { ADMIN_CONTENT_TAGS, readUpdatedAt } from './content-schemas.ts';
import { missingPictures, unchangedSince, unknownList, unknownReferences, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const sliderBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'Podaj nazwę slidera.' }).max(200),
    slides: z.array(slideSchema).max(20, { error: 'Najwyżej 20 slajdów.' }).describe('Slajdy w kolejności wyświetlania.'),
    updatedAt: readUpdatedAt,
  })
  .openapi('AdminSliderRequest');
type AdminSlider = z.output<typeof adminSliderSchema>;

async function readSlider(db: D1Database, slug: string): Promise<AdminSlider | null> {
  const row = await db
    .prepare(
      `SELECT s.slug, s.name, s.updated_at,
         (SELECT json_group_array(json_object('title', title, 'subtitle', subtitle, 'image', image, 'link', json_object('url', link_url, 'label', link_label)))
            FROM (SELECT * FROM slides WHERE slider_id = s.id ORDER BY position)) AS slides_json
       FROM sliders s WHERE s.slug = ?1`,
    )
    .bind(slug)
    .first<{ slug: string; name: string; updated_at: string; slides_json: string }>();
  return row ? { slug: row.slug, name: row.name, slides: JSON.parse(row.slides_json) as AdminSlider['slides'], updatedAt: row.updated_at } : null;
}

async function existingSlider(db: D1Database, slug: string): Promise<AdminSlider> {
  const slider = await readSlider(db, slug);
  if (!slider) throw notFound('Nie ma slidera o tym slugu.');
  return slider;
}

const listCall = declareCall({
  operationId: 'adminListSliders',
  method: 'get',
  path: '/sliders',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Slidery sklepu z liczbą slajdów.',
  request: { query: noQuery },
  success: { schema: adminSliderListSchema, description: 'Slidery.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetSlider',
  method: 'get',
  path: '/sliders/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Slider ze slajdami w postaci, w jakiej go zapisuje obsługa.',
  request: { params: slugParams, query: noQuery },
  success: { schema: adminSliderSchema, description: 'Slider.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma slidera o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const putCall = declareCall({
  operationId: 'adminPutSlider',
  method: 'put',
  path: '/sliders/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zapisuje slider w całości (nazwa i slajdy w kolejności); tworzy go, gdy nie istnieje.',
  request: { params: slugParams, query: noQuery, body: jsonBody(sliderBody) },
  success: { schema: adminSliderSchema, description: 'Slider po zapisie.' },
  errors: {
    ...STAFF_ERRORS,
    409: 'Ktoś zapisał slider po odczycie z updatedAt (albo slidera z updatedAt już nie ma); nic nie zapisano.',
    422: 'Nieznany obraz slajdu; nic nie zapisano.',
  },
  maxBodyBytes: 32 * 1024,
  ...staffCall(ROLES_FOR.content),
});

export const adminSliderRoutes = createRouter()
  .openapi(listCall, async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT s.slug, s.name, (SELECT count(*) FROM slides WHERE slider_id = s.id) AS slideCount, s.updated_at AS updatedAt FROM sliders s ORDER BY s.slug',
    ).all<{ slug: string; name: string; slideCount: number; updatedAt: string }>();
    return c.json({ sliders: results }, 200);
  })
  .openapi(readCall, async (c) => c.json(await existingSlider(c.env.DB, c.req.valid('param').slug), 200))
  .openapi(putCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const missing = await missingPictures(
      db,
      body.slides.map((slide) => slide.image),
    );
    if (missing.length > 0) throw unknownReferences({ slides: unknownList('Nie ma w mediach obrazów (PDF nie jest obrazem)', missing) });
    const before = await readSlider(db, slug);
    const sliderId = '(SELECT id FROM sliders WHERE slug = ?1)';
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before ?? {}, body),
      statements: [
        db
          .prepare(
            'INSERT INTO sliders (slug, name, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT (slug) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at',
          )
          .bind(slug, body.name, new Date().toISOString()),
        db.prepare(`DELETE FROM slides WHERE slider_id = ${sliderId}`).bind(slug),
        db
          .prepare(
            `INSERT INTO slides (slider_id, position, title, subtitle, image, link_url, link_label)
             SELECT ${sliderId}, key, json_extract(value, '$.title'), json_extract(value, '$.subtitle'), json_extract(value, '$.image'),
               json_extract(value, '$.link.url'), json_extract(value, '$.link.label')
             FROM json_each(?2)`,
          )
          .bind(slug, JSON.stringify(body.slides)),
      ],
      changes: [{ kind: 'slider', slug, action: before ? 'updated' : 'created' }],
      purge: [`/api/public/v1/slider/slug/${slug}`],
      unchanged: unchangedSince('sliders', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingSlider(db, slug), 200);
  });
