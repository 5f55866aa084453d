-- Customer accounts and their sessions (issue 14, docs/decisions/013-accounts-and-sessions.md).

-- A customer: e-mail (kept lowercase, unique), the password as PBKDF2-SHA256 with its parameters
-- (`pbkdf2-sha256$<iterations>$<salt>$<hash>`, worker/src/auth/passwords.ts, so the count can be
-- raised), the customer type with the data it needs (spec §3: 1 private, 11 company, 12 budget
-- unit; above 10 an organisation with its name and NIP, as in orders), the invoice address, and
-- when the address was confirmed (NULL: registered, not yet active).
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'pbkdf2-sha256$%'),
  customer_type INTEGER NOT NULL CHECK (customer_type IN (1, 11, 12)),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  company_name TEXT,
  nip TEXT CHECK (nip IS NULL OR (length(nip) = 10 AND nip NOT GLOB '*[^0-9]*')),
  street TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '' CHECK (postcode = '' OR postcode GLOB '[0-9][0-9]-[0-9][0-9][0-9]'),
  city TEXT NOT NULL DEFAULT '',
  invoice_email TEXT,
  confirmed_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((customer_type > 10) = (company_name IS NOT NULL AND nip IS NOT NULL))
);

-- Saved delivery addresses (account tab "dostawy"); at most one default per customer.
CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  postcode TEXT NOT NULL CHECK (postcode GLOB '[0-9][0-9]-[0-9][0-9][0-9]'),
  city TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (customer_id) WHERE is_default = 1;

-- A login: the family of refresh tokens one password grant (or remote login) started. Its uuid
-- is the access token's `sid`, so a revoked session's access tokens stop working on secure calls
-- at once. `via`: how it began.
CREATE TABLE auth_sessions (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  via TEXT NOT NULL CHECK (via IN ('password', 'remote_login')),
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  revoked_at TEXT,
  -- logout, reuse (a rotated refresh token came back), password_reset, password_change
  revoked_reason TEXT
);
CREATE INDEX auth_sessions_customer ON auth_sessions (customer_id);

-- Refresh tokens, kept only as their SHA-256. Rotated on every use: `replaced_at` marks a used one;
-- one used again after the grace window revokes its whole session (reuse detection).
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  session_id INTEGER NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  issued_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  replaced_at TEXT,
  -- The hash of the token that replaced it: the rotation's batch inserts the successor only
  -- where its own conditional update won, so two refreshes at once never both rotate.
  replaced_by TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);

-- The one-time secrets of account links, SHA-256 only: registration confirmation, password
-- reset, staff-issued remote login. Single use (`used_at`), expiring, one purpose each.
CREATE TABLE customer_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'password_reset', 'remote_login')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- Who issued it: the staff actor for a remote login, NULL for the customer's own requests.
  issued_by TEXT
);
CREATE INDEX customer_tokens_customer ON customer_tokens (customer_id, purpose);

-- What happened to an account, for staff and for the customer's own safety: logins, failed
-- logins, refresh reuse, resets, remote logins (with the staff actor), password changes.
CREATE TABLE customer_events (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  actor TEXT,
  detail TEXT,
  at TEXT NOT NULL
);
CREATE INDEX customer_events_customer ON customer_events (customer_id, at);

-- Orders placed while logged in belong to the customer (the account's orders tab, the order pages
-- without a hash); a guest order joins the account whose address confirmed it.
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers (id);
CREATE INDEX orders_customer ON orders (customer_id, created_at);
