/**
 * The answers of the staff's content calls for pages, branches, sliders and milestones (issue 35),
 * apart from the calls (pages.ts, branches.ts, sliders.ts, milestones.ts) so that the panel infers
 * its types from them (site/src/lib/panel/content-types.ts) without the calls' D1 code.
 */
import { z } from '@hono/zod-openapi';
import { branchFields, milestoneFields, pageFields, slideField } from '#lib/forms/content.ts';
import { pageKindSchema } from '../pages/schemas.ts';
import { timestampSchema } from '../schemas.ts';

export const adminPageSchema = z
  .object({ uuid: z.string(), kind: pageKindSchema, slug: z.string(), ...pageFields, updatedAt: timestampSchema })
  .openapi('AdminPage');

export const adminPageListSchema = z
  .object({
    pages: z.array(
      z
        .object({ kind: pageKindSchema, slug: z.string(), title: z.string(), published: z.boolean(), updatedAt: timestampSchema })
        .openapi('AdminPageListItem'),
    ),
  })
  .openapi('AdminPageList');

export const adminBranchSchema = z.object({ uuid: z.string(), slug: z.string(), ...branchFields, updatedAt: timestampSchema }).openapi('AdminBranch');

export const adminBranchListSchema = z
  .object({
    branches: z.array(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          kind: branchFields.kind,
          city: z.string(),
          position: z.number().int(),
          published: z.boolean(),
          updatedAt: timestampSchema,
        })
        .openapi('AdminBranchListItem'),
    ),
  })
  .openapi('AdminBranchList');

export const adminSliderSchema = z
  .object({ slug: z.string(), name: z.string(), slides: z.array(slideField), updatedAt: timestampSchema })
  .openapi('AdminSlider');

export const adminSliderListSchema = z
  .object({
    sliders: z.array(
      z.object({ slug: z.string(), name: z.string(), slideCount: z.number().int(), updatedAt: timestampSchema }).openapi('AdminSliderListItem'),
    ),
  })
  .openapi('AdminSliderList');

export const adminMilestoneSchema = z.object({ id: z.number().int(), ...milestoneFields, updatedAt: timestampSchema }).openapi('AdminMilestone');
