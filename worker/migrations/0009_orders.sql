-- Orders (issue 13, worker side). An order is written whole in one D1 batch (one transaction):
-- the order row, its lines and packages, the stock decrements, the emptied cart and the
-- confirmation mail (docs/decisions/011-orders.md). Amounts are integer grosze, times UTC ISO.
-- Stock: products.stock already carries CHECK (stock >= 0) (0001_catalogue.sql), so a decrement
-- below zero fails its statement and D1 rolls the whole batch back: no order without its stock.
-- These tables are operational (scripts/seed/sql.ts OPERATIONAL_TABLES): re-seeding the catalogue
-- keeps them, so an order copies what it needs of products and branches instead of pointing at
-- their rows.

-- How an order travels, with its cost (net, and the VAT rate the gross is computed with).
CREATE TABLE delivery_methods (
  code TEXT PRIMARY KEY CHECK (code IN ('courier', 'parcel_locker', 'branch_pickup')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  net_cost INTEGER NOT NULL CHECK (net_cost >= 0),
  vat_rate INTEGER NOT NULL CHECK (vat_rate IN (0, 5, 8, 23)),
  position INTEGER NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
);
INSERT INTO delivery_methods (code, name, description, net_cost, vat_rate, position) VALUES
  ('courier', 'Kurier', 'Dostawa kurierem pod wskazany adres w 1–2 dni robocze.', 1800, 23, 1),
  ('parcel_locker', 'Paczkomat InPost', 'Odbiór w wybranym Paczkomacie InPost.', 1200, 23, 2),
  ('branch_pickup', 'Odbiór osobisty w oddziale', 'Odbiór w wybranym oddziale firmy, bez opłat.', 0, 23, 3);

-- Order numbers ZAM/{year}/{sequence}: one counter per year, bumped inside the order's batch, so
-- two orders placed at once never share a number and a rolled-back order leaves no gap.
CREATE TABLE order_number_sequences (
  year INTEGER PRIMARY KEY,
  last_value INTEGER NOT NULL CHECK (last_value > 0)
);

-- status (spec §4): 5 cancelled, 37 payment due, 40 paid (processing), 50 processing,
-- 60 delivered, 70 problem. customer_type: 1 private person, 11 company, 12 budget unit (above
-- 10: an organisation, spec §4). hash: the link's 128+ bit secret (/zamowienie/{uuid}/.../{hash});
-- it is kept as it is because the idempotent replay answers it again. The confirmation token is
-- kept only as its SHA-256 (it exists in the mail alone).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  hash TEXT NOT NULL CHECK (length(hash) >= 22),
  confirmation_token_hash TEXT NOT NULL CHECK (length(confirmation_token_hash) = 64),
  email_confirmed_at TEXT,
  status INTEGER NOT NULL CHECK (status IN (5, 37, 40, 50, 60, 70)),
  customer_type INTEGER NOT NULL CHECK (customer_type IN (1, 11, 12)),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_name TEXT,
  nip TEXT CHECK (nip IS NULL OR (length(nip) = 10 AND nip NOT GLOB '*[^0-9]*')),
  -- What the VAT register said about the NIP: active, not_found, unavailable, or NULL (not asked).
  vat_check TEXT CHECK (vat_check IS NULL OR vat_check IN ('active', 'not_found', 'unavailable')),
  vat_check_note TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL CHECK (postcode GLOB '[0-9][0-9]-[0-9][0-9][0-9]'),
  city TEXT NOT NULL,
  invoice_email TEXT NOT NULL,
  -- The delivery address when it differs from the buyer's (courier), JSON {name, street, postcode, city}.
  delivery_address TEXT CHECK (delivery_address IS NULL OR json_valid(delivery_address)),
  delivery_method TEXT NOT NULL REFERENCES delivery_methods (code),
  parcel_locker_code TEXT,
  -- The pick-up branch as it was when ordered.
  branch_slug TEXT,
  branch_name TEXT,
  delivery_net INTEGER NOT NULL CHECK (delivery_net >= 0),
  delivery_gross INTEGER NOT NULL CHECK (delivery_gross >= delivery_net),
  delivery_vat_rate INTEGER NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('transfer', 'cod', 'p24')),
  total_net INTEGER NOT NULL CHECK (total_net >= 0),
  total_vat INTEGER NOT NULL CHECK (total_vat >= 0),
  total_gross INTEGER NOT NULL CHECK (total_gross = total_net + total_vat),
  cart_uuid TEXT,
  -- Idempotency-Key and the SHA-256 of what was asked with it (session and body): the same key
  -- with another request is refused; UNIQUE makes the second of two racing batches fail whole.
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash TEXT NOT NULL CHECK (length(request_hash) = 64),
  -- Przelewy24: our session id for the transaction, the payment page, and P24's orderId once a
  -- verified notification marked the order paid (the replay guard of notification.ts).
  p24_session_id TEXT UNIQUE,
  payment_url TEXT,
  p24_order_id INTEGER,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  CHECK ((customer_type > 10) = (company_name IS NOT NULL AND nip IS NOT NULL)),
  CHECK ((payment_method = 'p24') = (p24_session_id IS NOT NULL))
);
CREATE INDEX orders_created ON orders (created_at);

-- A package per source (spec §3 packages): what ships from stock, and what the supplier delivers.
CREATE TABLE order_packages (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  source TEXT NOT NULL CHECK (source IN ('stock', 'supplier')),
  supplier_delivery_days INTEGER,
  UNIQUE (order_id, source)
);

-- Lines as sold: the product's name and number are copied, so a later catalogue change never
-- rewrites an order; prices are those recomputed on the server when the order was placed.
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  package_id INTEGER NOT NULL REFERENCES order_packages (id) ON DELETE CASCADE,
  product_uuid TEXT NOT NULL,
  product_number TEXT NOT NULL,
  product_name TEXT NOT NULL,
  sales_unit TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  unit_net INTEGER NOT NULL CHECK (unit_net >= 0),
  unit_gross INTEGER NOT NULL CHECK (unit_gross >= unit_net),
  vat_rate INTEGER NOT NULL,
  line_net INTEGER NOT NULL CHECK (line_net >= 0),
  line_gross INTEGER NOT NULL CHECK (line_gross >= line_net)
);
CREATE INDEX order_lines_order ON order_lines (order_id);
CREATE INDEX order_lines_product ON order_lines (product_uuid);
