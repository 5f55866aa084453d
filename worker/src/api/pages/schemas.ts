/** Content, landing and special pages, and the milestones of the company's history. */
import { z } from '@hono/zod-openapi';
import { imageSchema, timestampSchema } from '../schemas.ts';

export const pageKindSchema = z.enum(['content', 'landing', 'special']);

export const pageSchema = z
  .object({
    uuid: z.string(),
    slug: z.string(),
    kind: pageKindSchema,
    title: z.string(),
    metaDescription: z.string(),
    lead: z.string(),
    body: z.string(),
    updatedAt: timestampSchema,
  })
  .openapi('Page');

export const milestoneSchema = z
  .object({
    year: z.number().int(),
    title: z.string(),
    description: z.string(),
    image: imageSchema.nullable().describe('Zdjęcie do tego etapu historii (opis: tytuł etapu); null: bez zdjęcia.'),
  })
  .openapi('Milestone');

export const acceptedTermsSchema = z
  .object({
    hash: z.string().describe('SHA-256 treści: jej identyfikator.'),
    slug: z.string(),
    title: z.string(),
    lead: z.string(),
    body: z.string().describe('Treść w lekkim formatowaniu stron (jak `Page.body`).'),
    updatedAt: timestampSchema.describe('Data ostatniej zmiany strony przed zaakceptowaniem tej treści.'),
    firstAcceptedAt: timestampSchema.describe('Kiedy pierwsze zamówienie zaakceptowało tę treść.'),
  })
  .openapi('AcceptedTerms');
