-- Unpublishing content without deleting it (issue 18, docs/decisions/023-admin-api.md): blog
-- posts, content pages and branches get the flag products and sets already have (`is_active`).
-- An unpublished row stays for what refers to it (an order's pickup branch, a link in a page)
-- but the public calls, the search and the build no longer show it. Added columns only: these
-- tables keep their rows and every foreign key pointing at them.
ALTER TABLE blog_posts ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
ALTER TABLE pages ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
ALTER TABLE branches ADD COLUMN is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1));
