-- The second hardening round (issue 29, docs/decisions/031-hardening-second-round.md).

-- 1. A cart is held through cart sessions, not one id of its own. A browser's Cart-Session-Id is a
-- row here; a login gets a fresh one for the customer's cart (and the id the browser had before
-- ends), so an id planted in a browser before login never reaches the customer's cart, and each
-- device the customer logs in on holds the cart by its own id. A session bound to a login
-- (`auth_session_id`) ends with it: logout, a password change or reset. The carts table is
-- rebuilt without its `session_id` (SQLite cannot drop a UNIQUE column), and cart_items with it,
-- so that dropping the old carts table deletes no line.
CREATE TABLE carts_rebuilt (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  transaction_id TEXT,
  customer_id INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  contact_email TEXT CHECK (contact_email IS NULL OR (contact_email LIKE '%_@_%' AND length(contact_email) <= 254)),
  reminder_consent_at TEXT,
  reminder_sent_at TEXT,
  abandonment_token_hash TEXT CHECK (abandonment_token_hash IS NULL OR length(abandonment_token_hash) = 64),
  abandonment_token_expires_at TEXT
);
INSERT INTO carts_rebuilt (id, uuid, transaction_id, customer_id, created_at, updated_at, contact_email, reminder_consent_at,
  reminder_sent_at, abandonment_token_hash, abandonment_token_expires_at)
SELECT id, uuid, transaction_id, customer_id, created_at, updated_at, contact_email, reminder_consent_at, reminder_sent_at,
  abandonment_token_hash, abandonment_token_expires_at FROM carts;

CREATE TABLE cart_items_rebuilt (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  cart_id INTEGER NOT NULL REFERENCES carts_rebuilt (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_set_id INTEGER NOT NULL DEFAULT 0 CHECK (product_set_id >= 0),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  unit_net_price INTEGER NOT NULL CHECK (unit_net_price >= 0),
  unit_gross_price INTEGER NOT NULL CHECK (unit_gross_price >= 0),
  added_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (cart_id, product_id, product_set_id)
);
INSERT INTO cart_items_rebuilt SELECT id, uuid, cart_id, product_id, product_set_id, quantity, unit_net_price, unit_gross_price, added_at, updated_at
FROM cart_items;

CREATE TABLE cart_sessions (
  session_id TEXT PRIMARY KEY CHECK (length(session_id) = 36),
  cart_id INTEGER NOT NULL REFERENCES carts_rebuilt (id) ON DELETE CASCADE,
  auth_session_id INTEGER REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
INSERT INTO cart_sessions (session_id, cart_id, created_at) SELECT session_id, id, created_at FROM carts;

DROP TABLE cart_items;
DROP TABLE carts;
ALTER TABLE carts_rebuilt RENAME TO carts;
ALTER TABLE cart_items_rebuilt RENAME TO cart_items;
CREATE INDEX carts_transaction ON carts (transaction_id);
CREATE INDEX carts_customer ON carts (customer_id);
CREATE INDEX carts_updated ON carts (updated_at);
CREATE INDEX carts_reminder_due ON carts (updated_at) WHERE reminder_consent_at IS NOT NULL AND reminder_sent_at IS NULL;
CREATE INDEX cart_items_product ON cart_items (product_id);
CREATE INDEX cart_sessions_cart ON cart_sessions (cart_id);
CREATE INDEX cart_sessions_login ON cart_sessions (auth_session_id) WHERE auth_session_id IS NOT NULL;

-- 2. Each sign-up of an address is its own, with its own link: a second sign-up of an address
-- that has not confirmed yet never changes the pending account's password or data, nor voids the
-- first link. The link mailed for a sign-up confirms the account with that sign-up's data, and
-- only together with that sign-up's password: whoever confirms proves both the mailbox and the
-- password (a stranger's earlier or later sign-up of the same address opens nothing).
CREATE TABLE customer_sign_ups (
  token_hash TEXT PRIMARY KEY REFERENCES customer_tokens (token_hash) ON DELETE CASCADE,
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'pbkdf2-sha256$%'),
  customer_type INTEGER NOT NULL CHECK (customer_type IN (1, 11, 12)),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company_name TEXT,
  nip TEXT CHECK (nip IS NULL OR (length(nip) = 10 AND nip NOT GLOB '*[^0-9]*')),
  -- The newsletter consent given with this sign-up's form, if any.
  newsletter_consent_version TEXT,
  created_at TEXT NOT NULL,
  CHECK ((customer_type > 10) = (company_name IS NOT NULL AND nip IS NOT NULL))
);
-- The links already mailed for accounts still pending keep working, with the account's data.
INSERT INTO customer_sign_ups (token_hash, password_hash, customer_type, first_name, last_name, phone, company_name, nip,
  newsletter_consent_version, created_at)
SELECT t.token_hash, c.password_hash, c.customer_type, c.first_name, c.last_name, c.phone, c.company_name, c.nip,
  (SELECT consent_version FROM customer_consents WHERE customer_id = c.id AND purpose = 'newsletter' ORDER BY created_at DESC LIMIT 1),
  t.created_at
FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
WHERE t.purpose = 'registration' AND t.used_at IS NULL AND c.confirmed_at IS NULL;

-- 3. A form ticket is good for one sending: its SHA-256 is written when a form is taken, and a
-- second sending with it is refused. Rows live as long as the ticket could (two hours); the
-- scheduled handler deletes older ones.
CREATE TABLE spent_form_tickets (
  ticket_hash TEXT PRIMARY KEY CHECK (length(ticket_hash) = 64),
  expires_at TEXT NOT NULL
);
CREATE INDEX spent_form_tickets_expiry ON spent_form_tickets (expires_at);
