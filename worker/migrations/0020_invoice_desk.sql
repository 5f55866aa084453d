-- The back office's invoice list (issue 31, /panel/faktury): every invoice and correction, newest
-- first (invoices_issue_date, 0013: its rowid breaks ties), filtered by kind, issue date, buyer type
-- and payment, and searched by number, order number, NIP and the beginning of the buyer's name.
-- Only indexes and a virtual column: an issued invoice is never changed (0013's triggers).

-- The tab of one kind, newest first, and the counts per kind.
CREATE INDEX invoices_kind_issue_date ON invoices (kind, issue_date);
-- An order's invoices (the search by order number; invoices_one_original holds originals only).
CREATE INDEX invoices_order ON invoices (order_id);
CREATE INDEX invoices_buyer_nip ON invoices (buyer_nip) WHERE buyer_nip IS NOT NULL;

-- The buyer's name in lower case, searched by its beginning whatever case it is typed in. SQLite's
-- lower() folds ASCII only, so the Polish capitals are folded here by hand: the same letters as
-- site/src/lib/panel/name-key.ts nameKeyOf, which folds the search text.
ALTER TABLE invoices ADD COLUMN buyer_name_key TEXT GENERATED ALWAYS AS (
  lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(buyer_name,
    'Ą', 'ą'), 'Ć', 'ć'), 'Ę', 'ę'), 'Ł', 'ł'), 'Ń', 'ń'), 'Ó', 'ó'), 'Ś', 'ś'), 'Ź', 'ź'), 'Ż', 'ż'))
) VIRTUAL;
CREATE INDEX invoices_buyer_name_key ON invoices (buyer_name_key);
