-- VAT invoices (issue 15, docs/decisions/017-invoices.md). An invoice is issued from an order in
-- the same D1 batch that marks the order paid (or delivered, for cash on delivery) and is never
-- changed afterwards: the triggers below refuse every UPDATE and DELETE of an invoice and of its
-- lines. A cancelled order gets a correction, a new document that refers to the invoice.
-- Everything a document shows is copied at issue time (seller, buyer, lines, totals), so neither
-- a new configuration nor an edited order or catalogue ever rewrites an issued invoice.
-- Amounts are integer grosze (a correction's are negative: what it takes back), dates are the
-- Polish calendar dates (Europe/Warsaw) as YYYY-MM-DD, times UTC ISO.

-- The seller as configured (worker/src/invoices/seller.ts writes a new row whenever the worker's
-- INVOICE_SELLER_* variables differ from the latest one); an invoice copies the latest row.
CREATE TABLE invoice_sellers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  nip TEXT NOT NULL CHECK (length(nip) = 10 AND nip NOT GLOB '*[^0-9]*'),
  street TEXT NOT NULL,
  postcode TEXT NOT NULL CHECK (postcode GLOB '[0-9][0-9]-[0-9][0-9][0-9]'),
  city TEXT NOT NULL,
  bank_account TEXT NOT NULL,
  payment_due_days INTEGER NOT NULL CHECK (payment_due_days BETWEEN 0 AND 365),
  created_at TEXT NOT NULL
);
-- The demo seller (the same company the site's footer, contact page and terms name), so a fresh
-- database can issue invoices before the worker has written its configuration.
INSERT INTO invoice_sellers (name, nip, street, postcode, city, bank_account, payment_due_days, created_at) VALUES
  ('Merida Sp. z o.o.', '8942345677', 'ul. Legnicka 55', '54-203', 'Wrocław', 'PL61109010140000071219812874', 7, '2026-01-01T00:00:00.000Z');

-- Invoice numbers FV/{year}/{month}/{sequence} and corrections FK/{year}/{month}/{sequence}: one
-- counter per series and month, bumped inside the issuing batch, so a number is taken only with
-- its invoice (no gaps) and two batches never take the same one (D1 runs batches one at a time).
CREATE TABLE invoice_number_sequences (
  series TEXT NOT NULL CHECK (series IN ('FV', 'FK')),
  year INTEGER NOT NULL,
  month INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
  last_value INTEGER NOT NULL CHECK (last_value > 0),
  PRIMARY KEY (series, year, month)
);

-- customer_type as in orders: 1 private person, 11 company, 12 budget unit (a NIP above 10).
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('original', 'correction')),
  corrects_invoice_id INTEGER REFERENCES invoices (id),
  correction_reason TEXT,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  issue_date TEXT NOT NULL CHECK (issue_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  sale_date TEXT NOT NULL CHECK (sale_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  due_date TEXT NOT NULL CHECK (due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  issued_at TEXT NOT NULL,
  seller_name TEXT NOT NULL,
  seller_nip TEXT NOT NULL,
  seller_street TEXT NOT NULL,
  seller_postcode TEXT NOT NULL,
  seller_city TEXT NOT NULL,
  seller_bank_account TEXT NOT NULL,
  buyer_type INTEGER NOT NULL CHECK (buyer_type IN (1, 11, 12)),
  buyer_name TEXT NOT NULL,
  buyer_nip TEXT CHECK (buyer_nip IS NULL OR (length(buyer_nip) = 10 AND buyer_nip NOT GLOB '*[^0-9]*')),
  buyer_street TEXT NOT NULL,
  buyer_postcode TEXT NOT NULL,
  buyer_city TEXT NOT NULL,
  buyer_email TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('transfer', 'cod', 'p24')),
  -- When the buyer paid (the P24 notification, the transfer booked, the cash at delivery).
  paid_at TEXT,
  total_net INTEGER NOT NULL,
  total_vat INTEGER NOT NULL,
  total_gross INTEGER NOT NULL CHECK (total_gross = total_net + total_vat),
  CHECK ((kind = 'correction') = (corrects_invoice_id IS NOT NULL)),
  CHECK (kind = 'correction' OR (total_net >= 0 AND total_vat >= 0)),
  CHECK ((buyer_type > 10) = (buyer_nip IS NOT NULL))
);
-- One original per order and one correction per invoice, whatever runs twice.
CREATE UNIQUE INDEX invoices_one_original ON invoices (order_id) WHERE kind = 'original';
CREATE UNIQUE INDEX invoices_one_correction ON invoices (corrects_invoice_id) WHERE kind = 'correction';
CREATE INDEX invoices_issue_date ON invoices (issue_date);

-- Lines as invoiced: the order's lines, then the delivery when it cost anything. A correction's
-- lines are the corrected invoice's with the quantity and values negated (the difference).
CREATE TABLE invoice_lines (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices (id),
  position INTEGER NOT NULL CHECK (position > 0),
  name TEXT NOT NULL,
  product_number TEXT,
  unit TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity <> 0),
  unit_net INTEGER NOT NULL CHECK (unit_net >= 0),
  vat_rate INTEGER NOT NULL CHECK (vat_rate IN (0, 5, 8, 23)),
  line_net INTEGER NOT NULL,
  line_gross INTEGER NOT NULL,
  UNIQUE (invoice_id, position)
);

-- Immutability (art. 106j of the VAT act: a mistake is corrected by a new document, never by
-- editing the old one): the database itself refuses to change or delete what was issued.
CREATE TRIGGER invoices_no_update BEFORE UPDATE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice cannot be changed; issue a correction');
END;
CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice cannot be deleted; issue a correction');
END;
CREATE TRIGGER invoice_lines_no_update BEFORE UPDATE ON invoice_lines
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice line cannot be changed; issue a correction');
END;
CREATE TRIGGER invoice_lines_no_delete BEFORE DELETE ON invoice_lines
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice line cannot be deleted; issue a correction');
END;
-- The seller's versions are history too.
CREATE TRIGGER invoice_sellers_no_update BEFORE UPDATE ON invoice_sellers
BEGIN
  SELECT RAISE(ABORT, 'seller versions are kept as they were; insert a new one');
END;
