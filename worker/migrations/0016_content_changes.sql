-- The content-change journal and the rebuild requests (issue 18, docs/decisions/023-admin-api.md,
-- 025-deploy-and-operations.md). Every admin write of content appends one row per thing it
-- touches, in the same D1 batch as the write, so "what is stale since the last rebuild" is the
-- rows after the last rebuild request's `up_to_change_id`. Both tables are operational
-- (scripts/seed/sql.ts): reseeding the catalogue keeps them.

-- kind: what changed, slug: its address (a product's, a category's, …; the slider's slug for a
-- slide; 'promotion:{id}' has the product's slug, since a promotion is shown on its product).
-- action: created, updated (including a price), unpublished. actor: X-Staff-Actor of the call.
CREATE TABLE content_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'category', 'product-set', 'blog-post', 'branch', 'page', 'slider', 'media')),
  slug TEXT NOT NULL CHECK (length(slug) BETWEEN 1 AND 200),
  action TEXT NOT NULL CHECK (action IN ('created', 'updated', 'unpublished')),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  changed_at TEXT NOT NULL
);
CREATE INDEX content_changes_kind ON content_changes (kind, slug);

-- One editor's "publish my changes": what it covered, and what the deploy hook answered.
-- hook_status: 'not-configured' (no DEPLOY_HOOK_URL: `npm run rebuild` is the way), 'called'
-- (the hook answered 2xx), 'failed' (it did not; hook_answer holds the status or 0 for no answer).
CREATE TABLE rebuild_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  requested_at TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  up_to_change_id INTEGER NOT NULL CHECK (up_to_change_id >= 0),
  hook_status TEXT NOT NULL CHECK (hook_status IN ('not-configured', 'called', 'failed')),
  hook_answer INTEGER
);
