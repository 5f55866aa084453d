-- Keeps the price history that the Omnibus "lowest price of the 30 days before the promotion"
-- is computed from (issue 4): every change of a product's regular net price is recorded with the
-- moment it took effect, whatever writes it (an admin call, an import, a hand-run UPDATE), so the
-- history cannot fall behind the price it describes.
CREATE TRIGGER products_net_price_history
AFTER UPDATE OF net_price ON products
WHEN NEW.net_price <> OLD.net_price
BEGIN
  INSERT OR REPLACE INTO price_history (product_id, net_price, valid_from)
  VALUES (NEW.id, NEW.net_price, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
