-- Category listings and facets (issue 38): a shopper's listing reads the live catalogue
-- (`is_active = 1 AND page_live = 1`, 0031_publishing.sql), but page_live was not in the covering
-- index products_listing of 0002, so every product of the category was looked up in its row
-- again (EXPLAIN QUERY PLAN: `products_listing (main_category_id=? AND is_active=?)`, then the
-- row). With page_live after is_active, both views (the build's `is_active = 1` and the live one)
-- read a category's products from the index alone: the membership of the largest category at
-- 10,000 products went from about 3.4 to 1.1 ms. The columns otherwise stay those of 0002.
DROP INDEX products_listing;
CREATE INDEX products_listing ON products (
  main_category_id, is_active, page_live, producer, color, content_amount, content_unit, net_price, vat_rate,
  stock, supplier_delivery_days, created_at, name
);
