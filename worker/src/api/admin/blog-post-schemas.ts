/**
 * The bodies and answers of the staff's blog calls (blog-posts.ts), apart from the calls so that
 * `npm run import -- posts/*.md` validates a post with the very schemas the API applies. The
 * fields are the panel's form's (#lib/forms/content.ts): one rule, one Polish message, both sides.
 */
import { z } from '@hono/zod-openapi';
import { blogPostFields as postFields } from '#lib/forms/content.ts';
import { pageParam, searchParam } from '#lib/panel/list-query.ts';
import { slugSchema, timestampSchema } from '../schemas.ts';
import { atLeastOneField, readUpdatedAt } from './content-schemas.ts';

export { postFields };

export const blogPostCreateBody = z
  .strictObject({ slug: slugSchema, ...postFields, tagSlugs: postFields.tagSlugs.default([]), published: postFields.published.default(true) })
  .openapi('AdminBlogPostCreateRequest');
export const blogPostUpdateBody = z
  .strictObject({ ...postFields, updatedAt: readUpdatedAt })
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminBlogPostUpdateRequest');

export const adminBlogPostSchema = z
  .object({ uuid: z.string(), slug: z.string(), ...postFields, updatedAt: timestampSchema })
  .openapi('AdminBlogPost');
export type AdminBlogPost = z.output<typeof adminBlogPostSchema>;

/** The staff's list of posts: every post, also unpublished and future-dated ones, newest publish date first. */
export const blogPostListQuery = z
  .strictObject({
    q: searchParam(2).optional().describe('Szukaj w tytule.'),
    page: pageParam,
  })
  .openapi('AdminBlogPostListQuery');

export const adminBlogPostListSchema = z
  .object({
    posts: z.array(
      z
        .object({
          slug: z.string(),
          title: z.string(),
          categorySlug: z.string(),
          author: z.string(),
          publishedAt: timestampSchema,
          published: z.boolean(),
          updatedAt: timestampSchema,
        })
        .openapi('AdminBlogPostListItem'),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .openapi('AdminBlogPostList');
