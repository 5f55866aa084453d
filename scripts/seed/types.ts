// Row types of the demo catalogue: one interface per table of worker/migrations/0001_catalogue.sql,
// camelCase fields mirroring the columns. Timestamps are ISO-8601 UTC strings, money is grosze.

import type { BranchKind, Page } from '#lib/api-types.ts';
import type { HazardRow, SafetyRow } from '#worker/api/products/safety-schemas.ts';

export type { BranchKind, PageKind } from '#lib/api-types.ts';

export interface MediaRow {
  path: string;
  contentType: string;
  body: string;
  width: number;
  height: number;
  updatedAt: string;
}

export interface CategoryRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  parentId: number | null;
  position: number;
  kind: 'regular' | 'promotions';
  holdsChemicals: 0 | 1;
  updatedAt: string;
}

export interface ProductRow {
  id: number;
  uuid: string;
  number: string;
  slug: string;
  name: string;
  eanCode: string;
  description: string;
  shortDescription: string;
  producer: string;
  color: string | null;
  contentAmount: number | null;
  contentUnit: 'ml' | 'g' | null;
  salesUnit: string;
  netPrice: number;
  vatRate: 0 | 5 | 8 | 23;
  stock: number;
  supplierDeliveryDays: number | null;
  mainCategoryId: number;
  coverImage: string;
  isActive: 0 | 1;
  createdAt: string;
  updatedAt: string;
}

/** worker/migrations/0029_product_safety.sql, as the API reads it: lists are JSON text, as the table keeps them. */
export interface ProductHazardRow extends HazardRow {
  productId: number;
}

export interface ProductSafetyRow extends SafetyRow {
  productId: number;
}

export interface ProductImageRow {
  productId: number;
  position: number;
  path: string;
  alt: string;
}

export interface ProductCategoryRow {
  productId: number;
  categoryId: number;
}

export interface FlagRow {
  code: string;
  slug: string;
  name: string;
  position: number;
}

export interface ProductFlagRow {
  productId: number;
  flagCode: string;
}

export interface PriceHistoryRow {
  productId: number;
  netPrice: number;
  validFrom: string;
}

export interface PromotionRow {
  id: number;
  productId: number;
  netPrice: number;
  startsAt: string;
  endsAt: string;
}

export interface ProductSetRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  description: string;
  coverImage: string;
  isActive: 0 | 1;
  updatedAt: string;
}

export interface ProductSetItemRow {
  setId: number;
  productId: number;
  position: number;
  quantity: number;
  netPrice: number;
}

export interface BlogCategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface BlogTagRow {
  id: number;
  slug: string;
  name: string;
}

export interface BlogPostRow {
  id: number;
  uuid: string;
  slug: string;
  title: string;
  lead: string;
  body: string;
  author: string;
  categoryId: number;
  coverImage: string;
  publishedAt: string;
  updatedAt: string;
}

export interface BlogPostTagRow {
  postId: number;
  tagId: number;
}

export interface BranchRow {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  kind: BranchKind;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  /** JSON of OpeningHours[]: [{ "days": ["Monday", ...], "opens": "07:00", "closes": "17:00" }, ...] */
  openingHours: string;
  description: string;
  position: number;
}

/** A page row is the API's page plus its id. */
export interface PageRow extends Page {
  id: number;
}

export interface MilestoneRow {
  id: number;
  year: number;
  title: string;
  description: string;
  position: number;
}

export interface DepartmentRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  phone: string;
  email: string;
  position: number;
}

export interface SliderRow {
  id: number;
  slug: string;
  name: string;
}

export interface SlideRow {
  sliderId: number;
  position: number;
  title: string;
  subtitle: string;
  image: string;
  linkUrl: string;
  linkLabel: string;
}

/** Every table of the catalogue schema, as plain rows. */
export interface Catalogue {
  media: MediaRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  productHazards: ProductHazardRow[];
  productSafety: ProductSafetyRow[];
  productImages: ProductImageRow[];
  productCategories: ProductCategoryRow[];
  flags: FlagRow[];
  productFlags: ProductFlagRow[];
  priceHistory: PriceHistoryRow[];
  promotions: PromotionRow[];
  productSets: ProductSetRow[];
  productSetItems: ProductSetItemRow[];
  blogCategories: BlogCategoryRow[];
  blogTags: BlogTagRow[];
  blogPosts: BlogPostRow[];
  blogPostTags: BlogPostTagRow[];
  branches: BranchRow[];
  pages: PageRow[];
  milestones: MilestoneRow[];
  departments: DepartmentRow[];
  sliders: SliderRow[];
  slides: SlideRow[];
}
