-- Sending invoices to KSeF (issue 32, docs/decisions/036-ksef-sending.md). An issued invoice is
-- never changed (0013's triggers), so what KSeF made of it lives beside it: one row per invoice,
-- written by the scheduled sender (worker/src/invoices/ksef/sending.ts). Nothing that issues an
-- invoice writes here: the sender adds the rows of new invoices itself (INSERT … SELECT … WHERE NOT
-- EXISTS), so the queue is every invoice whose row is not accepted.
--
-- States: queued (to be sent; also after an outage), sending (a session was opened and the invoice
-- may have reached KSeF in it: the next attempt asks KSeF before sending again), sent (KSeF gave it
-- a reference number; waiting for the KSeF number and the UPO), accepted (KSeF number and UPO:
-- final), rejected (KSeF refused it; its code and description are kept).
-- Times are UTC ISO strings, days the Polish calendar's YYYY-MM-DD.
CREATE TABLE ksef_submissions (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoices (id),
  state TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'accepted', 'rejected')),
  -- Attempts so far and when the next may start (exponential backoff after an outage).
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at TEXT NOT NULL,
  -- The run working on the row: a conditional UPDATE claims it with a fresh token until the expiry;
  -- every write of that run names the token, so a run whose lease ran out writes nothing.
  lease_token TEXT,
  lease_expires_at TEXT,
  -- The FA(3) document as sent (UTF-8 of this text) and its SHA-256 (base64), fixed before the first
  -- sending and reused by every later one, so the QR code's hash is the hash of what KSeF gets.
  xml TEXT,
  xml_sha256 TEXT,
  -- The verification links of the visualisation: KOD I (the invoice) and, offline with the shop's
  -- offline certificate, KOD II (the issuer's certificate).
  verification_url TEXT,
  certificate_url TEXT,
  -- KSeF's reference numbers of the online session and of the invoice in it.
  session_reference TEXT,
  invoice_reference TEXT,
  ksef_number TEXT UNIQUE CHECK (ksef_number IS NULL OR length(ksef_number) = 35),
  -- KSeF's own word on the mode (invoicingMode: Online or Offline) and when it gave the number.
  invoicing_mode TEXT CHECK (invoicing_mode IS NULL OR invoicing_mode IN ('Online', 'Offline')),
  acquired_at TEXT,
  upo TEXT,
  -- Issued offline (offline24, art. 106nda of the VAT act): KSeF did not answer when the invoice was
  -- first due to go, so it is sent with offlineMode true by the deadline (the next business day).
  offline_mode TEXT CHECK (offline_mode IS NULL OR offline_mode = 'offline24'),
  offline_deadline TEXT,
  -- KSeF's refusal: its status code (e.g. 450) and description with details.
  rejection_code INTEGER,
  rejection_message TEXT,
  -- The hash of the rejected offline document a technical correction replaces (hashOfCorrectedInvoice).
  corrected_xml_sha256 TEXT,
  -- What went wrong last (an outage, a refusal), for the back office and the logs.
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (state <> 'sending' OR session_reference IS NOT NULL),
  CHECK (state <> 'sent' OR (session_reference IS NOT NULL AND invoice_reference IS NOT NULL)),
  CHECK (state <> 'accepted' OR (ksef_number IS NOT NULL AND upo IS NOT NULL)),
  CHECK (state <> 'rejected' OR rejection_code IS NOT NULL),
  CHECK ((offline_mode IS NULL) = (offline_deadline IS NULL))
);
-- The sender's work: the rows not final whose time has come.
CREATE INDEX ksef_submissions_due ON ksef_submissions (next_attempt_at) WHERE state IN ('queued', 'sending', 'sent');
-- The back office's filter by state.
CREATE INDEX ksef_submissions_state ON ksef_submissions (state, invoice_id);

-- Accepted is final: KSeF's number and acknowledgement are kept as they came.
CREATE TRIGGER ksef_submissions_accepted_final BEFORE UPDATE ON ksef_submissions WHEN OLD.state = 'accepted'
BEGIN
  SELECT RAISE(ABORT, 'an invoice accepted by KSeF keeps its submission as it is');
END;
CREATE TRIGGER ksef_submissions_no_delete BEFORE DELETE ON ksef_submissions
BEGIN
  SELECT RAISE(ABORT, 'a KSeF submission is never deleted');
END;
