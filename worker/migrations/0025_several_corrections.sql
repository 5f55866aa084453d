-- Corrections by quantity (issue 31, docs/decisions/038-partial-corrections.md): staff take back
-- some units of an invoice's lines (a return, a withdrawal, a complaint), so an invoice may have
-- several corrections, each naming it; a cancellation then takes back what is left. 0013 allowed
-- one correction per invoice; the issuing batches now check the corrections' count themselves
-- (invoices/corrections.ts), as D1 runs batches one after the other.
DROP INDEX invoices_one_correction;
CREATE INDEX invoices_corrections ON invoices (corrects_invoice_id) WHERE kind = 'correction';
