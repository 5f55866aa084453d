-- The editors' content screens (issue 35): optimistic locking needs the time of the last write
-- on every row an editor saves, and the history of the company gets a picture per milestone.
-- Branches, sliders and milestones had no updated_at: added here, set to the migration's time
-- for the rows already there (a panel's read from before the migration then still saves). Added
-- columns only: the tables keep their rows, indexes and the foreign keys pointing at them.
ALTER TABLE branches ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE sliders ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
ALTER TABLE milestones ADD COLUMN updated_at TEXT NOT NULL DEFAULT '1970-01-01T00:00:00.000Z';
UPDATE branches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE sliders SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
UPDATE milestones SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');

-- A milestone's picture on the history's timeline: a media path, or none.
ALTER TABLE milestones ADD COLUMN image TEXT REFERENCES media (path);
