/** Blog posts with their category and tags; categories and tags on their own for listings. */
import type { BlogCategory, BlogPost, BlogTag } from '#lib/api-types.ts';
import { toImage } from '../media/image.ts';

/** A blog post as the table stores it. */
export interface BlogPostRow {
  id: number;
  uuid: string;
  slug: string;
  title: string;
  lead: string;
  body: string;
  author: string;
  cover_image: string;
  published_at: string;
  is_published: number;
  updated_at: string;
}

/** What a post's query adds to its row: the category's columns, the tags as JSON (`[{ slug, name }]`). */
export interface PostJoins {
  category_slug: string;
  category_name: string;
  category_description: string;
  tags_json: string;
}

/** A published post as the public calls read it: with its cover's size. */
type PostRow = Omit<BlogPostRow, 'is_published'> & PostJoins & { width: number; height: number };

const postSelect = `
SELECT p.id, p.uuid, p.slug, p.title, p.lead, p.body, p.author, p.cover_image, m.width, m.height, p.published_at, p.updated_at,
  c.slug AS category_slug, c.name AS category_name, c.description AS category_description,
  (SELECT json_group_array(json_object('slug', t.slug, 'name', t.name))
     FROM (SELECT bt.slug, bt.name FROM blog_post_tags pt JOIN blog_tags bt ON bt.id = pt.tag_id WHERE pt.post_id = p.id ORDER BY bt.name) t) AS tags_json
FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id JOIN media m ON m.path = p.cover_image`;

function toBlogPost(row: PostRow): BlogPost {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    body: row.body,
    author: row.author,
    category: { slug: row.category_slug, name: row.category_name, description: row.category_description },
    tags: JSON.parse(row.tags_json) as BlogTag[],
    coverImage: toImage({ path: row.cover_image, alt: row.title, width: row.width, height: row.height }),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  };
}

/** Published posts, newest first; `offset` posts are skipped. */
export async function listBlogPosts(db: D1Database, now: string, offset: number, limit: number): Promise<BlogPost[]> {
  const { results } = await db
    .prepare(`${postSelect} WHERE p.published_at <= ?1 AND p.is_published = 1 ORDER BY p.published_at DESC, p.id DESC LIMIT ?2 OFFSET ?3`)
    .bind(now, limit, offset)
    .all<PostRow>();
  return results.map(toBlogPost);
}

export async function getBlogPostBySlug(db: D1Database, now: string, slug: string): Promise<BlogPost | null> {
  const row = await db.prepare(`${postSelect} WHERE p.published_at <= ?1 AND p.is_published = 1 AND p.slug = ?2`).bind(now, slug).first<PostRow>();
  return row ? toBlogPost(row) : null;
}

export async function listBlogCategories(db: D1Database): Promise<BlogCategory[]> {
  const { results } = await db.prepare('SELECT slug, name, description FROM blog_categories ORDER BY position, name').all<BlogCategory>();
  return results;
}

export async function listBlogTags(db: D1Database): Promise<BlogTag[]> {
  const { results } = await db.prepare('SELECT slug, name FROM blog_tags ORDER BY name').all<BlogTag>();
  return results;
}
