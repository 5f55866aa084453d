-- A consumer's withdrawal from the contract (issue 33, docs/decisions/039-withdrawal.md; art. 27–38
-- of the consumer rights act, art. 11a of Directive 2011/83/EU): the statement as received, in
-- full, with the moment it came (written in the same batch as its acknowledgement mail), and what
-- the staff did about it. Never deleted: it is the record of a legal act.
CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  -- The form's own key: the same statement sent twice (a double click, a retry) is one.
  request_key TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  consumer_name TEXT NOT NULL CHECK (length(consumer_name) BETWEEN 1 AND 200),
  email TEXT NOT NULL,
  -- JSON [{productNumber, name, quantity, unit}], or NULL: the whole order.
  lines TEXT,
  -- The statement's full text, as the acknowledgement repeats it (#lib/withdrawal.ts).
  statement TEXT NOT NULL,
  received_at TEXT NOT NULL,
  -- The staff's steps: the return accepted (the goods came back), then the refund.
  accepted_at TEXT,
  accepted_by TEXT,
  refunded_at TEXT,
  refunded_by TEXT,
  refund_method TEXT CHECK (refund_method IS NULL OR refund_method IN ('p24', 'transfer')),
  refund_amount INTEGER CHECK (refund_amount IS NULL OR refund_amount > 0),
  CHECK ((refunded_at IS NULL) = (refund_method IS NULL) AND (refunded_at IS NULL) = (refund_amount IS NULL))
);
CREATE INDEX withdrawals_order ON withdrawals (order_id, id);
