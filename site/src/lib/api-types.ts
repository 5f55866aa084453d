/**
 * The shop API's response shapes: produced by worker/src/api, read by scripts/build and the site.
 * Field names follow spec §3 where it names them (coverImage.big, shopProductDetails, price.*).
 * Every amount is integer grosze; every time a UTC ISO string.
 */

export interface ListResponse<T> {
  items: T[];
}

/** A page of a long list; pass `nextCursor` back as `cursor` until it is null. */
export interface PagedResponse<T> extends ListResponse<T> {
  nextCursor: string | null;
}

/** Error body of every 4xx and 5xx: a Polish message for people, a stable code for programs. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export interface Image {
  /** Site-relative URL of the file, e.g. `/media/products/x-1.svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface CategoryRef {
  uuid: string;
  slug: string;
  name: string;
}

export interface CategoryNode extends CategoryRef {
  description: string;
  kind: 'regular' | 'promotions';
  /** Active products listed in this category and its descendants. */
  productCount: number;
  children: CategoryNode[];
}

export interface ProductPrice {
  /** Current unit prices, the promotion's when one is running. */
  nettoPrice: number;
  grossPrice: number;
  vatRate: number;
  /** Lowest unit net price of this product inside an active set, or null. */
  nettoMinPriceFromSet: number | null;
  /** Set while a promotion runs. */
  promotion: {
    regularNettoPrice: number;
    regularGrossPrice: number;
    /** Omnibus: lowest gross price of the 30 days before the promotion started. */
    lowestPrice30DaysGross: number;
    endsAt: string;
  } | null;
  /** Gross price per litre or kilogram, for chemicals and soaps. */
  unitPrice: { grossPrice: number; per: 'l' | 'kg' } | null;
}

/** Spec §3 product status buttons: which ways to buy are open. */
export interface ProductButtons {
  addToCart: boolean;
  addToCartSupplier: boolean;
  buyAtProductSet: boolean;
  buyAtPromotion: boolean;
}

export interface ProductSummary {
  uuid: string;
  number: string;
  slug: string;
  name: string;
  eanCode: string;
  producer: string;
  salesUnit: string;
  coverImage: Image & { big: string };
  price: ProductPrice;
  buttons: ProductButtons;
  stock: { quantity: number; supplierDeliveryDays: number | null };
  flags: string[];
  mainCategory: CategoryRef;
  /** Slugs of every category the product is listed in (main first). */
  categorySlugs: string[];
  updatedAt: string;
}

/**
 * What can change between builds: price and stock with the buttons that follow from them
 * (GET /products/offers, which the browser polls to refresh a prerendered page).
 */
export type ProductOffer = Pick<ProductSummary, 'uuid' | 'number' | 'price' | 'buttons' | 'stock'>;

export interface Product extends ProductSummary {
  description: string;
  shortDescription: string;
  color: string | null;
  content: { amount: number; unit: 'ml' | 'g' } | null;
  images: Image[];
  shopProductDetails: { name: string; description: string };
  /** Root-to-leaf path of the main category. */
  breadcrumb: CategoryRef[];
  sets: { slug: string; name: string }[];
  createdAt: string;
}

export interface Flag {
  code: string;
  slug: string;
  name: string;
}

export interface ProductSetItem {
  product: ProductSummary;
  quantity: number;
  /** Unit prices of the product inside the set. */
  nettoPrice: number;
  grossPrice: number;
}

export interface ProductSet {
  uuid: string;
  slug: string;
  name: string;
  description: string;
  coverImage: Image;
  items: ProductSetItem[];
  /** Whole set: the sum of item prices times quantities. */
  price: { nettoPrice: number; grossPrice: number; regularGrossPrice: number };
  updatedAt: string;
}

export interface BlogCategory {
  slug: string;
  name: string;
  description: string;
}

export interface BlogTag {
  slug: string;
  name: string;
}

export interface BlogPost {
  uuid: string;
  slug: string;
  title: string;
  lead: string;
  /** Light markup: blank-line separated blocks; `## ` heading, `- ` list item lines. */
  body: string;
  author: string;
  category: BlogCategory;
  tags: BlogTag[];
  coverImage: Image;
  publishedAt: string;
  updatedAt: string;
}

