-- When an invoice is issued, and as what (issue 32, docs/decisions/037-invoice-dates.md): the
-- final invoice at the delivery (dispatch, or collection at a branch), its sale date (P_6) that
-- day; a payment whose month ends before the goods go gets an advance invoice (FA(3) ZAL, art.
-- 106b ust. 1 pkt 4 and art. 106i ust. 2 of the VAT act), and the final one is then a settlement
-- (ROZ, art. 106f ust. 3). `kind` stays original/correction; `document_type` says which
-- original, and for a correction the type of what it corrects (KOR, KOR_ZAL, KOR_ROZ).
-- Adding a column is no UPDATE: 0013's triggers keep every issued row as it was.
ALTER TABLE invoices ADD COLUMN document_type TEXT NOT NULL DEFAULT 'VAT' CHECK (document_type IN ('VAT', 'ZAL', 'ROZ'));
-- One final invoice and one advance invoice per order, whatever runs twice.
DROP INDEX invoices_one_original;
CREATE UNIQUE INDEX invoices_one_final ON invoices (order_id) WHERE kind = 'original' AND document_type <> 'ZAL';
CREATE UNIQUE INDEX invoices_one_advance ON invoices (order_id) WHERE kind = 'original' AND document_type = 'ZAL';
-- The scheduled handler's question, paid orders by payment time, reads orders_paid_status (0021).
