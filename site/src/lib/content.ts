/**
 * The site's data layer at build time: named getters over `site/content/`, which scripts/build
 * fills from the shop API. Pages call these and never read files or reshape data themselves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  BlogCategory,
  BlogPost,
  BlogTag,
  Branch,
  CategoryFacets,
  CategoryNode,
  DeliveryMethod,
  Department,
  Flag,
  Milestone,
  Page,
  PageKind,
  Product,
  ProductSet,
  ProductSummary,
  Slider,
} from './api-types.ts';
import { BLOG_PAGE_SIZE, type BlogListing, blogPageCount, compareNewestFirst, postsOfListing, relatedPosts } from './blog.ts';
import { headOfficeOf } from './branches.ts';
import { PROMOTION_FLAG_CODE } from './browse-flags.ts';
import { pickCategoryProducts } from './category-products.ts';
import { isSlug } from './formats.ts';
import type { JsonLdContext } from './json-ld.ts';
import { compareByPopularity } from './listing-order.ts';
import { RETURNS_PAGE_SLUG } from './offer-json-ld.ts';
import { RECOMMENDED_PRODUCTS_LIMIT, recommendBeside } from './recommendations.ts';
import { href } from './routes.ts';
import { absoluteUrl, SITE_URL } from './site-config.ts';

export interface ContentManifest {
  builtAt: string;
  source: string;
  counts: Record<string, number>;
}

const contentDir = process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content');
const cache = new Map<string, unknown>();

function readContent<T>(file: string): T {
  if (!cache.has(file)) {
    try {
      cache.set(file, JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')));
    } catch (error) {
      throw new Error(`Cannot read ${file} from ${contentDir}: run the build (npm run build) to pull content first`, { cause: error });
    }
  }
  return cache.get(file) as T;
}

export function getManifest(): ContentManifest {
  return readContent<ContentManifest>('manifest.json');
}

export function getBuiltAt(): Date {
  return new Date(getManifest().builtAt);
}

export function getCategoryTree(): CategoryNode[] {
  return readContent<CategoryNode[]>('categories.json');
}

/** Every category, depth first, with its root-to-node path. */
export function listCategories(): { category: CategoryNode; path: CategoryNode[] }[] {
  const list: { category: CategoryNode; path: CategoryNode[] }[] = [];
  const walk = (nodes: CategoryNode[], parents: CategoryNode[]) => {
    for (const node of nodes) {
      const nodePath = [...parents, node];
      list.push({ category: node, path: nodePath });
      walk(node.children, nodePath);
    }
  };
  walk(getCategoryTree(), []);
  return list;
}

export function getCategory(slug: string): { category: CategoryNode; path: CategoryNode[] } | undefined {
  return listCategories().find((entry) => entry.category.slug === slug);
}

/** The facets of a category's unfiltered listing, as the API counted them at build time. */
export function getCategoryFacets(slug: string): CategoryFacets | undefined {
  return readContent<Record<string, CategoryFacets>>('category-facets.json')[slug];
}

export function listProductSummaries(): ProductSummary[] {
  return readContent<ProductSummary[]>('products.json');
}

export function getProduct(slug: string): Product | undefined {
  // The slug names a file: nothing but a well-formed slug may reach the path.
  if (!isSlug(slug)) return undefined;
  try {
    return readContent<Product>(`products/${slug}.json`);
  } catch {
    return undefined;
  }
}

/** The products a category lists, as the API decided (category-products.ts). */
export function listCategoryProducts(category: CategoryNode): ProductSummary[] {
  // Every product page asks for its family's list: picked and sorted once per category and build worker.
  let products = categoryProducts.get(category.slug);
  if (!products) {
    products = pickCategoryProducts(listProductSummaries(), category.slug);
    categoryProducts.set(category.slug, products);
  }
  return products;
}

const categoryProducts = new Map<string, ProductSummary[]>();

export function listFlagProducts(flagCode: string): ProductSummary[] {
  return listProductSummaries()
    .filter((product) => product.flags.includes(flagCode))
    .sort(compareByPopularity);
}

export function listFlags(): Flag[] {
  return readContent<Flag[]>('flags.json');
}

export function getFlag(slug: string): Flag | undefined {
  return listFlags().find((flag) => flag.slug === slug);
}

/** Products on a running promotion, in the listing order. */
export function listPromotedProducts(): ProductSummary[] {
  return listFlagProducts(PROMOTION_FLAG_CODE);
}

/** The products the shop recommends in general (its `recommended` flag), for home and the cart. */
export function listShopRecommendations(limit = RECOMMENDED_PRODUCTS_LIMIT): ProductSummary[] {
  return listFlagProducts('recommended').slice(0, limit);
}

/**
 * Products to recommend beside a product: its set partners, its category and its category
 * family (the subtree of its main category's parent) first (recommendations.ts `recommendBeside`).
 */
export function getRecommendedProducts(product: Product): ProductSummary[] {
  return recommendBeside(product, {
    products: listProductSummaries(),
    sets: listProductSets(),
    categoryProducts: (slug) => {
      const entry = getCategory(slug);
      return entry ? listCategoryProducts(entry.category) : undefined;
    },
  });
}

