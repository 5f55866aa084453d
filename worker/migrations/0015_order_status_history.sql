-- Order status history and shipments (issue 15, docs/decisions/019-order-status.md).
-- orders keeps its status column and its CHECK (rebuilding orders would cascade deletes of its
-- lines), so "shipped" is not a status: it is a shipment row beside the order. Every status change
-- (the order's creation, P24's payment, each staff change) is one row here, written in the same
-- D1 batch as the change itself. Both tables are operational (scripts/seed/sql.ts).

-- from_status NULL: the order was created in to_status. actor: 'klient' (checkout), 'przelewy24'
-- (verified payment), else the staff member's X-Staff-Actor. changed_at: UTC ISO.
CREATE TABLE order_status_changes (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status INTEGER CHECK (from_status IS NULL OR from_status IN (5, 37, 40, 50, 60, 70)),
  to_status INTEGER NOT NULL CHECK (to_status IN (5, 37, 40, 50, 60, 70)),
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  note TEXT CHECK (note IS NULL OR length(note) <= 500),
  changed_at TEXT NOT NULL
);
CREATE INDEX order_status_changes_order ON order_status_changes (order_id, id);

-- A parcel handed to a carrier: an order may ship in several (stock and supplier packages).
-- The same tracking number of the same carrier is recorded once per order.
CREATE TABLE order_shipments (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 100),
  shipped_at TEXT NOT NULL,
  UNIQUE (order_id, carrier, tracking_number)
);
