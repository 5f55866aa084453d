/** The blog: posts, categories and tags. */
import { z } from '@hono/zod-openapi';
import { imageSchema, timestampSchema } from '../schemas.ts';

export const blogCategorySchema = z.object({ slug: z.string(), name: z.string(), description: z.string() }).openapi('BlogCategory');
export const blogTagSchema = z.object({ slug: z.string(), name: z.string() }).openapi('BlogTag');

export const blogPostSchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    body: z.string().describe('Lekki znacznik: bloki rozdzielone pustą linią; `## ` nagłówek, `- ` punkt listy.'),
    author: z.string(),
    category: blogCategorySchema,
    tags: z.array(blogTagSchema),
    coverImage: imageSchema,
    publishedAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .openapi('BlogPost');
