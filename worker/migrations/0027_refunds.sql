-- The refund after a consumer's withdrawal (issue 33, docs/decisions/041-refunds.md; art. 32 of the
-- consumer rights act). One row per attempt: staff record a bank transfer (done at once), or the
-- shop asks Przelewy24 to refund the paid transaction (pending until P24's signed notification
-- says it was made, or rejected). At most one attempt per withdrawal is pending or done (the
-- partial UNIQUE index), so a double click or two staff give one refund; a rejected one may be
-- tried again. When a refund is done, the withdrawal's own refunded_* columns (0026) record it.
-- Never deleted: with the audit log it is the record of the money given back.
CREATE TABLE withdrawal_refunds (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  withdrawal_id INTEGER NOT NULL REFERENCES withdrawals (id),
  method TEXT NOT NULL CHECK (method IN ('p24', 'transfer')),
  -- Grosze as computed by the server: the withdrawn lines' gross, and the delivery's part of it.
  amount INTEGER NOT NULL CHECK (amount > 0),
  delivery_amount INTEGER NOT NULL CHECK (delivery_amount BETWEEN 0 AND amount),
  -- The consumer's account (transfer), as an IBAN without spaces, when staff noted it.
  account_number TEXT,
  -- Przelewy24: our requestId and refundsUuid of transaction/refund, and the transaction refunded.
  p24_request_id TEXT UNIQUE,
  p24_refunds_uuid TEXT UNIQUE,
  p24_order_id INTEGER,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'rejected')),
  -- Why P24 refused or rejected it, for the staff.
  failure TEXT,
  requested_at TEXT NOT NULL,
  requested_by TEXT NOT NULL,
  settled_at TEXT,
  CHECK ((method = 'p24') = (p24_refunds_uuid IS NOT NULL AND p24_request_id IS NOT NULL AND p24_order_id IS NOT NULL)),
  CHECK ((state = 'pending') = (settled_at IS NULL))
);
CREATE UNIQUE INDEX withdrawal_refunds_one_live ON withdrawal_refunds (withdrawal_id) WHERE state IN ('pending', 'done');
