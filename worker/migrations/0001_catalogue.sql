-- Catalogue and content of the shop (issue 2). Money is integer grosze; times are UTC ISO-8601
-- strings; every row reachable by URL has a UUID v4 and, where the spec routes by slug, a slug.

-- Shared media (generated product pictures, blog covers, slides): the build pulls them through
-- GET /api/public/v1/media/{path} and writes them into the static site.
CREATE TABLE media (
  path TEXT PRIMARY KEY CHECK (path GLOB '[a-z0-9]*' AND path NOT LIKE '%..%'),
  content_type TEXT NOT NULL,
  body TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  updated_at TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  parent_id INTEGER REFERENCES categories (id),
  position INTEGER NOT NULL DEFAULT 0,
  -- 'regular' lists the products assigned to it; 'promotions' lists the products on an active
  -- promotion (the spec's "Promocje" category).
  kind TEXT NOT NULL DEFAULT 'regular' CHECK (kind IN ('regular', 'promotions')),
  updated_at TEXT NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id, position);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  ean_code TEXT NOT NULL UNIQUE CHECK (length(ean_code) = 13),
  description TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  producer TEXT NOT NULL,
  color TEXT,
  -- Net content of one sales unit, for the unit price of chemicals: millilitres or grams.
  content_amount INTEGER CHECK (content_amount > 0),
  content_unit TEXT CHECK (content_unit IN ('ml', 'g')),
  sales_unit TEXT NOT NULL DEFAULT 'szt.',
  net_price INTEGER NOT NULL CHECK (net_price > 0),
  vat_rate INTEGER NOT NULL CHECK (vat_rate IN (0, 5, 8, 23)),
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  -- Available from the supplier when out of stock here (the addToCartSupplier button).
  supplier_delivery_days INTEGER CHECK (supplier_delivery_days > 0),
  main_category_id INTEGER NOT NULL REFERENCES categories (id),
  cover_image TEXT NOT NULL REFERENCES media (path),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((content_amount IS NULL) = (content_unit IS NULL))
);
CREATE INDEX products_main_category ON products (main_category_id);

CREATE TABLE product_images (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  path TEXT NOT NULL REFERENCES media (path),
  alt TEXT NOT NULL,
  PRIMARY KEY (product_id, position)
);

-- Extra categories a product is listed in besides its main one.
CREATE TABLE product_categories (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories (category_id);

-- Browse flags (/przegladaj/{flag}): nowości, bestsellery, polecane, ...
CREATE TABLE flags (
  code TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE product_flags (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  flag_code TEXT NOT NULL REFERENCES flags (code),
  PRIMARY KEY (product_id, flag_code)
);
CREATE INDEX product_flags_flag ON product_flags (flag_code);

-- Net price history, for the Omnibus "lowest price of the 30 days before the promotion".
CREATE TABLE price_history (
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  net_price INTEGER NOT NULL CHECK (net_price > 0),
  valid_from TEXT NOT NULL,
  PRIMARY KEY (product_id, valid_from)
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  net_price INTEGER NOT NULL CHECK (net_price > 0),
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX promotions_product ON promotions (product_id, starts_at);

CREATE TABLE product_sets (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  cover_image TEXT NOT NULL REFERENCES media (path),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  updated_at TEXT NOT NULL
);
-- net_price is the unit net price of the product inside the set (a set is sold cheaper).
CREATE TABLE product_set_items (
  set_id INTEGER NOT NULL REFERENCES product_sets (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id),
  position INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  net_price INTEGER NOT NULL CHECK (net_price > 0),
  PRIMARY KEY (set_id, product_id)
);
CREATE INDEX product_set_items_product ON product_set_items (product_id);

CREATE TABLE blog_categories (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE blog_tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
-- body: light markup, one block per blank-line separated paragraph; '## ' heading, '- ' list.
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  lead TEXT NOT NULL,
  body TEXT NOT NULL,
  author TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES blog_categories (id),
  cover_image TEXT NOT NULL REFERENCES media (path),
  published_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC);
CREATE INDEX blog_posts_category ON blog_posts (category_id, published_at DESC);
CREATE TABLE blog_post_tags (
  post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES blog_tags (id) ON DELETE CASCADE,
  PRIMARY KEY (post_id, tag_id)
);
CREATE INDEX blog_post_tags_tag ON blog_post_tags (tag_id);

CREATE TABLE branches (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('head_office', 'logistics_centre', 'production_plant', 'sales_office')),
  street TEXT NOT NULL,
  postal_code TEXT NOT NULL CHECK (postal_code GLOB '[0-9][0-9]-[0-9][0-9][0-9]'),
  city TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
  -- JSON: [{ "days": "pon.–pt.", "hours": "7:00–17:00" }, ...]
  opening_hours TEXT NOT NULL,
  description TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0
);

-- Content pages: 'content' under /strona/{slug}, 'landing' under /lp/{slug}, 'special' for the
-- pages with their own route (/myj-rece, /wycieraj-rece, /other).
CREATE TABLE pages (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('content', 'landing', 'special')),
  title TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  lead TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (kind, slug)
);

CREATE TABLE milestones (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE sliders (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);
CREATE TABLE slides (
  slider_id INTEGER NOT NULL REFERENCES sliders (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL REFERENCES media (path),
  link_url TEXT NOT NULL CHECK (link_url GLOB '/*' AND link_url NOT GLOB '//*'),
  link_label TEXT NOT NULL,
  PRIMARY KEY (slider_id, position)
);