export type BranchKind = 'head_office' | 'logistics_centre' | 'production_plant' | 'sales_office';

/** schema.org day names, so structured data can use them as they are. */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One opening-hours rule: the same hours on each of `days`; times are `HH:MM`, local time. */
export interface OpeningHours {
  days: DayOfWeek[];
  opens: string;
  closes: string;
}

export interface Branch {
  uuid: string;
  slug: string;
  name: string;
  kind: BranchKind;
  address: { street: string; postalCode: string; city: string };
  phone: string;
  email: string;
  location: { lat: number; lng: number };
  openingHours: OpeningHours[];
  description: string;
}

/** A department people can write or call about one kind of matter (contact page). */
export interface Department {
  slug: string;
  name: string;
  /** What the department handles, one sentence. */
  description: string;
  phone: string;
  email: string;
}

export type PageKind = 'content' | 'landing' | 'special';

export interface Page {
  uuid: string;
  slug: string;
  kind: PageKind;
  title: string;
  metaDescription: string;
  lead: string;
  body: string;
  updatedAt: string;
}

export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export interface Slide {
  title: string;
  subtitle: string;
  image: Image;
  link: { url: string; label: string };
}

export interface Slider {
  slug: string;
  name: string;
  slides: Slide[];
}

export interface MediaEntry {
  path: string;
  contentType: string;
  width: number;
  height: number;
  updatedAt: string;
}

/** One numbered page of a longer list (search results, filtered category listings). */
export interface NumberedPage<T> extends ListResponse<T> {
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** At least 1, also when the list is empty. */
  pageCount: number;
}

/** A product set as a search result: its prices as a whole, without the items. */
export interface ProductSetSummary {
  uuid: string;
  slug: string;
  name: string;
  coverImage: Image;
  price: ProductSet['price'];
}

/** A blog post or a content page found by the search. */
export type ArticleHit =
  | { type: 'blogPost'; slug: string; title: string; lead: string; publishedAt: string }
  | { type: 'page'; kind: PageKind; slug: string; title: string; lead: string };

/** GET /search: products (paged, exact number or EAN first), sets and articles. */
export interface SearchResults {
  query: string;
  products: NumberedPage<ProductSummary>;
  productSets: ProductSetSummary[];
  articles: ArticleHit[];
  /** Corrected queries that do find something, when this one found nothing ("Czy chodziło Ci o"). */
  didYouMean: string[];
}

export type SearchSuggestion =
  | { type: 'product'; slug: string; name: string; number: string; price: { nettoPrice: number; grossPrice: number }; image: Image }
  | { type: 'productSet'; slug: string; name: string }
  | ArticleHit;

/** GET /search/suggestions: a few hits while the shopper types. */
export interface SearchSuggestions {
  query: string;
  items: SearchSuggestion[];
  didYouMean: string[];
}

/** One value of a facet: a slug of the filter grammar, its label and how many products it gives. */
export interface FacetOption {
  value: string;
  label: string;
  /** Products shown when this value is added to the other chosen filters. */
  count: number;
  selected: boolean;
}

/** A gross price range in whole złoty; an open end is null. */
export interface PriceRangeOption {
  min: number | null;
  max: number | null;
  count: number;
  selected: boolean;
}

export interface CategoryFacets {
  producers: FacetOption[];
  colors: FacetOption[];
  capacities: FacetOption[];
  flags: FacetOption[];
  priceRanges: PriceRangeOption[];
  /** Products that can be bought now (in stock or from the supplier). */
  available: { count: number; selected: boolean };
}

/** GET /categories/slug/{slug}/facets. */
export interface CategoryFacetsResponse {
  category: CategoryRef & { kind: CategoryNode['kind'] };
  /** The canonical filter segment of the request ('' when nothing is chosen). */
  filters: string;
  /** Products the chosen filters select. */
  total: number;
  facets: CategoryFacets;
}

/** GET /categories/slug/{slug}/listing: one page of a filtered, sorted category listing. */
export interface CategoryListingResponse extends CategoryFacetsResponse {
  /** Root-to-category path. */
  breadcrumb: CategoryRef[];
  description: string;
  products: NumberedPage<ProductSummary>;
}
