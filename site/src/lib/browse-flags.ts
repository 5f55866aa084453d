/**
 * Browse flags (`/przegladaj/{flag}`). Most are assigned to products by the shop; the promotion
 * flag is derived by the API from the promotion running now, so it is never stored and never
 * outlives its promotion.
 */
export const PROMOTION_FLAG_CODE = 'promotion';
