/**
 * The content screens' answers as the panel reads them (issue 35): inferred from the zod schemas
 * the admin calls are declared with, never restated. Type-only imports: no validator of the
 * worker reaches the browser through this file.
 */
import type { z } from 'zod';
import type { adminBlogPostListSchema, adminBlogPostSchema } from '#worker/api/admin/blog-post-schemas.ts';
import type {
  adminBranchListSchema,
  adminBranchSchema,
  adminMilestoneSchema,
  adminPageListSchema,
  adminPageSchema,
  adminSliderSchema,
} from '#worker/api/admin/content-answer-schemas.ts';

export type AdminBlogPost = z.output<typeof adminBlogPostSchema>;
export type AdminBlogPostList = z.output<typeof adminBlogPostListSchema>;
export type AdminPage = z.output<typeof adminPageSchema>;
export type AdminPageList = z.output<typeof adminPageListSchema>;
export type AdminBranch = z.output<typeof adminBranchSchema>;
export type AdminBranchList = z.output<typeof adminBranchListSchema>;
export type AdminSlider = z.output<typeof adminSliderSchema>;
export type AdminMilestone = z.output<typeof adminMilestoneSchema>;
export type PageKind = AdminPage['kind'];
