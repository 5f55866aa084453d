-- The transactional outbox (issue 11): every e-mail the shop sends is first a row here, written
-- in the same D1 batch as the change it reports (worker/src/mail/outbox.ts), so a change never
-- exists without its mail and a rolled-back change sends nothing. The scheduled handler
-- (worker/src/mail/delivery.ts) drains due rows through the provider.
--
-- status: pending (due at next_attempt_at) → sending (claimed by one run at claimed_at) → sent,
-- or back to pending with a later next_attempt_at after a failure, or failed after the last
-- attempt; held while no provider is configured (nothing is sent, nothing is lost).
-- Times are UTC ISO strings, like the rest of the schema.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  -- Sent as the provider's Idempotency-Key on every attempt, so a retry never sends twice.
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind GLOB '[a-z]*' AND kind NOT GLOB '*[^a-z_]*'),
  recipient TEXT NOT NULL CHECK (recipient LIKE '%_@_%'),
  subject TEXT NOT NULL CHECK (length(subject) > 0),
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- What caused the mail (e.g. 'order' and its uuid), for the operator and for later lookups.
  cause_kind TEXT NOT NULL,
  cause_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'held')),
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL,
  claimed_at TEXT,
  -- Which run holds a mail in `sending`: a run marks only the mails it claimed itself.
  claim_token TEXT,
  last_error TEXT,
  sent_at TEXT,
  provider_message_id TEXT,
  created_at TEXT NOT NULL
);

-- The drain's question: which pending (or held) mails are due, oldest first.
CREATE INDEX mail_outbox_due ON mail_outbox (status, next_attempt_at);
-- The dev page and operators: newest first; and every mail of one cause.
CREATE INDEX mail_outbox_created ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_cause ON mail_outbox (cause_kind, cause_id);
