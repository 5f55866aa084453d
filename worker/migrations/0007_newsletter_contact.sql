-- The newsletter with double opt-in, the contact form and what guards them (issue 11).
-- Times are UTC ISO strings, like the rest of the schema. Addresses are stored trimmed and in
-- lowercase, so one mailbox is one subscriber whatever way it was typed.

-- Mail headers beyond the layout's (a newsletter's List-Unsubscribe and List-Unsubscribe-Post,
-- RFC 8058), as a JSON object of name → value; null for none.
ALTER TABLE mail_outbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));

-- One row per mailbox that ever signed up. pending: waits for its confirmation link;
-- subscribed: confirmed (double opt-in); unsubscribed: withdrew (the row stays, so the consent
-- history keeps its subject, and a later sign-up starts a new opt-in).
CREATE TABLE newsletter_subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE CHECK (email LIKE '%_@_%' AND email = lower(email)),
  status TEXT NOT NULL CHECK (status IN ('pending', 'subscribed', 'unsubscribed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT
);

-- Single-purpose links. Only the SHA-256 of a token is kept (a leaked table opens nothing);
-- the token itself (256 random bits) exists only in the mail that carries it.
CREATE TABLE newsletter_tokens (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  subscriber_id TEXT NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX newsletter_tokens_subscriber ON newsletter_tokens (subscriber_id, purpose);

-- The consent texts, by version, as the visitor saw them: a record names its version, and the
-- text of a version never changes (a new wording is a new version).
CREATE TABLE consent_texts (
  version TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- The consent record (GDPR art. 7(1): the shop must be able to show the consent): every
-- sign-up, confirmation and withdrawal, when, from which form, with which consent text and from
-- which network (ip_prefix: the address cut to its /24 (IPv4) or /48 (IPv6), enough to spot
-- abuse, not enough to name a household).
CREATE TABLE newsletter_consents (
  id TEXT PRIMARY KEY,
  subscriber_id TEXT NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('sign_up', 'confirm', 'unsubscribe')),
  source TEXT NOT NULL,
  consent_version TEXT REFERENCES consent_texts (version),
  ip_prefix TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX newsletter_consents_subscriber ON newsletter_consents (subscriber_id, created_at);

-- Newsletter notifications sent to subscribers (one row per recipient of one notification); the
-- link in each (`/powiadomienie/{notification}/odbiorca/{recipient}/newsletter`) records its
-- first click.
CREATE TABLE newsletter_deliveries (
  notification_uuid TEXT NOT NULL,
  recipient_uuid TEXT NOT NULL,
  subscriber_id TEXT REFERENCES newsletter_subscribers (id) ON DELETE SET NULL,
  sent_at TEXT NOT NULL,
  clicked_at TEXT,
  PRIMARY KEY (notification_uuid, recipient_uuid)
);

-- Messages from the contact form; a product enquiry names the product it asks about.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'product_enquiry')),
  name TEXT NOT NULL,
  email TEXT NOT NULL CHECK (email LIKE '%_@_%'),
  phone TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  product_number TEXT,
  product_name TEXT,
  product_uuid TEXT,
  consent_version TEXT NOT NULL REFERENCES consent_texts (version),
  ip_prefix TEXT,
  created_at TEXT NOT NULL,
  CHECK ((kind = 'product_enquiry') = (product_number IS NOT NULL))
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);

-- Fixed-window counters of the forms' rate limits: one row per key (`newsletter:ip:203.0.113.0`)
-- and window start; old windows are deleted by the scheduled handler.
CREATE TABLE rate_limit_hits (
  key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  hits INTEGER NOT NULL CHECK (hits > 0),
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limit_hits_window ON rate_limit_hits (window_start);
