/**
 * The staff's blog calls: create, update and unpublish (`published: false`, migration 0017) blog
 * posts. The body is the blog's light markup (blog/schemas.ts): blocks separated by a blank
 * line, `## ` a heading, `- ` a list item; `npm run import -- posts/*.md` turns Markdown into it.
 */
import type { z } from '@hono/zod-openapi';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { changedFields } from '../../staff/audit.ts';
import type { BlogPostRow, PostJoins } from '../blog/queries.ts';
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { notFound } from '../errors.ts';
import { noQuery, slugParams } from '../schemas.ts';
import {
  type AdminBlogPost,
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogPostCreateBody,
  blogPostListQuery,
  blogPostUpdateBody,
} from './blog-post-schemas.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import { missingPictures, missingValues, unchangedSince, unknownList, unknownReferences, updateStatement, writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

/** A post as the staff read it: every column but the id, with its category's slug and its tags. */
type PostRow = Omit<BlogPostRow, 'id'> & Pick<PostJoins, 'category_slug' | 'tags_json'>;

async function readPost(db: D1Database, slug: string): Promise<AdminBlogPost | null> {
  const row = await db
    .prepare(
      `SELECT p.uuid, p.slug, p.title, p.lead, p.body, p.author, c.slug AS category_slug, p.cover_image, p.published_at, p.is_published, p.updated_at,
         (SELECT json_group_array(slug) FROM (SELECT t.slug FROM blog_post_tags pt JOIN blog_tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id ORDER BY t.slug)) AS tags_json
       FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id WHERE p.slug = ?1`,
    )
    .bind(slug)
    .first<PostRow>();
  if (!row) return null;
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    lead: row.lead,
    body: row.body,
    author: row.author,
    categorySlug: row.category_slug,
    tagSlugs: JSON.parse(row.tags_json) as string[],
    coverImage: row.cover_image,
    publishedAt: row.published_at,
    published: row.is_published === 1,
    updatedAt: row.updated_at,
  };
}

async function existingPost(db: D1Database, slug: string): Promise<AdminBlogPost> {
  const post = await readPost(db, slug);
  if (!post) throw notFound('Nie ma wpisu o tym slugu.');
  return post;
}

async function checkReferences(db: D1Database, fields: Partial<z.output<typeof blogPostCreateBody>>): Promise<void> {
  const [categories, tags, media] = await Promise.all([
    missingValues(db, 'blog_categories', 'slug', fields.categorySlug ? [fields.categorySlug] : []),
    missingValues(db, 'blog_tags', 'slug', fields.tagSlugs ?? []),
    missingPictures(db, fields.coverImage ? [fields.coverImage] : []),
  ]);
  const problems: Record<string, string> = {};
  if (categories.length > 0) problems.categorySlug = `Nie ma kategorii bloga o slugu ${fields.categorySlug}.`;
  if (tags.length > 0) problems.tagSlugs = unknownList('Nieznane tagi bloga', tags);
  if (media.length > 0) problems.coverImage = `Nie ma w mediach obrazu ${fields.coverImage} (PDF nie jest obrazem).`;
  if (Object.keys(problems).length > 0) throw unknownReferences(problems);
}

function tagStatements(db: D1Database, slug: string, tagSlugs: readonly string[] | undefined): D1PreparedStatement[] {
  if (!tagSlugs) return [];
  const postId = '(SELECT id FROM blog_posts WHERE slug = ?1)';
  return [
    db.prepare(`DELETE FROM blog_post_tags WHERE post_id = ${postId}`).bind(slug),
    db
      .prepare(`INSERT INTO blog_post_tags (post_id, tag_id) SELECT ${postId}, id FROM blog_tags WHERE slug IN (SELECT value FROM json_each(?2))`)
      .bind(slug, JSON.stringify(tagSlugs)),
  ];
}

function postPurgePaths(slug: string): string[] {
  return ['/api/public/v1/blog/posts', `/api/public/v1/blog/posts/slug/${slug}`];
}

/** Posts on one page of the staff's list. */
const POST_LIST_PAGE_SIZE = 25;

/** One page of every post (unpublished and future-dated too), newest publish date first; `q` searches the titles. */
async function listPosts(db: D1Database, query: z.output<typeof blogPostListQuery>): Promise<z.output<typeof adminBlogPostListSchema>> {
  const page = Number(query.page ?? '1');
  // The title's search is `instr`, not LIKE: D1 refuses LIKE patterns over 50 bytes (a long or
  // non-Latin search was a 500), and an editor's `%` or `_` is a letter. Case folds as LIKE's did (ASCII).
  const pattern = query.q ? query.q.replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : null;
  const where = pattern ? 'WHERE instr(lower(p.title), ?1) > 0' : '';
  const bound = (sql: string) => (pattern ? db.prepare(sql).bind(pattern) : db.prepare(sql));
  const [count, rows] = await Promise.all([
    bound(`SELECT count(*) AS n FROM blog_posts p ${where}`).first<{ n: number }>(),
    bound(
      `SELECT p.slug, p.title, c.slug AS categorySlug, p.author, p.published_at AS publishedAt, p.is_published, p.updated_at AS updatedAt
       FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id ${where}
       ORDER BY p.published_at DESC, p.id DESC LIMIT ${POST_LIST_PAGE_SIZE} OFFSET ${(page - 1) * POST_LIST_PAGE_SIZE}`,
    ).all<Omit<z.output<typeof adminBlogPostListSchema>['posts'][number], 'published'> & { is_published: number }>(),
  ]);
  const total = count?.n ?? 0;
  return {
    posts: rows.results.map(({ is_published, ...post }) => ({ ...post, published: is_published === 1 })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / POST_LIST_PAGE_SIZE)),
  };
}

