-- Departments shown on the contact page (/kontakt), each with the matters it handles, a phone
-- and an e-mail; the first by position answers general and product questions. The contact form
-- (a later issue) routes a message to one of them.
--
-- branches.opening_hours holds OpeningHours[] JSON since this migration's issue:
-- [{ "days": ["Monday", ...], "opens": "08:00", "closes": "16:00" }] (schema.org day names,
-- local HH:MM times); the seed writes that shape, no stored rows need rewriting.
CREATE TABLE departments (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL CHECK (email LIKE '%_@_%'),
  position INTEGER NOT NULL DEFAULT 0
);
