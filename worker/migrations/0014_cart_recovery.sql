-- Abandoned-cart recovery (issue 15, docs/decisions/018-cart-recovery.md). New columns on carts,
-- no new table: each cart gets at most one reminder, so its state is a few values of the cart.
-- contact_email: the address typed in the checkout, stored only together with the reminder
--   consent (a reminder is direct marketing, PKE/UŚUDE: prior, separate consent); both are
--   cleared when the shopper unticks the box.
-- reminder_consent_at: when the shopper ticked "Przypomnij mi e-mailem o koszyku…"; NULL: none.
-- reminder_sent_at: when the one reminder was claimed (the scheduled run's conditional claim),
--   so a cart is never reminded twice, whichever runs overlap.
-- abandonment_token_hash: SHA-256 (hex) of the link's token; the token exists only in the mail.
-- abandonment_token_expires_at: the link works until then (UTC ISO).
ALTER TABLE carts ADD COLUMN contact_email TEXT CHECK (contact_email IS NULL OR (contact_email LIKE '%_@_%' AND length(contact_email) <= 254));
ALTER TABLE carts ADD COLUMN reminder_consent_at TEXT;
ALTER TABLE carts ADD COLUMN reminder_sent_at TEXT;
ALTER TABLE carts ADD COLUMN abandonment_token_hash TEXT CHECK (abandonment_token_hash IS NULL OR length(abandonment_token_hash) = 64);
ALTER TABLE carts ADD COLUMN abandonment_token_expires_at TEXT;
-- The scheduled run looks only at carts with a consent that were not reminded yet.
CREATE INDEX carts_reminder_due ON carts (updated_at) WHERE reminder_consent_at IS NOT NULL AND reminder_sent_at IS NULL;

-- Addresses that withdrew the reminder consent through the link in a reminder. A withdrawal
-- stops reminders for every cart whose consent is older than it; a box ticked again later is a
-- new consent (one row per address, its latest withdrawal).
CREATE TABLE cart_reminder_optouts (
  email TEXT PRIMARY KEY CHECK (email LIKE '%_@_%'),
  created_at TEXT NOT NULL
);
