-- What the buyer agreed to, kept with the order (issue 33, docs/decisions/040-withdrawal.md).
--
-- A sole trader buying outside their profession has a consumer's rights (art. 38a of the consumer
-- rights act): the checkout asks a company buyer, and the order keeps the answer. 0 for every
-- order before (private buyers have the rights by their type, #lib/orders.ts hasConsumerRights).
ALTER TABLE orders ADD COLUMN consumer_rights INTEGER NOT NULL DEFAULT 0 CHECK (consumer_rights IN (0, 1));

-- The terms as accepted (art. 21 of the act: the confirmation on a durable medium holds the terms):
-- the terms page's title, lead and body as they were published when an order was placed, once per
-- distinct text (its SHA-256, also the public id the confirmation mail links to). Never changed or
-- deleted: an order names the text its buyer accepted, whatever the page says later.
CREATE TABLE legal_documents (
  id INTEGER PRIMARY KEY,
  content_hash TEXT NOT NULL UNIQUE CHECK (length(content_hash) = 64),
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  lead TEXT NOT NULL,
  body TEXT NOT NULL,
  -- The page's own date (its last edit) and when an order first accepted this text.
  updated_at TEXT NOT NULL,
  first_accepted_at TEXT NOT NULL
);
-- The consent's version the checkout sent, and the document it showed (NULL before 0028, or when
-- the shop had no published terms page).
ALTER TABLE orders ADD COLUMN terms_version TEXT;
ALTER TABLE orders ADD COLUMN terms_document_id INTEGER REFERENCES legal_documents (id);
