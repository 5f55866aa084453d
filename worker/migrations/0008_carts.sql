-- Carts (issue 12). A cart belongs to the browser's Cart-Session-Id (a random UUID the edge keeps
-- in a cookie and sends as a header: whoever holds it holds the cart, so it is never shown in a
-- URL or an answer); `uuid` is the cart's public name (spec §3 "Cart: uuid, items"; the
-- abandoned-cart link /koszyk/{cartUuid}/porzucony/{token}). `transaction_id` is the last
-- Cart-Transaction-Id that wrote to it, so the abandoned-cart issue can find a cart by
-- transaction (/koszyk/odzyskaj/{transactionUuid}). `customer_id` stays NULL for a guest; the
-- accounts issue attaches a cart to a customer and merges a guest cart into it on login.

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  session_id TEXT NOT NULL UNIQUE,
  transaction_id TEXT,
  customer_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX carts_transaction ON carts (transaction_id);
CREATE INDEX carts_customer ON carts (customer_id);
-- The abandoned-cart issue looks for carts left untouched since a moment.
CREATE INDEX carts_updated ON carts (updated_at);

-- One line per product and origin: `product_set_id` 0 for a product bought on its own, else the
-- set it was added with (priced at the set's item price while the set is active). A plain
-- column, not a foreign key: 0 is not a set, and a withdrawn set leaves its lines priced as
-- single products. The unit prices are those the shopper was last shown (when the line was last
-- written), so the cart can say that a price has changed since.
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_set_id INTEGER NOT NULL DEFAULT 0 CHECK (product_set_id >= 0),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  unit_net_price INTEGER NOT NULL CHECK (unit_net_price >= 0),
  unit_gross_price INTEGER NOT NULL CHECK (unit_gross_price >= 0),
  added_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (cart_id, product_id, product_set_id)
);
CREATE INDEX cart_items_product ON cart_items (product_id);
