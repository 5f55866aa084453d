-- A customer's request to log in with another address (account tab "dane", issue 14): the new
-- address is taken only from the link mailed to it, so nobody can move an account to a mailbox
-- they do not read, and the answer to the request never says whether the address has an account.
-- The secret is kept as its SHA-256; single use (`used_at`), expiring.
CREATE TABLE customer_email_changes (
  token_hash TEXT PRIMARY KEY CHECK (length(token_hash) = 64),
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  new_email TEXT NOT NULL CHECK (new_email = lower(new_email)),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX customer_email_changes_customer ON customer_email_changes (customer_id);
