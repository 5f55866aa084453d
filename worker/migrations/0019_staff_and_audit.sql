-- The back office's people, their logins and the audit of what they change (issue 31,
-- docs/decisions/033-staff-and-audit.md).

-- A member of staff: a person with a login of their own. role: owner (everything, staff
-- included), orders (orders, shipments, invoices, customers), editor (catalogue and content).
-- The password as customers' (PBKDF2-SHA256, auth/passwords.ts); the TOTP secret (RFC 6238) as
-- AES-GCM ciphertext under a key derived from STAFF_TOTP_KEY (staff/totp.ts), set when the
-- member confirms it with a first code; totp_last_step: the last time step a code was taken at, so
-- a code works once. A disabled member (is_active 0) has every login ended at once.
CREATE TABLE staff_members (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE CHECK (email = lower(email) AND email LIKE '%_@_%'),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 2 AND 100),
  role TEXT NOT NULL CHECK (role IN ('owner', 'orders', 'editor')),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  password_hash TEXT NOT NULL CHECK (password_hash LIKE 'pbkdf2-sha256$%'),
  totp_secret TEXT,
  totp_last_step INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A staff login: the cookie's secret is kept as its SHA-256. It ends after 30 minutes without a
-- request (last_used_at) and 12 hours after it began (expires_at), at logout, or when its member
-- is disabled (revoked_at).
CREATE TABLE staff_sessions (
  id INTEGER PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  staff_id INTEGER NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_reason TEXT
);
CREATE INDEX staff_sessions_member ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

-- The second step of a login: after the right password, a challenge (its secret as SHA-256) that a
-- TOTP code answers within five minutes, at most five tries; for a member without a second factor
-- yet, the secret they are shown to enrol (ciphertext, as above), confirmed by the same code.
CREATE TABLE staff_login_challenges (
  challenge_hash TEXT PRIMARY KEY CHECK (length(challenge_hash) = 64),
  staff_id INTEGER NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  pending_totp_secret TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Every write a member of staff or an integration makes, in the same batch as the write: who
-- (actor_kind staff with the member's uuid, or integration with the token's name), which call,
-- on what, and what changed (JSON: before and after where it matters: prices, stock, status).
-- Append-only: the triggers below refuse every UPDATE and DELETE, as on invoices.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor_kind TEXT NOT NULL CHECK (actor_kind IN ('staff', 'integration')),
  actor_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  operation TEXT NOT NULL,
  object_kind TEXT NOT NULL,
  object_id TEXT NOT NULL,
  change TEXT NOT NULL CHECK (json_valid(change)),
  request_id TEXT
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_object ON audit_log (object_kind, object_id, at DESC);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;

-- The order desk: when a member of staff first opened the order (NULL: new, marked in the list),
-- and the staff's notes on it.
ALTER TABLE orders ADD COLUMN first_opened_at TEXT;
CREATE TABLE order_notes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  author TEXT NOT NULL CHECK (length(author) BETWEEN 1 AND 100),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_at TEXT NOT NULL
);
CREATE INDEX order_notes_order ON order_notes (order_id, id);

-- The order list, newest first (orders_created, 0009: its rowid breaks ties), filtered by status,
-- payment, delivery, customer type and date, and searched by number, e-mail, NIP, name and phone,
-- over 100,000 orders (scripts/bench/panel.ts). A phone is searched by its last nine digits,
-- however it was typed.
CREATE INDEX orders_status_created ON orders (status, created_at);
CREATE INDEX orders_email ON orders (email);
CREATE INDEX orders_nip ON orders (nip) WHERE nip IS NOT NULL;
ALTER TABLE orders ADD COLUMN phone_digits TEXT GENERATED ALWAYS AS (
  substr(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -9)
) VIRTUAL;
CREATE INDEX orders_phone_digits ON orders (phone_digits);
CREATE INDEX orders_last_name ON orders (last_name COLLATE NOCASE);
CREATE INDEX orders_company_name ON orders (company_name COLLATE NOCASE) WHERE company_name IS NOT NULL;

-- Every Przelewy24 notice that named one of our payments, whatever became of it (the order page
-- shows them beside the transaction id): paid, a replay, a second payment, a refused amount, one
-- P24 did not confirm, or one for an order staff had closed.
CREATE TABLE payment_notices (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  p24_order_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('paid', 'replay', 'second_payment', 'refused', 'not_verified', 'closed_order')),
  received_at TEXT NOT NULL
);
CREATE INDEX payment_notices_order ON payment_notices (order_id, id);

-- When staff disabled the customer's account: no login, no new session (their data and orders stay).
ALTER TABLE customers ADD COLUMN disabled_at TEXT;