const listCall = declareCall({
  operationId: 'adminListBlogPosts',
  method: 'get',
  path: '/blog-posts',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Wszystkie wpisy bloga (także wycofane i z przyszłą datą), od najnowszej daty publikacji; szukanie w tytule, po 25 na stronie.',
  request: { query: blogPostListQuery },
  success: { schema: adminBlogPostListSchema, description: 'Strona listy wpisów.' },
  errors: STAFF_ERRORS,
  ...staffCall(ROLES_FOR.content),
});

const readCall = declareCall({
  operationId: 'adminGetBlogPost',
  method: 'get',
  path: '/blog-posts/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Wpis bloga w postaci, w jakiej go zapisuje obsługa (także wycofany).',
  request: { params: slugParams, query: noQuery },
  success: { schema: adminBlogPostSchema, description: 'Wpis.' },
  errors: { ...STAFF_ERRORS, 404: 'Nie ma wpisu o tym slugu.' },
  ...staffCall(ROLES_FOR.content),
});

const createCall = declareCall({
  operationId: 'adminCreateBlogPost',
  method: 'post',
  path: '/blog-posts',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Dodaje wpis bloga.',
  request: { query: noQuery, body: jsonBody(blogPostCreateBody) },
  maxBodyBytes: 64 * 1024,
  success: { schema: adminBlogPostSchema, description: 'Wpis dodany.' },
  errors: {
    ...STAFF_ERRORS,
    409: 'Ten slug ma już inny wpis; nic nie zapisano.',
    422: 'Nieznana kategoria, tag albo okładka; nic nie zapisano.',
  },
  ...staffCall(ROLES_FOR.content),
});

const updateCall = declareCall({
  operationId: 'adminUpdateBlogPost',
  method: 'patch',
  path: '/blog-posts/{slug}',
  tags: ADMIN_CONTENT_TAGS,
  summary: 'Zmienia podane pola wpisu; `published: false` wycofuje go z bloga (nie jest usuwany).',
  request: { params: slugParams, query: noQuery, body: jsonBody(blogPostUpdateBody) },
  maxBodyBytes: 64 * 1024,
  success: { schema: adminBlogPostSchema, description: 'Wpis po zmianie.' },
  errors: {
    ...STAFF_ERRORS,
    404: 'Nie ma wpisu o tym slugu.',
    409: 'Ktoś zapisał wpis po odczycie z updatedAt; nic nie zapisano.',
    422: 'Nieznana kategoria, tag albo okładka; nic nie zapisano.',
  },
  ...staffCall(ROLES_FOR.content),
});

export const adminBlogPostRoutes = createRouter()
  .openapi(listCall, async (c) => c.json(await listPosts(c.env.DB, c.req.valid('query')), 200))
  .openapi(readCall, async (c) => c.json(await existingPost(c.env.DB, c.req.valid('param').slug), 200))
  .openapi(createCall, async (c) => {
    const body = c.req.valid('json');
    const db = c.env.DB;
    await checkReferences(db, body);
    await writeContent(c, staffActorOf(c), {
      statements: [
        db
          .prepare(
            `INSERT INTO blog_posts (uuid, slug, title, lead, body, author, category_id, cover_image, published_at, is_published, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT id FROM blog_categories WHERE slug = ?7), ?8, ?9, ?10, ?11)`,
          )
          .bind(
            crypto.randomUUID(),
            body.slug,
            body.title,
            body.lead,
            body.body,
            body.author,
            body.categorySlug,
            body.coverImage,
            new Date(body.publishedAt).toISOString(),
            body.published ? 1 : 0,
            new Date().toISOString(),
          ),
        ...tagStatements(db, body.slug, body.tagSlugs),
      ],
      changes: [{ kind: 'blog-post', slug: body.slug, action: 'created' }],
      purge: postPurgePaths(body.slug),
    });
    return c.json(await existingPost(db, body.slug), 200);
  })
  .openapi(updateCall, async (c) => {
    const { slug } = c.req.valid('param');
    const { updatedAt, ...body } = c.req.valid('json');
    const db = c.env.DB;
    const before = await existingPost(db, slug);
    await checkReferences(db, body);
    const row = updateStatement(db, 'blog_posts', 'slug = ?1', [slug], {
      title: body.title,
      lead: body.lead,
      body: body.body,
      author: body.author,
      cover_image: body.coverImage,
      published_at: body.publishedAt === undefined ? undefined : new Date(body.publishedAt).toISOString(),
      is_published: body.published === undefined ? undefined : body.published ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    const category = body.categorySlug
      ? [
          db
            .prepare('UPDATE blog_posts SET category_id = (SELECT id FROM blog_categories WHERE slug = ?2) WHERE slug = ?1')
            .bind(slug, body.categorySlug),
        ]
      : [];
    await writeContent(c, staffActorOf(c), {
      audit: changedFields(before, body),
      statements: [...(row ? [row] : []), ...category, ...tagStatements(db, slug, body.tagSlugs)],
      changes: [{ kind: 'blog-post', slug, action: body.published === false && before.published ? 'unpublished' : 'updated' }],
      purge: postPurgePaths(slug),
      unchanged: unchangedSince('blog_posts', 'slug = ?', [slug], updatedAt),
    });
    return c.json(await existingPost(db, slug), 200);
  });
