-- What an offer of a product must show before it can be bought (issue 34,
-- docs/decisions/042-product-safety.md).
--
-- CLP (Regulation (EC) 1272/2008) art. 48 and 48a: a hazardous substance or mixture offered at a
-- distance shows the label elements of art. 17. One row per product that is a chemical: either
-- classified (the elements follow) or explicitly not classified. Codes are kept as JSON arrays of
-- the official codes (the texts are looked up by code, site/src/lib/clp/statements.ts, never
-- stored); the admin API checks them against the official lists before they are written.
CREATE TABLE product_hazards (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  classified INTEGER NOT NULL CHECK (classified IN (0, 1)),
  pictograms TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(pictograms)),
  signal_word TEXT CHECK (signal_word IN ('Niebezpieczeństwo', 'Uwaga')),
  hazard_statements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(hazard_statements)),
  precautionary_statements TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(precautionary_statements)),
  -- Art. 18(3)(b): the substances that make the mixture's classification, as the label names them.
  substances TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(substances)),
  supplemental_information TEXT NOT NULL DEFAULT '',
  ufi TEXT CHECK (ufi IS NULL OR length(ufi) = 19),
  nominal_quantity TEXT,
  -- The safety data sheet (REACH art. 31) in the DOCUMENTS bucket, and the date it states.
  sds_key TEXT,
  sds_date TEXT,
  CHECK ((sds_key IS NULL) = (sds_date IS NULL)),
  CHECK (classified = 1 OR (pictograms = '[]' AND signal_word IS NULL AND hazard_statements = '[]'))
);

-- GPSR (Regulation (EU) 2023/988) art. 19: every product offered online names its manufacturer
-- with a postal and an electronic address, the responsible person in the Union when the
-- manufacturer is outside it, and its warnings and safety information in Polish.
CREATE TABLE product_safety (
  product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  manufacturer_name TEXT NOT NULL,
  manufacturer_address TEXT NOT NULL,
  manufacturer_email TEXT NOT NULL,
  responsible_name TEXT,
  responsible_address TEXT,
  responsible_email TEXT,
  warnings TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(warnings)),
  CHECK ((responsible_name IS NULL) = (responsible_address IS NULL) AND (responsible_name IS NULL) = (responsible_email IS NULL))
);

-- Categories of chemicals: a product in one is published only with its classification or an
-- explicit "not classified" (a product_hazards row).
ALTER TABLE categories ADD COLUMN holds_chemicals INTEGER NOT NULL DEFAULT 0 CHECK (holds_chemicals IN (0, 1));