export function listProductSets(): ProductSet[] {
  return readContent<ProductSet[]>('product-sets.json');
}

export function getProductSet(slug: string): ProductSet | undefined {
  return listProductSets().find((set) => set.slug === slug);
}

export function listBlogPosts(): BlogPost[] {
  return readContent<BlogPost[]>('blog-posts.json');
}

/** The `n` newest posts (home page teasers). */
export function listLatestBlogPosts(n: number): BlogPost[] {
  return [...listBlogPosts()].sort(compareNewestFirst).slice(0, n);
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return listBlogPosts().find((post) => post.slug === slug);
}

/** Posts to read after `post` (blog.ts `relatedPosts`). */
export function listRelatedBlogPosts(post: BlogPost): BlogPost[] {
  return relatedPosts(post, listBlogPosts());
}

/** Blog categories that have posts, in the editors' order, each with its post count. */
export function listBlogCategories(): (BlogCategory & { postCount: number })[] {
  const posts = listBlogPosts();
  return readContent<BlogCategory[]>('blog-categories.json')
    .map((category) => ({ ...category, postCount: posts.filter((post) => post.category.slug === category.slug).length }))
    .filter((category) => category.postCount > 0);
}

/** Blog tags that have posts, by name, each with its post count. */
export function listBlogTags(): (BlogTag & { postCount: number })[] {
  const posts = listBlogPosts();
  return readContent<BlogTag[]>('blog-tags.json')
    .map((tag) => ({ ...tag, postCount: posts.filter((post) => post.tags.some((postTag) => postTag.slug === tag.slug)).length }))
    .filter((tag) => tag.postCount > 0);
}

/** One page of a blog list with what its heading needs. */
export interface BlogListingPage {
  listing: BlogListing;
  /** The category or tag shown, absent for the whole blog. */
  subject?: BlogCategory | BlogTag;
  posts: BlogPost[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * Page `page` of a blog list, or undefined when the category or tag has no posts or the page is
 * past the last one.
 */
export function getBlogListingPage(listing: BlogListing, page: number): BlogListingPage | undefined {
  let subject: BlogCategory | BlogTag | undefined;
  if (listing.kind === 'category') subject = listBlogCategories().find((category) => category.slug === listing.slug);
  if (listing.kind === 'tag') subject = listBlogTags().find((tag) => tag.slug === listing.slug);
  if (listing.kind !== 'all' && !subject) return undefined;
  const posts = postsOfListing(listBlogPosts(), listing);
  const pages = blogPageCount(posts.length);
  if (!Number.isSafeInteger(page) || page < 1 || page > pages) return undefined;
  const shown = posts.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  return { listing, subject, posts: shown, page, pageCount: pages, total: posts.length };
}

/** Every blog list (the whole blog, each category and tag with posts) with its page count. */
export function listBlogListings(): { listing: BlogListing; pageCount: number }[] {
  const listings: BlogListing[] = [
    { kind: 'all' },
    ...listBlogCategories().map((category): BlogListing => ({ kind: 'category', slug: category.slug })),
    ...listBlogTags().map((tag): BlogListing => ({ kind: 'tag', slug: tag.slug })),
  ];
  const posts = listBlogPosts();
  return listings.map((listing) => ({ listing, pageCount: blogPageCount(postsOfListing(posts, listing).length) }));
}

export function listBranches(): Branch[] {
  return readContent<Branch[]>('branches.json');
}

export function getBranch(slug: string): Branch | undefined {
  return listBranches().find((branch) => branch.slug === slug);
}

/** The head office in Wrocław (contact page, company data). */
export function getHeadOffice(): Branch {
  const headOffice = headOfficeOf(listBranches());
  if (!headOffice) throw new Error('The content has no branches: the contact page needs the head office');
  return headOffice;
}

export function listDepartments(): Department[] {
  return readContent<Department[]>('departments.json');
}

export function listPages(): Page[] {
  return readContent<Page[]>('pages.json');
}

/** Content pages (`/strona/{slug}`), landing pages (`/lp/{slug}`) or special pages of one kind. */
export function listPagesOfKind(kind: PageKind): Page[] {
  return listPages().filter((page) => page.kind === kind);
}

export function getPage(kind: PageKind, slug: string): Page | undefined {
  return listPages().find((page) => page.kind === kind && page.slug === slug);
}

export function listMilestones(): Milestone[] {
  return readContent<Milestone[]>('milestones.json');
}

export function getHomeSlider(): Slider {
  return readContent<Slider>('slider-strona-glowna.json');
}

/** The delivery methods the checkout offers, with their prices (`GET /checkout/delivery-methods`). */
export function listDeliveryMethods(): DeliveryMethod[] {
  return readContent<DeliveryMethod[]>('delivery-methods.json');
}

/** What the Product blocks need beside the product: origin, build date, delivery and returns. */
export function getJsonLdContext(): JsonLdContext {
  const returnsPage = getPage('content', RETURNS_PAGE_SLUG);
  return {
    siteUrl: SITE_URL,
    builtAt: getBuiltAt(),
    deliveryMethods: listDeliveryMethods(),
    ...(returnsPage ? { returnsPageUrl: absoluteUrl(href('contentPage', { slug: returnsPage.slug })) } : {}),
  };
}
