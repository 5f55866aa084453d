/** The blog: posts (paged, newest first), one post by slug, categories and tags. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BlogCategory, BlogPost, BlogTag, ListResponse, PagedResponse } from '#lib/api-types.ts';
import type { AppEnv } from '#worker/env.ts';
import { currentTime } from '../clock.ts';
import { notFound } from '../errors.ts';
import { nextOffsetCursor, pagingSchema, slugSchema, validate } from '../validation.ts';
import { getBlogPostBySlug, listBlogCategories, listBlogPosts, listBlogTags } from './queries.ts';

export const blogRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', pagingSchema), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const offset = Number(cursor ?? 0);
    const items = await listBlogPosts(c.env.DB, currentTime(), offset, limit);
    return c.json<PagedResponse<BlogPost>>({ items, nextCursor: nextOffsetCursor(offset, items.length, limit) });
  })
  .get('/posts/slug/:slug', validate('param', z.object({ slug: slugSchema })), async (c) => {
    const post = await getBlogPostBySlug(c.env.DB, currentTime(), c.req.valid('param').slug);
    if (!post) throw notFound('Nie znaleziono artykułu.');
    return c.json<BlogPost>(post);
  })
  .get('/categories', async (c) => c.json<ListResponse<BlogCategory>>({ items: await listBlogCategories(c.env.DB) }))
  .get('/tags', async (c) => c.json<ListResponse<BlogTag>>({ items: await listBlogTags(c.env.DB) }));
