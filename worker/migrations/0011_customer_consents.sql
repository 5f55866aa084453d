-- What a customer agreed to at registration (issue 14): the terms, the privacy policy and,
-- optionally, the newsletter, each with the version of the text shown (site/src/lib/forms/consents.ts;
-- the text itself is kept once per version in consent_texts). A re-registration of an unconfirmed
-- address adds its own rows: the record shows every time the consent was given. The newsletter
-- consent is acted on when the account is confirmed (the newsletter's own double opt-in follows).
CREATE TABLE customer_consents (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('terms', 'privacy', 'newsletter')),
  consent_version TEXT NOT NULL REFERENCES consent_texts (version),
  ip_prefix TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX customer_consents_customer ON customer_consents (customer_id, purpose, created_at);
