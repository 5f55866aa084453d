/**
 * The bodies and answers of the staff's blog calls (blog-posts.ts), apart from the calls so that
 * `npm run import -- posts/*.md` validates a post with the very schemas the API applies.
 */
import { z } from '@hono/zod-openapi';
import { mediaPathSchema } from '../media/schemas.ts';
import { slugSchema, timestampSchema } from '../schemas.ts';
import { atLeastOneField } from './content-schemas.ts';

export const postFields = {
  title: z.string().trim().min(1).max(200),
  lead: z.string().trim().min(1).max(1_000),
  body: z.string().trim().min(1).max(30_000).describe('Lekki znacznik: bloki rozdzielone pustą linią; `## ` nagłówek, `- ` punkt listy.'),
  author: z.string().trim().min(1).max(100),
  categorySlug: slugSchema.describe('Slug kategorii bloga.'),
  tagSlugs: z.array(slugSchema).max(20).describe('Slugi tagów bloga.'),
  coverImage: mediaPathSchema.describe('Ścieżka okładki w mediach sklepu.'),
  publishedAt: z.iso.datetime().describe('Data publikacji (UTC, ISO 8601); wpis z przyszłą datą pojawi się wtedy.'),
  published: z.boolean().describe('false: wpis wycofany (niewidoczny na blogu i w wyszukiwarce).'),
};

export const blogPostCreateBody = z
  .strictObject({ slug: slugSchema, ...postFields, tagSlugs: postFields.tagSlugs.default([]), published: postFields.published.default(true) })
  .openapi('AdminBlogPostCreateRequest');
export const blogPostUpdateBody = z
  .strictObject(postFields)
  .partial()
  .refine(atLeastOneField, 'Podaj co najmniej jedno pole do zmiany.')
  .openapi('AdminBlogPostUpdateRequest');

export const adminBlogPostSchema = z
  .object({ uuid: z.string(), slug: z.string(), ...postFields, updatedAt: timestampSchema })
  .openapi('AdminBlogPost');
export type AdminBlogPost = z.output<typeof adminBlogPostSchema>;
