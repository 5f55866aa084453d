/** What the content-change journal's rows name (migration 0016): plain values, for the API's schemas and the panel's types. */

/** What a change touches: the kinds of page the static site renders from the content. */
export const CONTENT_KINDS = ['product', 'category', 'product-set', 'blog-post', 'branch', 'page', 'slider', 'media', 'flag'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type ContentAction = 'created' | 'updated' | 'unpublished';
