-- The back office's customers (issue 31, docs/decisions/034-customer-data-rights.md): staff find a
-- customer (and an order) by address, surname, company, NIP or phone through these indexes, and an erased account
-- (GDPR art. 17) keeps its row, without personal data, with the time it was erased.
ALTER TABLE customers ADD COLUMN erased_at TEXT;
-- Surnames and companies as a search compares them: lowercase, Polish capitals too (SQLite's lower()
-- and NOCASE fold ASCII only, so "żak" would miss "Żak"); lib/panel/name-key.ts folds the search text alike,
-- as migration 0020 folds the invoices' buyer names.
ALTER TABLE customers ADD COLUMN last_name_key TEXT GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name, 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'))) VIRTUAL;
CREATE INDEX customers_last_name_key ON customers (last_name_key);
ALTER TABLE customers ADD COLUMN company_name_key TEXT GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(company_name, 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'))) VIRTUAL;
CREATE INDEX customers_company_name_key ON customers (company_name_key) WHERE company_name_key IS NOT NULL;
CREATE INDEX customers_nip ON customers (nip) WHERE nip IS NOT NULL;
ALTER TABLE customers ADD COLUMN phone_digits TEXT GENERATED ALWAYS AS (
  substr(replace(replace(replace(replace(replace(replace(phone, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', ''), -9)
) VIRTUAL;
CREATE INDEX customers_phone_digits ON customers (phone_digits);
CREATE INDEX customers_created ON customers (created_at);
-- The order desk's name search the same way (it searched NOCASE columns, blind to Polish capitals).
DROP INDEX orders_last_name;
DROP INDEX orders_company_name;
ALTER TABLE orders ADD COLUMN last_name_key TEXT GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(last_name, 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'))) VIRTUAL;
CREATE INDEX orders_last_name_key ON orders (last_name_key);
ALTER TABLE orders ADD COLUMN company_name_key TEXT GENERATED ALWAYS AS (lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(company_name, 'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'))) VIRTUAL;
CREATE INDEX orders_company_name_key ON orders (company_name_key) WHERE company_name_key IS NOT NULL;
-- The order desk at 100,000 orders (scripts/bench/panel.ts): an order found by its number's last
-- digits (the sequence after `ZAM/YYYY/`) through an index, not a scan; the counts per status under
-- a payment, delivery or customer-type filter read an index alone.
ALTER TABLE orders ADD COLUMN number_seq TEXT GENERATED ALWAYS AS (substr(number, 10)) VIRTUAL;
CREATE INDEX orders_number_seq ON orders (number_seq);
-- Per filter, one index gives the page newest first (it stops at 50) and the counts per status from
-- the index alone; order-desk-queries.ts names the one it reads.
CREATE INDEX orders_payment ON orders (payment_method, created_at, paid_at, status);
CREATE INDEX orders_paid_status ON orders (paid_at, status);
CREATE INDEX orders_delivery ON orders (delivery_method, created_at, status);
CREATE INDEX orders_customer_type ON orders (customer_type, created_at, status);
-- The outbox's mails to one address (an erasure deletes them) and the contact messages of one.
CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient);
CREATE INDEX contact_messages_email ON contact_messages (email);
