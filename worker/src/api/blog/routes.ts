/** The blog: posts (paged, newest first), one post by slug, categories and tags. */
import { currentTime } from '../clock.ts';
import { createRouter, declareCall } from '../contract.ts';
import { notFound } from '../errors.ts';
import { listOf, nextOffsetCursor, noQuery, pagedListOf, pagingQuery, slugParams } from '../schemas.ts';
import { getBlogPostBySlug, listBlogCategories, listBlogPosts, listBlogTags } from './queries.ts';
import { blogCategorySchema, blogPostSchema, blogTagSchema } from './schemas.ts';

const tags = ['Blog'];

const postsCall = declareCall({
  operationId: 'listBlogPosts',
  method: 'get',
  path: '/posts',
  tags,
  summary: 'Opublikowane artykuły, od najnowszych, stronami.',
  request: { query: pagingQuery },
  success: { schema: pagedListOf(blogPostSchema), description: 'Strona artykułów.' },
  cacheSeconds: 300,
});

const postBySlugCall = declareCall({
  operationId: 'getBlogPost',
  method: 'get',
  path: '/posts/slug/{slug}',
  tags,
  summary: 'Jeden opublikowany artykuł po slugu.',
  request: { params: slugParams, query: noQuery },
  success: { schema: blogPostSchema, description: 'Artykuł.' },
  errors: { 404: 'Nie ma opublikowanego artykułu o tym slugu.' },
  cacheSeconds: 300,
});

const categoriesCall = declareCall({
  operationId: 'listBlogCategories',
  method: 'get',
  path: '/categories',
  tags,
  summary: 'Kategorie bloga.',
  request: { query: noQuery },
  success: { schema: listOf(blogCategorySchema), description: 'Kategorie bloga.' },
  cacheSeconds: 300,
});

const tagsCall = declareCall({
  operationId: 'listBlogTags',
  method: 'get',
  path: '/tags',
  tags,
  summary: 'Tagi bloga.',
  request: { query: noQuery },
  success: { schema: listOf(blogTagSchema), description: 'Tagi bloga.' },
  cacheSeconds: 300,
});

export const blogRoutes = createRouter()
  .openapi(postsCall, async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const offset = Number(cursor ?? 0);
    const items = await listBlogPosts(c.env.DB, currentTime(), offset, limit);
    return c.json({ items, nextCursor: nextOffsetCursor(offset, items.length, limit) }, 200);
  })
  .openapi(postBySlugCall, async (c) => {
    const post = await getBlogPostBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!post) throw notFound('Nie znaleziono artykułu.');
    return c.json(post, 200);
  })
  .openapi(categoriesCall, async (c) => c.json({ items: await listBlogCategories(c.env.DB) }, 200))
  .openapi(tagsCall, async (c) => c.json({ items: await listBlogTags(c.env.DB) }, 200));
