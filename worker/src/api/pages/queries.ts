/** Content and landing pages, and the milestones, on D1: only what is published reaches the public calls. */
import type { Milestone, Page } from '#lib/api-types.ts';
import { toImage } from '../media/image.ts';

const pageSelect = 'SELECT uuid, slug, kind, title, meta_description AS metaDescription, lead, body, updated_at AS updatedAt FROM pages';

export async function listPublishedPages(db: D1Database): Promise<Page[]> {
  return (await db.prepare(`${pageSelect} WHERE is_published = 1 ORDER BY kind, slug`).all<Page>()).results;
}

export function findPublishedPage(db: D1Database, kind: string, slug: string): Promise<Page | null> {
  return db.prepare(`${pageSelect} WHERE is_published = 1 AND kind = ?1 AND slug = ?2`).bind(kind, slug).first<Page>();
}

export async function listMilestones(db: D1Database): Promise<Milestone[]> {
  const { results } = await db
    .prepare(
      `SELECT s.year, s.title, s.description, s.image, m.width, m.height
       FROM milestones s LEFT JOIN media m ON m.path = s.image ORDER BY s.position, s.year`,
    )
    .all<{ year: number; title: string; description: string; image: string | null; width: number | null; height: number | null }>();
  return results.map(({ image, width, height, ...milestone }) => ({
    ...milestone,
    image: image !== null && width !== null && height !== null ? toImage({ path: image, alt: milestone.title, width, height }) : null,
  }));
}
